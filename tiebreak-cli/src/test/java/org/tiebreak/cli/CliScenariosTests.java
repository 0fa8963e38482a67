package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.cli.CliJsonSchemaTests.parse;
import static org.tiebreak.cli.CliJsonSchemaTests.repositoryFile;
import static org.tiebreak.cli.CliTests.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaId;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tiebreak.cli.CliTests.Run;

/**
 * {@code tiebreak scenarios} on the example file with a paired last round: the table, one
 * player's conditions, JSON valid against {@code docs/scenarios.schema.json}, bad usage.
 */
class CliScenariosTests {

  private static final String FILE =
      repositoryFile("examples/club-swiss-last-round.trf").toString();

  private static final JsonSchemaFactory FACTORY =
      JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);

  private static JsonNode schema() throws IOException {
    return parse(Files.readString(repositoryFile("docs/scenarios.schema.json")));
  }

  @Test
  void text_printsTheTable() {
    Run run = run("scenarios", FILE, "--ruleset", "fide", "--target", "top:3");
    assertEquals(0, run.status(), run.err());
    assertEquals("", run.err());
    assertTrue(run.out().startsWith("Scenarios under fide: 3 pending games, 27 ways to end\n"
        + "  round 4: 2 - 7\n  round 4: 6 - 4\n  round 4: 8 - 5\n"), run.out());
    assertTrue(run.out().contains(
        "1     6   Fox, Finn   2.5    2.5-3.5  1-4     1    1-2   2-4   can still be reached"),
        run.out());
    assertTrue(run.out().contains(
        "5     1   Adams, Ann  1.5    1.5      5-7                      out of reach"),
        run.out());
    assertTrue(run.out().endsWith("Clinched first place: nobody\n"
        + "Clinched a place in the top 3: nobody\n"), run.out());
  }

  @Test
  void player_givesTheConditions_inTheLanguageAskedFor() {
    Run run = run("scenarios", FILE, "--ruleset", "fide", "--player", "6");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("6 Fox, Finn: score 2.5, final score 2.5-3.5\n"
        + "  places 1-4\n"
        + "  round 4: 6 - 4: a win, place 1; a draw, places 1-2; a loss, places 2-4\n"
        + "  first place: can still be reached\n"
        + "    alone: a win; or a draw, if 8 does not beat 5\n"), run.out());
    Run german = run("scenarios", FILE, "--ruleset", "fide", "--name", "fox", "--lang", "de");
    assertTrue(german.out().contains("ein Sieg; oder ein Remis, wenn gilt: 8 schlägt 5 nicht"),
        german.out());
  }

  @Test
  void limit_givesTheBounds_andThePlacesReached() {
    Run table = run("scenarios", FILE, "--ruleset", "fide", "--max-completions", "1");
    assertEquals(0, table.status(), table.err());
    Run player = run("scenarios", FILE, "--ruleset", "fide", "--player", "6",
        "--max-completions", "1");
    assertEquals(0, player.status(), player.err());
    // Green's last place after a loss is known from the bounds alone.
    assertTrue(table.out().contains("\n8     7   Green, Gus  0.5    0.5-1.5  5-8?    5-7?  6-8?"
        + "  8     out of reach\n"), table.out());
    assertTrue(table.out().contains("Undecided within the limit (?: the places are bounds)"),
        table.out());
    assertTrue(player.out().contains("  places 1-4 at most, 1 reached (undecided within the"
        + " limit)\n  round 4: 6 - 4: a win, places 1-2 at most, 1 reached (undecided within the"
        + " limit); a draw, places 1-4 at most (undecided within the limit)"), player.out());
  }

  /** The command line's default limit is the library's: the two are documented as one. */
  @Test
  void defaultLimit_isTheLibrarysStandardLimit() {
    picocli.CommandLine.Model.CommandSpec spec =
        picocli.CommandLine.Model.CommandSpec.forAnnotatedObject(new ScenariosCommand());
    assertEquals(org.tiebreak.scenarios.Limit.standard().completions().getAsLong(),
        Long.parseLong(spec.findOption("--max-completions").defaultValue()));
    assertEquals(org.tiebreak.scenarios.Limit.standard().time().orElseThrow().toSeconds(),
        Long.parseLong(spec.findOption("--max-seconds").defaultValue()));
  }

  @Test
  void json_isValidAgainstItsSchema() throws IOException {
    JsonNode schema = schema();
    JsonSchema meta = FACTORY.getSchema(SchemaLocation.of(SchemaId.V202012));
    assertEquals(Set.of(), meta.validate(schema));
    JsonSchema validator = FACTORY.getSchema(schema);
    for (String[] args : new String[][] {
        {"scenarios", FILE, "--ruleset", "fide", "--format", "json", "--target", "top:2"},
        {"scenarios", FILE, "--ruleset", "uscf", "--format", "json", "--player", "8"},
        {"scenarios", FILE, "--format", "json", "--max-completions", "1"}}) {
      Run run = run(args);
      assertEquals(0, run.status(), run.err());
      JsonNode document = parse(run.out());
      assertEquals(Set.of(), validator.validate(document), run.out());
      assertEquals(ScenariosOutput.SCHEMA_VERSION, document.get("schemaVersion").asText());
      assertEquals(schema.at("/properties/schemaVersion/const").asText(),
          document.get("schemaVersion").asText());
    }
    JsonNode limited = parse(run("scenarios", FILE, "--format", "json", "--max-completions",
        "1").out());
    assertEquals(false, limited.get("complete").asBoolean());
    JsonNode foxWins = limited.at("/players/0/afterResults/0");
    assertEquals("win", foxWins.get("result").asText());
    assertTrue(foxWins.get("places").isNull(), foxWins.toString());
    assertEquals("{\"best\":1,\"worst\":2}", foxWins.get("placeBounds").toString());
    assertEquals("{\"best\":1,\"worst\":1}", foxWins.get("placesReached").toString());
    JsonNode broken = parse(run("scenarios", FILE, "--format", "json").out());
    ((com.fasterxml.jackson.databind.node.ObjectNode) broken).put("complete", "yes");
    assertTrue(!validator.validate(broken).isEmpty());
  }

  @Test
  void html_isTheStandingsPage_withThePlacesEachPlayerCanStillFinishIn() {
    Run run = run("scenarios", FILE, "--ruleset", "fide", "--format", "html");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("<!DOCTYPE html>"), run.out());
    assertTrue(run.out().contains(">Can finish</abbr></th>"), run.out());
    assertTrue(run.out().contains("<td class=\"score\">2.5</td><td class=\"reach\">1-4</td>"),
        run.out());
    Run limited = run("scenarios", FILE, "--ruleset", "fide", "--format", "html",
        "--max-completions", "1");
    assertTrue(limited.out().contains("<td class=\"reach\">1-4?</td>"), limited.out());
    assertEquals(2, run("scenarios", FILE, "--format", "html", "--player", "6").status());
  }

  /** The team file of the tests with the results of its last round's games taken out. */
  private static String teamFileInProgress(java.nio.file.Path dir) throws IOException {
    StringBuilder text = new StringBuilder();
    for (String line : Files.readAllLines(repositoryFile(
        "tiebreak-cli/src/test/resources/trf/trf26-team-swiss.trf"))) {
      boolean game = line.startsWith("001")
          && !line.substring(line.length() - 8, line.length() - 4).equals("0000");
      text.append(game ? line.substring(0, line.length() - 1) + " " : line).append('\n');
    }
    java.nio.file.Path file = dir.resolve("team-in-progress.trf");
    Files.writeString(file, text);
    return file.toString();
  }

  @Test
  void teamFile_answersForTheTeams_overEveryWayTheirMatchesCanEnd(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
    String file = teamFileInProgress(dir);
    Run run = run("scenarios", file, "--target", "top:2");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("Scenarios under fide-team: 2 matches in progress, 2187"
        + " ways to end\n  round 3: 1 - 4\n  round 3: 5 - 2\n"), run.out());
    assertTrue(run.out().contains("Tromsø Sjakklubb         3      3-5    1-3     1    1-2   2-3"),
        run.out());
    assertTrue(run.out().contains("Bergens Schakklub        2      2      3-5"
        + "                      out of reach"), run.out());
    JsonNode json = parse(run("scenarios", file, "--format", "json").out());
    assertEquals(Set.of(), FACTORY.getSchema(schema()).validate(json), json.toString());
    // Team 1's own match decides first place by its game points, another match's with it.
    Run team = run("scenarios", file, "--player", "1", "--target", "top:2");
    assertEquals(0, team.status(), team.err());
    assertTrue(team.out().contains("  first place: can still be reached\n    alone: 4 game points,"
        + " if 5 scores 0.5 to 1 game points against 2; or 3.5 game points, if 5 scores 1 game"
        + " point against 2\n  a place in the top 2: can still be reached\n    alone: a win\n"),
        team.out());
    Run german = run("scenarios", file, "--player", "1", "--lang", "de");
    assertTrue(german.out().contains("    allein: 4 Brettpunkte, wenn gilt: 5 holt 0.5 bis 1 Brettpunkte"
        + " gegen 2; oder 3.5 Brettpunkte, wenn gilt: 5 holt 1 Brettpunkt gegen 2\n"), german.out());
    JsonNode teamJson = parse(run("scenarios", file, "--player", "1", "--format", "json").out());
    assertEquals(Set.of(), FACTORY.getSchema(schema()).validate(teamJson), teamJson.toString());
    assertTrue(teamJson.toString().contains("4 game points, if 5 scores 0.5 to 1 game points"
        + " against 2"), teamJson.toString());
    Run players = run("scenarios", file, "--individuals");
    assertEquals(0, players.status(), players.err());
    assertTrue(players.out().contains(" pending games, 2187 ways to end"), players.out());
  }

  @Test
  void badUsage_exits2() {
    Run target = run("scenarios", FILE, "--target", "second");
    assertEquals(2, target.status());
    assertTrue(target.err().contains("--target second"), target.err());
    Run prize = run("scenarios", FILE, "--target", "prize:place-1");
    assertEquals(2, prize.status());
    assertTrue(prize.err().contains("--prizes FILE"), prize.err());
    assertEquals(2, run("scenarios", FILE, "--format", "csv").status());
    assertEquals(2, run("scenarios", FILE, "--player", "99").status());
  }
}
