package org.tiebreak.rulesets.uscf;

import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamScore;

/** What the team rules share: the team crosstable of a ranking, and a match as it is shown. */
final class TeamTables {

  private TeamTables() {}

  /**
   * The team event being ranked.
   *
   * @throws RuleFailedException naming the rule if players, not teams, are ranked
   */
  static TeamCrosstable teams(TiebreakContext context, TiebreakRule rule) {
    return context.teams().orElseThrow(() -> new RuleFailedException("rule " + rule.code()
        + " (" + rule.name() + ") ranks the teams of a team event, not players"));
  }

  /**
   * A line for a team's round: the round, the match as {@link #result} shows it and the opposing
   * team's number.
   */
  static Explanation.Line.Builder line(TeamCrosstable teams, int team, int round) {
    Explanation.Line.Builder line = Explanation.Line.builder().round(round + 1)
        .result(result(teams, team, round));
    int opponent = teams.opponent(team, round);
    if (opponent >= 0) {
      line.opponent(teams.startNumber(opponent));
    }
    return line;
  }

  /**
   * A team's round as a line shows it: a match played with its game points, such as
   * {@code "W 3-1"} or {@code "D 2-2"}; a match forfeited as a whole or a bye by its kind; a match
   * in progress as a pending game's line shows it.
   */
  static Message result(TeamCrosstable teams, int team, int round) {
    ResultKind kind = teams.kind(team, round);
    if (kind.isPending()) {
      return Message.of("line.result." + kind.name());
    }
    if (!kind.isPlayed()) {
      return kind == ResultKind.FORFEIT_WIN ? Message.of("uscf.team.forfeitWin")
          : kind == ResultKind.FORFEIT_LOSS ? Message.of("uscf.team.forfeitLoss")
          : Message.of("uscf.team.unplayed", kind);
    }
    Crosstable games = teams.view(TeamScore.GAME_POINTS);
    String key = kind == ResultKind.WIN ? "uscf.team.won"
        : kind == ResultKind.DRAW ? "uscf.team.drawn" : "uscf.team.lost";
    return Message.of(key, games.toPoints(games.points(team, round)),
        games.toPoints(games.points(teams.opponent(team, round), round)));
  }
}
