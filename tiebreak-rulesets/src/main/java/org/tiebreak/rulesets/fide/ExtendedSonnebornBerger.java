package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamScore;

/**
 * Extended Sonneborn-Berger (FIDE C.07 Art. 13.2): for each of a team's matches, the opponent's
 * score times the team's own score against that opponent, one of them in match points and the
 * other in game points or both in the same: EMMSB (the opponent's match points times the match
 * points scored), EMGSB (match points times game points), EGMSB (game points times match points)
 * and EGGSB (game points times game points). Unplayed rounds count as Art. 16 says for the
 * Sonneborn-Berger, in the score of the opponent's factor; {@code /Cn} cuts the product of the
 * opponent with the lowest score in that score, on a tie the lowest product (14.1.2); {@code /P}
 * counts forfeited matches as played against the scheduled opponent.
 *
 * <p>Where the regulations are silent this follows the FIDE reference checker: a bare {@code ESB}
 * is the opponent's primary score times the team's secondary score (EMGSB when match points rank
 * the event), and {@code ESB:MG} and the like name the two scores, the opponent's first.
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date
 */
record ExtendedSonnebornBerger(TiebreakCode tiebreak, Optional<FideEdition> edition)
    implements ValueRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  @Override
  public String name() {
    return "Extended Sonneborn-Berger";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  /** The opponent's score and the team's own, for the event ranked. */
  private TeamScore[] scores(TeamCrosstable teams) {
    Optional<String> types = tiebreak.extendedScores();
    if (types.isEmpty()) {
      return new TeamScore[] {teams.primaryScore(), teams.primaryScore().other()};
    }
    return new TeamScore[] {FideRules.score(types.get().substring(0, 1)),
        FideRules.score(types.get().substring(1))};
  }

  private OpponentScores.Sum sum(TiebreakContext context) {
    TeamCrosstable teams = FideRules.teams(this, context);
    TeamScore[] scores = scores(teams);
    FideRounds rounds = FideRounds.of(context, FideRules.edition(edition, context), false,
        Optional.of(scores[0]));
    return new OpponentScores.Sum(rounds, tiebreak, true,
        scores[1] == scores[0] ? null : teams.view(scores[1]));
  }

  @Override
  public Figures figures(TiebreakContext context) {
    return OpponentScores.figures(sum(context));
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    TeamScore[] scores = scores(FideRules.teams(this, context));
    return OpponentScores.explain(this, player, sum(context), Message.of(
        "fide.extendedSonnebornBerger.sum", FideRules.scoreName(scores[0]),
        FideRules.scoreName(scores[1])));
  }
}
