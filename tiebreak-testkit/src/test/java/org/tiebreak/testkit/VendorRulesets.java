package org.tiebreak.testkit;

import java.util.List;
import java.util.OptionalInt;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.RulesetProvider;
import org.tiebreak.rulesets.bigrapids.BigRapids;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.rulesets.uscf.UscfTeam;

/**
 * A vendor's rulesets, registered through {@code META-INF/services} in the test resources, so
 * that {@link RulesetProperties} also runs over rulesets found by {@link java.util.ServiceLoader}:
 * one with the vendor's own rules (one of them lower-is-better) and built-in rules no built-in
 * ruleset uses, one that leaves ties to a play-off and has no drawing of lots, and one for team
 * events with the vendor's own team rules, read from the boards.
 */
public final class VendorRulesets implements RulesetProvider {

  /** The names of the rulesets this provider registers. */
  static final List<String> NAMES = List.of("testkit-vendor", "testkit-vendor-playoff",
      "testkit-vendor-team");

  @Override
  public List<Ruleset> rulesets() {
    return List.of(
        Ruleset.builder().name(NAMES.get(0)).description("a vendor's club ruleset")
            .addPrecedences(Tiebreaks.actualPlayPrecedence())
            .addRules(new GamesPlayed(), new ForfeitLosses(), Tiebreaks.firstLossLatest(Forfeits.COUNTED_AS_GAMES),
                BigRapids.headToHead(), Uscf.resultBetweenTiedPlayers(), Tiebreaks.mostWins(),
                Tiebreaks.fidePerformance(OptionalInt.empty()), Tiebreaks.drawingOfLotsExceptForTitle())
            .build(),
        Ruleset.builder().name(NAMES.get(1)).description("ties left to a play-off")
            .addRules(Uscf.modifiedMedian(), Tiebreaks.speedPlayOff())
            .build(),
        Ruleset.builder().name(NAMES.get(2)).description("a vendor's team league").forTeams(true)
            .addRules(new TopBoard(), new EmptySeats(), UscfTeam.usAmateurTeam(),
                Uscf.resultBetweenTiedPlayers(), Tiebreaks.drawingOfLots())
            .build());
  }

  /** A vendor's team rule: the game points scored on board 1, more is better. */
  static final class TopBoard implements ValueRule {
    @Override
    public String code() {
      return "TOP";
    }

    @Override
    public String name() {
      return "Top board";
    }

    @Override
    public Figures figures(TiebreakContext context) {
      TeamCrosstable teams = context.teams().orElseThrow();
      long[] points = new long[teams.players()];
      for (int t = 0; t < points.length; t++) {
        for (int r = 0; r < teams.rounds(); r++) {
          points[t] += teams.boardPoints(t, r, 0);
        }
      }
      return Figures.of(points, teams.view(TeamScore.GAME_POINTS).unitsPerPoint());
    }
  }

  /**
   * A vendor's team rule: the boards of matches played where the team left its seat empty,
   * fewer is better.
   */
  static final class EmptySeats implements ValueRule {
    @Override
    public String code() {
      return "EMPTY";
    }

    @Override
    public String name() {
      return "Empty seats";
    }

    @Override
    public Score value(int team, TiebreakContext context) {
      TeamCrosstable teams = context.teams().orElseThrow();
      int t = teams.indexOf(team);
      long empty = 0;
      for (int r = 0; r < teams.rounds(); r++) {
        if (teams.kind(t, r).isPlayed()) {
          for (int b = 0; b < teams.boards(); b++) {
            empty += teams.boardPlayer(t, r, b) == 0 ? 1 : 0;
          }
        }
      }
      return Score.of(empty);
    }

    @Override
    public boolean lowerIsBetter() {
      return true;
    }
  }

  /** A vendor rule: games played over the board, more is better. */
  static final class GamesPlayed implements ValueRule {
    @Override
    public String code() {
      return "GPL";
    }

    @Override
    public String name() {
      return "Games played";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      return Score.of(context.results(player).stream().filter(r -> r.kind().isPlayed()).count());
    }
  }

  /** A vendor rule: forfeit losses, fewer is better. */
  static final class ForfeitLosses implements ValueRule {
    @Override
    public String code() {
      return "FFL";
    }

    @Override
    public String name() {
      return "Forfeit losses";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      long losses = 0;
      for (RoundResult result : context.results(player)) {
        if (result.kind() == ResultKind.FORFEIT_LOSS) {
          losses++;
        }
      }
      return Score.of(losses);
    }

    @Override
    public boolean lowerIsBetter() {
      return true;
    }
  }
}
