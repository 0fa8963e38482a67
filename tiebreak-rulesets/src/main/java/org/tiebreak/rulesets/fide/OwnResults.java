package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamScore;

/**
 * The tie-breaks of FIDE C.07 Art. 7 that count the player's own rounds: WIN (7.1, rounds with a
 * win's points, played or not), WON (7.2, games won over the board), BPG (7.3, games played with
 * Black), BWG (7.4, games won with Black), REP (7.6, rounds one elected to play: all rounds but
 * half- and zero-point byes, absences and forfeit losses; GE before August 2024) and STD (7.7, 1
 * for a round scoring more than a draw's points, ½ for a draw's points: the 1-½-0 count under any
 * point system). A pending game (a round in progress) adds nothing to any of them.
 *
 * <p>In a round robin forfeits count as games (Art. 15.2), a forfeit win as a game won; from 2026
 * a forfeit loss remains an unplayed round for these tie-breaks. The regulations say so where the
 * FIDE Technical Commission's reference checker counts games over the board only.
 *
 * <p>Teams (Art. 11.1): on match points ({@code :MP}) these count matches: WIN the rounds with a
 * won match's match points, WON the matches won on the boards, BPG and BWG those played and won as
 * the team named second, REP the rounds one elected to play, STD 1 for a round above a drawn
 * match's match points and ½ for a drawn match's. On game points ({@code :GP}) WIN and STD count
 * boards, as the FIDE reference checker does: the boards with a game won's points, and 1 or ½ a
 * board, each board of a bye or a forfeited match counted as {@link TeamBoards} does. WON, BPG, BWG
 * and REP always count matches: a team crosstable does not tell a board's forfeit from its game
 * or give its colours, so {@code :GP} on them is refused (the reference checker counts boards when
 * game points are the primary score).
 *
 * @param tiebreak the code as written
 * @param edition the edition, or empty for the edition of the event's start date
 */
record OwnResults(TiebreakCode tiebreak, Optional<FideEdition> edition) implements ValueRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  /** The player's own results only. */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
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
    if (kind.isPending()) {
      return 0;
    }
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

  /** Whether the rule counts the boards of teams: WIN or STD on game points. */
  private boolean boards(TiebreakContext context) {
    if (FideRules.score(context, tiebreak).orElse(TeamScore.MATCH_POINTS)
        != TeamScore.GAME_POINTS) {
      return false;
    }
    Count count = Count.valueOf(tiebreak.name());
    if (count == Count.WIN || count == Count.STD) {
      return true;
    }
    if (tiebreak.pointType().isPresent()) {
      throw new RuleFailedException(code() + " (" + name() + ") counts matches: a team"
          + " crosstable does not tell a board's forfeit from its game or give its colours, so it"
          + " takes :MP only");
    }
    return false;
  }

  /** The grid the rule reads: for teams the match-point view (the results and colours). */
  private static Crosstable table(TiebreakContext context) {
    return context.teams().map(teams -> teams.view(TeamScore.MATCH_POINTS))
        .orElseGet(context::crosstable);
  }

  /** What a board adds, in halves: WIN 2 for a win's points, STD 2 above a draw and 1 for one. */
  private int boardHalves(TeamBoards boards, long points) {
    if (tiebreak.name().equals("WIN")) {
      return points == boards.win() ? 2 : 0;
    }
    return points > boards.draw() ? 2 : points == boards.draw() ? 1 : 0;
  }

  /** What a team's round adds, in halves, counting its boards. */
  private int boardHalves(TeamBoards boards, int t, int r) {
    int halves = 0;
    for (long points : boards.points(t, r)) {
      halves += boardHalves(boards, points);
    }
    return halves;
  }

  /** What a round adds, in halves, for every result (by ordinal) with White (even) or Black. */
  private int[] lookup(TiebreakContext context) {
    Crosstable table = table(context);
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
    Crosstable table = table(context);
    long[] halves = new long[table.players()];
    if (boards(context)) {
      TeamBoards boards = new TeamBoards(context.teams().orElseThrow());
      for (int t = 0; t < halves.length; t++) {
        for (int r = 0; r < table.rounds(); r++) {
          halves[t] += boardHalves(boards, t, r);
        }
      }
      return Figures.of(halves, 2);
    }
    int[] lookup = lookup(context);
    for (int p = 0; p < halves.length; p++) {
      for (int r = 0; r < table.rounds(); r++) {
        halves[p] += halves(lookup, table, p, r);
      }
    }
    return Figures.of(halves, 2);
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = table(context);
    boolean roundRobin = context.tournament().format() != Format.SWISS;
    FideEdition edition = FideRules.edition(this.edition, context);
    int p = table.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long sum = 0;
    if (boards(context)) {
      TeamBoards boards = new TeamBoards(context.teams().orElseThrow());
      for (int r = 0; r < table.rounds(); r++) {
        if (table.kind(p, r).isPending()) {
          explanation.addLines(Explanation.Line.builder(table, p, r).build());
          continue;
        }
        int adds = boardHalves(boards, p, r);
        sum += adds;
        explanation.addLines(Explanation.Line.builder(table, p, r).contribution(Score.of(adds, 2))
            .adjustment(Message.of("fide.boards.byBoard", boards.scores(boards.points(p, r))))
            .runningTotal(Score.of(sum, 2)).build());
      }
      return explanation.addNotes(Message.of("fide.ownResults.boards")).build();
    }
    int[] lookup = lookup(context);
    for (int r = 0; r < table.rounds(); r++) {
      int adds = halves(lookup, table, p, r);
      sum += adds;
      explanation.addLines(Explanation.Line.builder(table, p, r).contribution(Score.of(adds, 2))
          .runningTotal(Score.of(sum, 2)).build());
    }
    if (roundRobin) {
      explanation.addNotes(Message.of(edition == FideEdition.EDITION_2026
          ? "fide.ownResults.roundRobin2026" : "fide.ownResults.roundRobin"));
    }
    return explanation.build();
  }
}
