package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamScore;

/**
 * Match Points or Game Points (FIDE C.07 Art. 13.1, code MPvGP): a team's total in the score that
 * does not rank the event, game points where match points do and the reverse. {@code MPTS} and
 * {@code GPTS}, the codes TRF-26 gives the scores in record 212, name one score outright, as the
 * FIDE reference checker reads them in a list: the one that is not primary is the same tie-break,
 * the primary one separates nobody.
 *
 * @param tiebreak the code as written
 * @param edition the edition, or empty for the edition of the event's start date (no figure
 *     depends on it)
 */
record TeamScores(TiebreakCode tiebreak, Optional<FideEdition> edition) implements ValueRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  @Override
  public String name() {
    return switch (tiebreak.name()) {
      case "MPTS" -> "Match points";
      case "GPTS" -> "Game points";
      default -> "Match points or game points";
    };
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  private TeamScore score(TeamCrosstable teams) {
    return switch (tiebreak.name()) {
      case "MPTS" -> TeamScore.MATCH_POINTS;
      case "GPTS" -> TeamScore.GAME_POINTS;
      default -> teams.primaryScore().other();
    };
  }

  @Override
  public Figures figures(TiebreakContext context) {
    TeamCrosstable teams = FideRules.teams(this, context);
    Crosstable table = teams.view(score(teams));
    long[] scores = new long[table.players()];
    for (int t = 0; t < scores.length; t++) {
      scores[t] = table.score(t);
    }
    return Figures.of(scores, table.unitsPerPoint());
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    TeamCrosstable teams = FideRules.teams(this, context);
    TeamScore score = score(teams);
    Crosstable table = teams.view(score);
    int t = table.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long sum = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(t, r).isPending()) {
        explanation.addLines(Explanation.Line.builder(table, t, r).build());
        continue;
      }
      sum += table.points(t, r);
      explanation.addLines(Explanation.Line.builder(table, t, r)
          .contribution(table.toPoints(table.points(t, r))).runningTotal(table.toPoints(sum))
          .build());
    }
    return explanation.addNotes(Message.of(score == teams.primaryScore()
        ? "fide.teamScores.primary" : "fide.teamScores.secondary", FideRules.scoreName(score)))
        .build();
  }
}
