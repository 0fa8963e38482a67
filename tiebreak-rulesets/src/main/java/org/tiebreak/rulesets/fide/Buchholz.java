package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;

/**
 * Buchholz (FIDE C.07 Art. 8.1, code BH): the sum of the opponents' scores; Fore Buchholz (8.3,
 * FB): the same as if every paired game of the final round had been drawn, a pending one too
 * (elsewhere a pending game counts as not yet played); Sonneborn-Berger (9.1, SB): each
 * opponent's score times the points scored against them. Unplayed rounds count as the edition
 * says (Art. 16), cuts follow Art. 14 and 16.5; see {@link OpponentScores}. Teams count in the
 * score {@code :MP} or {@code :GP} names, the primary score by default (Art. 11.1):
 * {@code SB:MP} is the EMMSB of Art. 13.2, {@code SB:GP} the EGGSB.
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date
 */
record Buchholz(TiebreakCode tiebreak, Optional<FideEdition> edition) implements ValueRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  /**
   * The opponents' results, rising: a higher opponent's score never lowers a sum of scores, cut or
   * not, nor an uncut Sonneborn-Berger. A cut Sonneborn-Berger drops the round of the opponent
   * with the lowest score, so an opponent who wins may make another round the one dropped: either
   * way.
   */
  @Override
  public Reach reach() {
    return tiebreak.name().equals("SB") && tiebreak.cutLow() + tiebreak.cutHigh() > 0
        ? Reach.OPPONENTS_EITHER_WAY : Reach.OPPONENTS;
  }

  @Override
  public String name() {
    return switch (tiebreak.name()) {
      case "FB" -> "Fore Buchholz";
      case "SB" -> "Sonneborn-Berger";
      default -> "Buchholz";
    };
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  private boolean sonnebornBerger() {
    return tiebreak.name().equals("SB");
  }

  private FideRounds rounds(TiebreakContext context) {
    FideRounds rounds = FideRounds.of(context, FideRules.edition(edition, context),
        tiebreak.name().equals("FB"), tiebreak);
    if (!sonnebornBerger()) {
      OpponentScores.checkNotRoundRobin(this, rounds);
    }
    return rounds;
  }

  @Override
  public Figures figures(TiebreakContext context) {
    return OpponentScores.figures(rounds(context), tiebreak, sonnebornBerger());
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    return OpponentScores.explain(this, player, rounds(context), tiebreak, sonnebornBerger());
  }
}
