package org.tiebreak.rulesets.uscf;

import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamScore;

/** The US Amateur Team system: see {@link UscfTeam#usAmateurTeam}. */
record UsAmateurTeam() implements ValueRule {

  @Override
  public String code() {
    return "USAT";
  }

  @Override
  public String name() {
    return "US Amateur Team system";
  }

  /** Each match's game points times the opponent's match points, over their product's units. */
  @Override
  public Figures figures(TiebreakContext context) {
    TeamCrosstable teams = TeamTables.teams(context, this);
    Crosstable games = teams.view(TeamScore.GAME_POINTS);
    Crosstable matches = teams.view(TeamScore.MATCH_POINTS);
    long[] figures = new long[teams.players()];
    for (int t = 0; t < figures.length; t++) {
      long sum = 0;
      for (int r = 0; r < teams.rounds(); r++) {
        if (teams.kind(t, r).isPlayed()) {
          sum = Math.addExact(sum, Math.multiplyExact(games.points(t, r),
              matches.score(teams.opponent(t, r))));
        }
      }
      figures[t] = sum;
    }
    return Figures.of(figures, Math.multiplyExact(games.unitsPerPoint(),
        matches.unitsPerPoint()));
  }

  /**
   * One line per round: the match with its game points, the opponent's match points and their
   * product; a bye or a match forfeited as a whole adds nothing, and a match in progress is a
   * round not yet played.
   */
  @Override
  public Explanation explain(int team, TiebreakContext context) {
    TeamCrosstable teams = TeamTables.teams(context, this);
    Crosstable games = teams.view(TeamScore.GAME_POINTS);
    Crosstable matches = teams.view(TeamScore.MATCH_POINTS);
    int t = teams.indexOf(team);
    Score sum = Score.ZERO;
    Explanation.Builder explanation = Explanation.builder(this, team);
    for (int r = 0; r < teams.rounds(); r++) {
      ResultKind kind = teams.kind(t, r);
      Explanation.Line.Builder line = TeamTables.line(teams, t, r);
      if (kind.isPending()) {
        explanation.addLines(line.build());
        continue;
      }
      Score adds = Score.ZERO;
      if (kind.isPlayed()) {
        Score opponent = matches.toPoints(matches.score(teams.opponent(t, r)));
        adds = games.toPoints(games.points(t, r)).times(opponent);
        line.opponentScore(opponent).usedScore(opponent);
      } else if (kind.isForfeit()) {
        line.adjustment(Message.of("uscf.usAmateurTeam.forfeit"));
      } else {
        line.adjustment(Message.of("uscf.usAmateurTeam.bye"));
      }
      sum = sum.plus(adds);
      explanation.addLines(line.contribution(adds).runningTotal(sum).build());
    }
    return explanation.value(sum)
        .addNotes(Message.of("uscf.usAmateurTeam.sum"))
        .build();
  }
}
