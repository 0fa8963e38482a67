package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamScore;

/**
 * Scores and Schedule Strength Combination (FIDE C.07 Art. 13.4, code SSSC): the team's secondary
 * score plus its Buchholz on the primary score (Art. 8.1 and 16; with {@code /F} the Fore
 * Buchholz, with {@code /P} forfeits counted as matches) divided by a normalising factor: the
 * highest primary score a team can reach, divided by the highest secondary score of one match,
 * rounded down ({@code /Kn} sets the factor). {@code SSSC:MP} or {@code SSSC:GP} names the score
 * taken as primary.
 *
 * <p>Where the regulations are silent this follows the FIDE reference checker: the highest primary
 * score counts the rounds ranked (a round whose matches are all in progress not yet one), the
 * figure is rounded to hundredths, half up, and in a round
 * robin the Buchholz counts as there (no dummy for a bye). A factor that rounds down to 0 (more
 * boards than a won match's match points times the rounds) is taken as 1; the regulations give
 * none, and the checker stops there on a division by zero. Where a match won gives 0 in the
 * secondary score (game points of 0 for a win), the factor has nothing to divide by: the rule
 * refuses the event, unless {@code /Kn} gives the factor.
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date
 */
record ScoreStrengthCombination(TiebreakCode tiebreak, Optional<FideEdition> edition)
    implements ValueRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  @Override
  public String name() {
    return "Scores and schedule strength combination";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  /** The parts of the figures: the Buchholz sums, the secondary scores and the factor. */
  private record Parts(OpponentScores.Sum sum, Crosstable primary, Crosstable secondary,
      long factor) {

    /** The team's figure in hundredths, half up. */
    long hundredths(int t) {
      long primaryUnit = primary.unitsPerPoint();
      long secondaryUnit = secondary.unitsPerPoint();
      long numerator = secondary.score(t) * primaryUnit * factor + sum.of(t) * secondaryUnit;
      return AverageOfOpponentsBuchholz.roundHalfUp(100 * numerator,
          secondaryUnit * primaryUnit * factor);
    }
  }

  private Parts parts(TiebreakContext context) {
    TeamCrosstable teams = FideRules.teams(this, context);
    TeamScore primary = FideRules.score(context, tiebreak).orElseThrow();
    FideRounds rounds = FideRounds.of(context, FideRules.edition(edition, context),
        tiebreak.fore(), Optional.of(primary));
    TiebreakCode buchholz = TiebreakCode.parse(tiebreak.forfeitsAsPlayed() ? "BH/P" : "BH");
    Crosstable primaryTable = teams.view(primary);
    Crosstable secondaryTable = teams.view(primary.other());
    long secondaryWin = secondaryTable.pointsFor(ResultKind.WIN);
    if (tiebreak.factor().isEmpty() && secondaryWin == 0) {
      throw new RuleFailedException(code() + " (" + name() + ") divides by the "
          + (primary.other() == TeamScore.MATCH_POINTS ? "match points of a match won"
              : "game points of a match won on every board")
          + ", and this event gives it 0; give the normalising factor with /Kn, as in "
          + tiebreak.name() + "/K1");
    }
    long factor = tiebreak.factor().isPresent() ? tiebreak.factor().getAsInt()
        : Math.max(1, primaryTable.pointsFor(ResultKind.WIN) * roundsWithResults(primaryTable)
            * secondaryTable.unitsPerPoint() / (secondaryWin * primaryTable.unitsPerPoint()));
    return new Parts(new OpponentScores.Sum(rounds, buchholz, false), primaryTable,
        secondaryTable, factor);
  }

  /**
   * The rounds ranked up to the last one in which some team has a result: a round whose matches
   * are all in progress is not yet one.
   */
  private static int roundsWithResults(Crosstable table) {
    for (int r = table.rounds() - 1; r >= 0; r--) {
      for (int t = 0; t < table.players(); t++) {
        if (!table.kind(t, r).isPending()) {
          return r + 1;
        }
      }
    }
    return 0;
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Parts parts = parts(context);
    long[] hundredths = new long[parts.primary().players()];
    for (int t = 0; t < hundredths.length; t++) {
      hundredths[t] = parts.hundredths(t);
    }
    return Figures.of(hundredths, 100);
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Parts parts = parts(context);
    int t = parts.primary().indexOf(player);
    Explanation buchholz = OpponentScores.explain(this, player, parts.sum(), Message.of(
        tiebreak.fore() ? "fide.scoreStrength.foreBuchholz" : "fide.scoreStrength.buchholz"));
    Score secondary = parts.secondary().toPoints(parts.secondary().score(t));
    Score value = Score.of(parts.hundredths(t), 100);
    return Explanation.builder(this, player).value(value).addAllLines(buchholz.lines())
        .addAllNotes(buchholz.notes()).addNotes(Message.of(tiebreak.factor().isPresent()
            ? "fide.scoreStrength.givenFactor" : "fide.scoreStrength.factor", secondary,
            buchholz.value().orElseThrow(), parts.factor(), value)).build();
  }
}
