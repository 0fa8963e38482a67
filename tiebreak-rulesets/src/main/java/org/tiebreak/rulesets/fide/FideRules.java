package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamScore;

/**
 * Helpers the FIDE rules share: the edition of a ranking, the score a rule counts in, a rule's
 * variant, an edition note.
 */
final class FideRules {

  private FideRules() {}

  /** The edition a rule applies: its own, or the one for the tournament's start date. */
  static FideEdition edition(Optional<FideEdition> edition, TiebreakContext context) {
    return edition.orElseGet(() -> FideEdition.forStartDate(context.tournament().startDate()));
  }

  /**
   * The team score a code counts in when teams are ranked: the one its {@code :MP} or {@code :GP}
   * names, else the event's primary score (FIDE C.07 Art. 11.1); empty when players are ranked,
   * whose one score is the points (a score type is then ignored).
   */
  static Optional<TeamScore> score(TiebreakContext context, TiebreakCode code) {
    return context.teams().map(teams -> code.pointType().filter(t -> t.length() == 2
        && t.endsWith("P")).map(FideRules::score).orElse(teams.primaryScore()));
  }

  /** {@link TeamScore#MATCH_POINTS} for {@code "MP"} or {@code "M"}, else game points. */
  static TeamScore score(String type) {
    return type.startsWith("M") ? TeamScore.MATCH_POINTS : TeamScore.GAME_POINTS;
  }

  /**
   * The grid a code reads: for teams the view of {@link #score(TiebreakContext, TiebreakCode)},
   * for players the crosstable.
   */
  static Crosstable table(TiebreakContext context, TiebreakCode code) {
    Optional<TeamCrosstable> teams = context.teams();
    return teams.isPresent() ? teams.get().view(score(context, code).orElseThrow())
        : context.crosstable();
  }

  /**
   * The team crosstable of a team tie-break.
   *
   * @throws RuleFailedException if players are ranked
   */
  static TeamCrosstable teams(TiebreakRule rule, TiebreakContext context) {
    return context.teams().orElseThrow(() -> new RuleFailedException(rule.code() + " ("
        + rule.name() + ") is a tie-break of team events (FIDE C.07 Art. 12 and 13); this event"
        + " ranks players"));
  }

  /**
   * Refuses a tie-break for individuals in a team event.
   *
   * @throws RuleFailedException if teams are ranked
   */
  static void checkNotTeams(TiebreakRule rule, TiebreakContext context, String why) {
    if (context.teams().isPresent()) {
      throw new RuleFailedException(rule.code() + " (" + rule.name() + ") does not rank teams: "
          + why);
    }
  }

  /** The rule's variant: the edition (or "by start date") and what the modifiers do. */
  static String variant(Optional<FideEdition> edition, TiebreakCode code) {
    String editionText = edition.map(e -> "FIDE C.07 (" + e.year() + ")")
        .orElse("FIDE C.07, the edition of the event's start date");
    String modifiers = code.modifiers();
    return modifiers.isEmpty() ? editionText : editionText + "; " + modifiers;
  }

  /** A note naming the edition applied, and a round robin's treatment of forfeits. */
  static Message editionNote(FideRounds rounds) {
    return Message.of(rounds.roundRobin ? "fide.editionRoundRobin" : "fide.edition",
        rounds.edition.year());
  }

  /** The name of a team score in the explanations: "match points" or "game points". */
  static Message scoreName(TeamScore score) {
    return Message.of(score == TeamScore.MATCH_POINTS ? "fide.score.matchPoints"
        : "fide.score.gamePoints");
  }
}
