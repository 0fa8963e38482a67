package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Crosstable;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.Figures;
import org.tiebreak.api.Format;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.ValueRule;

/**
 * The tie-breaks of FIDE C.07 Art. 7 that count the player's own rounds: WIN (7.1, rounds with a
 * win's points, played or not), WON (7.2, games won over the board), BPG (7.3, games played with
 * Black), BWG (7.4, games won with Black), REP (7.6, rounds one elected to play: all rounds but
 * half- and zero-point byes, absences and forfeit losses; GE before August 2024) and STD (7.7, 1
 * for a round scoring more than a draw's points, ½ for a draw's points: the 1-½-0 count under any
 * point system).
 *
 * <p>In a round robin forfeits count as games (Art. 15.2), a forfeit win as a game won; from 2026
 * a forfeit loss remains an unplayed round for these tie-breaks. The regulations say so where the
 * FIDE Technical Commission's reference checker counts games over the board only.
 *
 * @param tiebreak the code as written
 * @param edition the edition, or empty for the edition of the event's start date
 */
record OwnResults(TiebreakCode tiebreak, Optional<FideEdition> edition) implements ValueRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  @Override
  public String name() {
    return switch (tiebreak.name()) {
      case "WIN" -> "Number of wins";
      case "WON" -> "Number of games won";
      case "BPG" -> "Number of games played with Black";
      case "BWG" -> "Number of games won with Black";
      case "REP" -> "Rounds one elected to play";
      default -> "Standard points";
    };
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  /** The tie-breaks of this rule, by acronym. */
  private enum Count { WIN, WON, BPG, BWG, REP, STD }

  /**
   * What a round adds, in halves, by the round's result and whether it was played with Black: 2
   * for a round that counts, and for STD 1 for a draw's points.
   */
  private static int halves(Count count, ResultKind kind, boolean black, Crosstable table,
      boolean roundRobin, FideEdition edition) {
    boolean game = kind.isPlayed() || roundRobin && (kind == ResultKind.FORFEIT_WIN
        || kind == ResultKind.FORFEIT_LOSS && edition != FideEdition.EDITION_2026);
    boolean won = kind == ResultKind.WIN || roundRobin && kind == ResultKind.FORFEIT_WIN;
    long points = table.pointsFor(kind);
    long draw = table.pointsFor(ResultKind.DRAW);
    boolean counts = switch (count) {
      case WIN -> points == table.pointsFor(ResultKind.WIN);
      case WON -> won;
      case BPG -> game && black;
      case BWG -> won && black;
      case REP -> game || switch (kind) {
        case FORFEIT_WIN, FULL_POINT_BYE, PAIRING_ALLOCATED_BYE -> true;
        default -> false;
      };
      case STD -> points > draw;
    };
    return counts ? 2 : count == Count.STD && points == draw ? 1 : 0;
  }

  /** What a round adds, in halves, for every result (by ordinal) with White (even) or Black. */
  private int[] lookup(TiebreakContext context) {
    Crosstable table = context.crosstable();
    boolean roundRobin = context.tournament().format() != Format.SWISS;
    FideEdition edition = FideRules.edition(this.edition, context);
    Count count = Count.valueOf(tiebreak.name());
    ResultKind[] kinds = ResultKind.values();
    int[] lookup = new int[2 * kinds.length];
    for (ResultKind kind : kinds) {
      lookup[2 * kind.ordinal()] = halves(count, kind, false, table, roundRobin, edition);
      lookup[2 * kind.ordinal() + 1] = halves(count, kind, true, table, roundRobin, edition);
    }
    return lookup;
  }

  private static int halves(int[] lookup, Crosstable table, int p, int r) {
    boolean black = table.colour(p, r).orElse(null) == Colour.BLACK;
    return lookup[2 * table.kind(p, r).ordinal() + (black ? 1 : 0)];
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    int[] lookup = lookup(context);
    long[] halves = new long[table.players()];
    for (int p = 0; p < halves.length; p++) {
      for (int r = 0; r < table.rounds(); r++) {
        halves[p] += halves(lookup, table, p, r);
      }
    }
    return Figures.of(halves, 2);
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    boolean roundRobin = context.tournament().format() != Format.SWISS;
    FideEdition edition = FideRules.edition(this.edition, context);
    int p = table.indexOf(player);
    int[] lookup = lookup(context);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long sum = 0;
    for (int r = 0; r < table.rounds(); r++) {
      int adds = halves(lookup, table, p, r);
      sum += adds;
      explanation.addLines(Explanation.Line.builder(table, p, r).contribution(Score.of(adds, 2))
          .runningTotal(Score.of(sum, 2)).build());
    }
    if (roundRobin) {
      explanation.addNotes("a round robin: forfeits count as games (Art. 15.2)"
          + (edition == FideEdition.EDITION_2026 ? ", a forfeit loss as an unplayed round" : ""));
    }
    return explanation.build();
  }
}
