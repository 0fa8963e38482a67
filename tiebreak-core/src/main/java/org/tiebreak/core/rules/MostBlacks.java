package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Colour;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Most blacks (US Chess rule 34E6): see {@link Tiebreaks#mostBlacks}.
 *
 * @param forfeits whether a forfeit counts by the colour it was scheduled with
 */
record MostBlacks(Forfeits forfeits) implements ValueRule {

  MostBlacks {
    Objects.requireNonNull(forfeits, "forfeits");
  }

  @Override
  public String code() {
    return "BLK";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Most blacks";
  }

  @Override
  public String variant() {
    return forfeits == Forfeits.NOT_COUNTED ? "games played over the board"
        : "forfeits counted by their scheduled colour";
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    // Whether each kind of round can count, by ordinal: a look-up per round and no branch
    // on the colour, which is as good as random.
    int[] eligible = Rounds.byKind(kind -> forfeits.counts(kind) ? 1 : 0);
    long[] blacks = new long[table.players()];
    for (int p = 0; p < blacks.length; p++) {
      long count = 0;
      for (int r = 0; r < table.rounds(); r++) {
        int black = table.colour(p, r).orElse(null) == Colour.BLACK ? 1 : 0;
        count += eligible[table.kind(p, r).ordinal()] & black;
      }
      blacks[p] = count;
    }
    return Figures.of(blacks);
  }

  /** Whether player {@code p}'s round {@code r} counts as a game with Black. */
  private boolean counts(Crosstable table, int p, int r) {
    return forfeits.counts(table.kind(p, r))
        && table.colour(p, r).orElse(null) == Colour.BLACK;
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long count = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(p, r).isPending()) {
        explanation.addLines(Rounds.pendingLine(table, p, r));
        continue;
      }
      boolean black = counts(table, p, r);
      if (black) {
        count++;
      }
      explanation.addLines(Explanation.Line.builder(table, p, r).adjustment(why(table, p, r))
          .contribution(Score.of(black ? 1 : 0)).runningTotal(Score.of(count)).build());
    }
    return explanation.addNotes(Message.of(forfeits == Forfeits.NOT_COUNTED
        ? "mostBlacks.overTheBoard" : "mostBlacks.withForfeits")).build();
  }

  /** What the round's colour is and whether it counts. */
  private Message why(Crosstable table, int p, int r) {
    ResultKind kind = table.kind(p, r);
    if (kind.isBye()) {
      return Message.of("mostBlacks.bye");
    }
    Colour colour = table.colour(p, r).orElse(null);
    if (kind.isPlayed()) {
      return Message.of(colour == null ? "mostBlacks.colourNotRecorded"
          : colour == Colour.BLACK ? "mostBlacks.playedBlack" : "mostBlacks.playedWhite");
    }
    if (forfeits == Forfeits.NOT_COUNTED) {
      return Message.of("mostBlacks.forfeit");
    }
    return Message.of(colour == null ? "mostBlacks.forfeitColourNotRecorded"
        : colour == Colour.BLACK ? "mostBlacks.forfeitBlack" : "mostBlacks.forfeitWhite");
  }
}
