package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.ScholasticTeams;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.testkit.TeamTournamentArbitraries;
import org.tiebreak.testkit.TournamentArbitraries;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfException;
import org.tiebreak.trf.TrfProblem;
import org.tiebreak.trf.TrfVersion;

/**
 * Damaged files ({@link TrfDamage}: bytes, characters, lines and fields of individual and team
 * records, point systems, tie-break lists) made from generated events written as TRF, and from the
 * example files, end in standings or one clean error, through the library and through the command
 * line.
 *
 * <p>Through the library: the file reads, or a {@link TrfException} places every problem at a
 * line; what reads is written back and reads back equal (the team event of a team file too); it
 * ranks under the file's own tie-break list, built-in rulesets and random code lists, with
 * explanations, comparisons and the standings after an earlier round, and its players make
 * scholastic teams; where a rule or a ruleset cannot work with the file, the exception is a
 * documented one ({@link IllegalArgumentException} for codes that cannot be read, a
 * {@link RuleFailedException} of a rule that refuses the event, an
 * {@link InvalidTournamentException} for scholastic teams), never an index error, an arithmetic
 * error or a rule's failure.
 *
 * <p>Through the command line, every command with random options exits 0, 2 (or 3 for
 * {@code check}), never 1, never with a stack trace; bad input is reported as
 * {@code FILE:LINE:COLUMN: message}.
 */
class MutatedFileProperties {

  /** The example files shipped with the project and the tests. */
  private static final List<String> EXAMPLES = List.of(read(CliTests.wscf()),
      read(CliFideTests.tec()), read(CliJsonSchemaTests.teamSwiss()),
      read(CliFideTests.resource("trf26-round-robin.trf")));

  /** The example prize list, for the {@code prizes} command. */
  private static final Path PRIZES =
      CliJsonSchemaTests.repositoryFile("examples/wscf-prizes.json");

  private static final Pattern LOCATED = Pattern.compile("\\d+:\\d+: .*");

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Generated events written as TRF (individual and team files, TRF16 and TRF26, point systems
   * other than 1-½-0 that a file can give), and the examples.
   */
  @Provide
  Arbitrary<String> files() {
    PointSystem[] pointSystems = TournamentArbitraries.otherPointSystems().stream()
        .filter(system -> Arrays.stream(ResultKind.values())
            .noneMatch(kind -> system.points(kind).isNegative()))
        .toArray(PointSystem[]::new);
    Arbitrary<String> individual = Arbitraries.oneOf(TournamentArbitraries.any(),
            TournamentArbitraries.swiss().allUnplayedKinds().inProgress().rated()
                .pointSystems(pointSystems))
        .flatMap(tournament -> Arbitraries.of(TrfVersion.class)
            .map(version -> Trf.write(tournament, version)));
    Arbitrary<String> teams = TeamTournamentArbitraries.any()
        .map(event -> Trf.write(event, TrfVersion.TRF26));
    return Arbitraries.frequencyOf(Tuple.of(4, individual), Tuple.of(4, teams),
        Tuple.of(1, Arbitraries.of(EXAMPLES)));
  }

  @Provide
  Arbitrary<List<TrfDamage.Edit>> edits() {
    return TrfDamage.edits(4);
  }

  @Property(tries = 3000)
  void damagedFile_throughTheLibrary_givesStandingsOrADocumentedError(
      @ForAll("files") String file, @ForAll("edits") List<TrfDamage.Edit> edits,
      @ForAll long choices) {
    byte[] bytes = TrfDamage.apply(file, edits);
    TrfDocument document;
    try {
      document = Trf.read(bytes);
    } catch (TrfException e) {
      assertFalse(e.problems().isEmpty(), e.getMessage());
      for (TrfProblem problem : e.problems()) {
        assertTrue(problem.line() >= 1, "no line: " + problem);
      }
      return;
    }
    assertEquals(document, Trf.read(Trf.write(document)));
    Random random = new Random(choices);
    Optional<TeamTournament> event = document.teamTournament();
    if (event.isPresent()) {
      writeBack(event.get());
      rankTeams(event.get(), document.tiebreakCodes(), random);
    }
    rankPlayers(document.tournament(), document.tiebreakCodes(), random);
  }

  /** A team event that reads is written as TRF26 and reads back equal. */
  private static void writeBack(TeamTournament event) {
    String written = Trf.write(event, TrfVersion.TRF26);
    assertEquals(event, Trf.read(written).teamTournament().orElseThrow(), written);
  }

  private static void rankPlayers(Tournament tournament, List<String> fileCodes,
      Random random) {
    List<Supplier<Ruleset>> rulesets = new ArrayList<>();
    if (!fileCodes.isEmpty()) {
      rulesets.add(() -> Fide.ruleset(fileCodes));
    }
    List<Ruleset> individual = Rulesets.all().stream().filter(r -> !r.forTeams()).toList();
    Ruleset named = individual.get(random.nextInt(individual.size()));
    rulesets.add(() -> named);
    List<String> codes = codes(random);
    rulesets.add(() -> Fide.ruleset(codes));
    rulesets.add(() -> Rulesets.withRules(named.name(), codes));
    for (Supplier<Ruleset> ruleset : rulesets) {
      Standings standings = rank(ruleset, chosen -> TiebreakEngine.rank(
          random.nextInt(4) == 0 ? tournament.afterRound(random.nextInt(
              tournament.roundsPlayed() + 1)) : tournament, chosen));
      if (standings != null) {
        use(standings, random);
        scholasticTeams(standings, random);
      }
    }
  }

  private static void rankTeams(TeamTournament event, List<String> fileCodes, Random random) {
    List<Supplier<Ruleset>> rulesets = new ArrayList<>();
    if (!fileCodes.isEmpty()) {
      rulesets.add(() -> Fide.teamRuleset(fileCodes));
    }
    List<Ruleset> teams = Rulesets.all().stream().filter(Ruleset::forTeams).toList();
    Ruleset named = teams.get(random.nextInt(teams.size()));
    rulesets.add(() -> named);
    List<String> codes = codes(random);
    rulesets.add(() -> Fide.teamRuleset(codes));
    rulesets.add(() -> Rulesets.withRules(named.name(), codes));
    for (Supplier<Ruleset> ruleset : rulesets) {
      Standings standings = rank(ruleset, chosen -> TiebreakEngine.rank(
          random.nextInt(4) == 0 ? event.afterRound(random.nextInt(event.roundsPlayed() + 1))
              : event, chosen));
      if (standings != null) {
        use(standings, random);
      }
    }
  }

  /** Random codes, each with random modifiers. */
  private static List<String> codes(Random random) {
    String list = TrfDamage.tiebreaks(random);
    return List.of(list.split(",", -1));
  }

  /**
   * The standings under the ruleset, or {@code null} where the ruleset cannot be built from its
   * codes or a rule refuses the event, each as documented.
   */
  private static Standings rank(Supplier<Ruleset> ruleset,
      Function<Ruleset, Standings> engine) {
    Ruleset chosen;
    try {
      chosen = ruleset.get();
    } catch (IllegalArgumentException e) {
      documented(e);
      return null;
    }
    try {
      return engine.apply(chosen);
    } catch (IllegalArgumentException e) {
      documented(e);
      return null;
    } catch (RuleFailedException e) {
      refused(e);
      return null;
    }
  }

  /** Rows, explanations of a player's figures, a comparison of two players. */
  private static void use(Standings standings, Random random) {
    List<Standings.Row> rows = standings.rows();
    if (rows.isEmpty()) {
      return;
    }
    Player player = rows.get(random.nextInt(rows.size())).player();
    Player other = rows.get(random.nextInt(rows.size())).player();
    standings.compare(player.startNumber(), other.startNumber());
    for (TiebreakRule rule : standings.ruleset().chain()) {
      try {
        Explanation explanation = standings.explain(player.startNumber(), rule.code());
        explanation.toString();
      } catch (RuleFailedException e) {
        refused(e);
      }
    }
  }

  /** Teams of the players, ranked from their standings. */
  private static void scholasticTeams(Standings players, Random random) {
    List<Standings.Row> rows = players.rows();
    ScholasticTeams.Builder builder = ScholasticTeams.builder().counted(1 + random.nextInt(3))
        .allMembersFirst(random.nextBoolean())
        .shortTeams(ScholasticTeams.ShortTeams.values()[random.nextInt(3)]);
    List<List<Integer>> teams = new ArrayList<>();
    for (int t = 1 + random.nextInt(3); t > 0; t--) {
      teams.add(new ArrayList<>());
    }
    for (Standings.Row row : rows) {
      if (random.nextInt(4) != 0) {
        teams.get(random.nextInt(teams.size())).add(row.player().startNumber());
      }
    }
    for (int t = 0; t < teams.size(); t++) {
      builder.addTeam("School " + (t + 1), teams.get(t));
    }
    Standings standings;
    try {
      standings = TiebreakEngine.rankTeams(players, builder.build());
    } catch (InvalidTournamentException e) {
      assertFalse(e.problems().isEmpty());
      return;
    }
    use(standings, random);
  }

  /** An {@link IllegalArgumentException} as documented: not an index or number error. */
  private static void documented(IllegalArgumentException e) {
    if (e.getClass() != IllegalArgumentException.class || e.getMessage() == null) {
      throw new AssertionError("undocumented exception", e);
    }
  }

  /** A rule that refuses the event says why; one that fails with an exception is a fault. */
  private static void refused(RuleFailedException e) {
    if (e.getCause() != null) {
      throw new AssertionError("a rule failed", e);
    }
  }

  /** The command line's options: a command, its operands, and random choices. */
  private static List<String> command(Path file, TrfDocument document, Random random) {
    List<String> args = new ArrayList<>();
    boolean teams = document != null && !document.teams().isEmpty();
    int players = document == null ? 20 : teams ? document.teams().size()
        : document.tournament().players().size();
    switch (random.nextInt(7)) {
      case 0 -> args.addAll(List.of("standings", file.toString(), "--format",
          List.of("text", "csv", "json", "html").get(random.nextInt(4))));
      case 1 -> args.addAll(List.of("crosstable", file.toString()));
      case 2 -> args.addAll(List.of("explain", file.toString(), teams ? "--team" : "--player",
          Integer.toString(1 + random.nextInt(Math.max(1, players))), "--format",
          List.of("text", "csv", "json").get(random.nextInt(3))));
      case 3 -> args.addAll(List.of("compare", file.toString(),
          Integer.toString(1 + random.nextInt(Math.max(1, players))),
          Integer.toString(1 + random.nextInt(Math.max(1, players)))));
      case 4 -> args.addAll(List.of("prizes", file.toString(), "--prizes", PRIZES.toString(),
          "--sharing", List.of("us-chess", "us-chess-as-printed", "equal", "hort", "none")
              .get(random.nextInt(5)), "--format",
          List.of("text", "csv", "json", "html").get(random.nextInt(4))));
      case 5 -> args.addAll(List.of("scenarios", file.toString(), "--max-completions", "500",
          "--max-seconds", "2", "--format", List.of("text", "json").get(random.nextInt(2))));
      default -> args.addAll(List.of("check", file.toString()));
    }
    if (random.nextInt(4) == 0) {
      List<Ruleset> all = Rulesets.all();
      args.addAll(List.of("--ruleset", all.get(random.nextInt(all.size())).name()));
    }
    if (random.nextInt(4) == 0) {
      args.addAll(List.of("--tiebreaks", TrfDamage.tiebreaks(random)));
    }
    if (random.nextInt(6) == 0 && !args.get(0).equals("explain")) {
      args.addAll(List.of("--after-round", Integer.toString(random.nextInt(4))));
    }
    if (random.nextInt(8) == 0) {
      args.add("--individuals");
    }
    if (random.nextInt(8) == 0) {
      args.addAll(List.of("--lot-seed", Long.toString(random.nextLong())));
    }
    return args;
  }

  @Property(tries = 800)
  void damagedFile_throughTheCommandLine_givesStandingsOrACleanError(
      @ForAll("files") String file, @ForAll("edits") List<TrfDamage.Edit> edits,
      @ForAll long choices) throws IOException {
    byte[] bytes = TrfDamage.apply(file, edits);
    TrfDocument document;
    try {
      document = Trf.read(bytes);
    } catch (TrfException e) {
      document = null;
    }
    Path path = Files.createTempFile("damaged", ".trf");
    try {
      Files.write(path, bytes);
      Random random = new Random(choices);
      for (int i = 0; i < 2; i++) {
        List<String> args = command(path, document, random);
        CliTests.Run run = CliTests.run(args.toArray(new String[0]));
        String shown = String.join(" ", args) + "\nstatus " + run.status() + ":\n" + run.err()
            + "\nfile:\n" + new String(bytes, StandardCharsets.UTF_8);
        if (run.status() != 0 && run.status() != 2 && !(run.status() == 3
            && args.get(0).equals("check"))) {
          fail(shown);
        }
        assertFalse(run.err().contains("\tat ") || run.err().contains("\\u0009at ")
            || run.err().contains("internal error"), shown);
        if (run.status() == 2) {
          boolean located = false;
          for (String line : run.err().lines().toList()) {
            if (line.startsWith(path + ":")) {
              assertTrue(LOCATED.matcher(line.substring(path.toString().length() + 1))
                  .matches(), shown);
              located = true;
            } else if (line.startsWith(PRIZES + ":")) {
              // the prize list's own problems, as the damaged file's players leave it
              assertTrue(LOCATED.matcher(line.substring(PRIZES.toString().length() + 1))
                  .matches(), shown);
              located = true;
            } else {
              // a note or a usage error of the tool's own, or the players a name may mean
              assertTrue(line.startsWith("tiebreak: ") || line.startsWith("  "), shown);
            }
          }
          boolean options = args.contains("--ruleset") || args.contains("--tiebreaks")
              || args.contains("--after-round") || args.contains("--individuals")
              || args.get(0).equals("compare") || args.get(0).equals("explain");
          assertTrue(located || options, shown);
        }
      }
    } finally {
      Files.delete(path);
    }
  }
}
