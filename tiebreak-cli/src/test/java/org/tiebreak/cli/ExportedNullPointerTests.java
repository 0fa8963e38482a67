package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.testing.NullPointerTester;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.Problem;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.ScholasticTeams;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.FideRatingTables;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.formats.ChessJson;
import org.tiebreak.formats.FormatException;
import org.tiebreak.formats.FormatProblem;
import org.tiebreak.formats.Pgn;
import org.tiebreak.formats.PgnOptions;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.bigrapids.BigRapids;
import org.tiebreak.rulesets.bigrapids.BigRapidsRulesetProvider;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.rulesets.fide.FideRulesetProvider;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.mca.McaRulesetProvider;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.rulesets.uscf.UscfRulesetProvider;
import org.tiebreak.rulesets.uscf.UscfTeam;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfException;
import org.tiebreak.trf.TrfProblem;
import org.tiebreak.trf.TrfVersion;
import org.tiebreak.uschess.UsChessException;
import org.tiebreak.uschess.UsChessProblem;
import org.tiebreak.uschess.UsChessReport;

/**
 * The public methods of the exported types of the engine, the rulesets and the TRF module refuse
 * a null argument with a {@link NullPointerException} (the api's own types are checked in
 * tiebreak-api).
 */
class ExportedNullPointerTests {

  private static final List<Class<?>> TYPES = List.of(TiebreakEngine.class, Tiebreaks.class,
      FideRatingTables.class, Rulesets.class, BigRapids.class, Fide.class, FideEdition.class,
      Mca.class, Uscf.class, UscfTeam.class, Trf.class, TrfDocument.class, TrfException.class,
      TrfProblem.class, ChessJson.class, Pgn.class, PgnOptions.class, PgnOptions.RoundPoints.class,
      FormatException.class, FormatProblem.class, UsChessReport.class, UsChessException.class,
      UsChessProblem.class);

  private static Tournament tournament() {
    return Tournament.builder().plannedRounds(1).addPlayer(Player.of(1, "Adams"))
        .addPlayer(Player.of(2, "Brown")).addRound(Pairing.game(1, 2, GameResult.DRAW)).build();
  }

  private static NullPointerTester tester() {
    Ruleset uscf = Rulesets.named("uscf");
    return new NullPointerTester()
        .setDefault(Tournament.class, tournament())
        .setDefault(Ruleset.class, uscf)
        .setDefault(Standings.class, TiebreakEngine.rank(tournament(), uscf))
        .setDefault(String.class, "uscf")
        .setDefault(Problem.class, Problem.of(Problem.Kind.UNKNOWN_OPPONENT, 1, 1, Message.text("x")))
        .setDefault(TrfProblem.class, TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, 1, 1, "x"))
        .setDefault(TeamTournament.class, TeamTournament.builder().boards(1).plannedRounds(1)
            .addTeam(Team.of(1, "Knights", Player.of(1, "Adams")))
            .addTeam(Team.of(2, "Rooks", Player.of(2, "Brown")))
            .addRound(Match.of(1, 2, Board.game(1, 2, GameResult.DRAW))).build())
        .setDefault(ScholasticTeams.class, ScholasticTeams.builder().counted(1)
            .addTeam("North", 1).build())
        .setDefault(TrfDocument.class, Trf.read(Trf.write(tournament(), TrfVersion.TRF26)))
        .setDefault(Path.class, CliTests.wscf())
        .setDefault(PgnOptions.class, PgnOptions.DEFAULTS)
        .setDefault(UsChessReport.Header.class, UsChessReport.Header.BLANK);
  }

  @Test
  void staticMethods_refuseNull() {
    NullPointerTester tester = tester();
    List<String> failures = new ArrayList<>();
    for (Class<?> type : TYPES) {
      for (Method method : type.getDeclaredMethods()) {
        if (Modifier.isPublic(method.getModifiers()) && Modifier.isStatic(method.getModifiers())
            && !method.isSynthetic()) {
          collect(failures, () -> tester.testMethod(null, method));
        }
      }
    }
    assertEquals(List.of(), failures);
  }

  @Test
  void instanceMethods_refuseNull() {
    NullPointerTester tester = tester();
    List<Object> instances = List.of(Trf.read(Trf.write(tournament(), TrfVersion.TRF26)),
        new UscfRulesetProvider(), new McaRulesetProvider(), new BigRapidsRulesetProvider(),
        new FideRulesetProvider(), TiebreakEngine.rank(tournament(), Rulesets.named("uscf")),
        PgnOptions.builder());
    List<String> failures = new ArrayList<>();
    for (Object instance : instances) {
      for (Method method : instance.getClass().getMethods()) {
        if (!Modifier.isStatic(method.getModifiers()) && !method.isSynthetic()
            && method.getDeclaringClass().getPackageName().startsWith("org.tiebreak")
            && !method.getName().equals("equals")) {
          collect(failures, () -> tester.testMethod(instance, method));
        }
      }
    }
    assertEquals(List.of(), failures);
  }

  private static void collect(List<String> failures, Runnable test) {
    try {
      test.run();
    } catch (AssertionError e) {
      failures.add(e.getMessage().lines().findFirst().orElse("") + "\n");
    }
  }
}
