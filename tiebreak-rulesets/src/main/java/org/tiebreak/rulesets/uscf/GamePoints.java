package org.tiebreak.rulesets.uscf;

import org.tiebreak.api.ResultKind;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamScore;

/** Game points: see {@link UscfTeam#gamePoints}. */
record GamePoints() implements ValueRule {

  @Override
  public String code() {
    return "GP";
  }

  @Override
  public String name() {
    return "Game points";
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable games = TeamTables.teams(context, this).view(TeamScore.GAME_POINTS);
    long[] figures = new long[games.players()];
    for (int t = 0; t < figures.length; t++) {
      figures[t] = games.score(t);
    }
    return Figures.of(figures, games.unitsPerPoint());
  }

  /**
   * Every round's game points, as the match or bye gave them, and their running total; a match in
   * progress adds nothing.
   */
  @Override
  public Explanation explain(int team, TiebreakContext context) {
    TeamCrosstable teams = TeamTables.teams(context, this);
    Crosstable games = teams.view(TeamScore.GAME_POINTS);
    int t = teams.indexOf(team);
    Explanation.Builder explanation = Explanation.builder(this, team)
        .value(games.toPoints(games.score(t)));
    long sum = 0;
    for (int r = 0; r < teams.rounds(); r++) {
      if (teams.kind(t, r).isPending()) {
        explanation.addLines(TeamTables.line(teams, t, r).build());
        continue;
      }
      long points = games.points(t, r);
      sum += points;
      Explanation.Line.Builder line = TeamTables.line(teams, t, r)
          .contribution(games.toPoints(points)).runningTotal(games.toPoints(sum));
      ResultKind kind = teams.kind(t, r);
      if (kind.isForfeit()) {
        line.adjustment(Message.of("uscf.gamePoints.forfeit"));
      } else if (kind.isBye()) {
        line.adjustment(Message.of("uscf.gamePoints.bye", kind));
      }
      explanation.addLines(line.build());
    }
    explanation.addNotes(Message.of("uscf.gamePoints.sum"));
    if (teams.primaryScore() == TeamScore.GAME_POINTS) {
      explanation.addNotes(Message.of("uscf.gamePoints.primary"));
    }
    return explanation.build();
  }
}
