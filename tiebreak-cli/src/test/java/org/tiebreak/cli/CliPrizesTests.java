package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.cli.CliJsonSchemaTests.parse;
import static org.tiebreak.cli.CliJsonSchemaTests.repositoryFile;
import static org.tiebreak.cli.CliTests.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.cli.CliTests.Run;

/**
 * {@code tiebreak prizes}: the example prize list of the WSCF crosstable in every format, its
 * JSON against the published schema, the prize-list file against its own schema, the standings
 * page with the prizes, and every problem of a prize-list file at its line and column.
 */
class CliPrizesTests {

  private static final String WSCF = repositoryFile("examples/wscf.trf").toString();
  private static final String PRIZES = repositoryFile("examples/wscf-prizes.json").toString();

  @Test
  void text_givesTheAwards_thePrizes_theMoney_andWhy() {
    Run run = run("prizes", WSCF, "--prizes", PRIZES);
    assertEquals(0, run.status(), run.err());
    String out = run.out();
    assertTrue(out.contains("Prizes after round 6, ruleset uscf, sharing us-chess"), out);
    assertTrue(out.contains("    1    1  Player, A    6  250.00  place-1, place-2"
        + "            Club Champion"), out);
    assertTrue(out.contains("   12   12  Player, L    2    7.50  u1200-1"), out);
    assertTrue(out.contains("held by 1: 1 above 2 on MM (17 to 16)"), out);
    assertTrue(out.contains("Fund 730.00 USD: paid 730.00, withheld 0.00, not awarded 0.00"),
        out);
    assertTrue(out.contains("receives the title Club Champion of Place #1"), out);
  }

  @Test
  void sharing_optionOverridesTheFile() {
    Run run = run("prizes", WSCF, "--prizes", PRIZES, "--sharing", "none");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("    1    1  Player, A    6  300.00  place-1"), run.out());
    assertTrue(run.out().contains("sharing none"), run.out());
    Run bad = run("prizes", WSCF, "--prizes", PRIZES, "--sharing", "halves");
    assertEquals(2, bad.status());
    assertTrue(bad.err().contains("--sharing names a sharing policy: us-chess,"), bad.err());
  }

  @Test
  void json_validatesAgainstTheSchema_andAddsUp() {
    Run run = run("prizes", WSCF, "--prizes", PRIZES, "--format", "json");
    JsonNode document = CliJsonSchemaTests.valid(run);
    assertEquals("prizes", document.get("kind").asText());
    assertTrue(run.out().contains("\"fund\": 730.00,"), run.out());
    assertEquals(9, document.get("awards").size());
    JsonNode first = document.get("awards").get(0);
    assertEquals(250, first.get("cash").asInt());
    assertEquals("Club Champion", first.get("awards").get(0).asText());
    JsonNode title = document.get("prizes").get(0);
    assertEquals("shared", title.get("status").asText());
    assertEquals(1, title.get("holder").asInt());
  }

  @Test
  void csv_aRowPerAward() {
    Run run = run("prizes", WSCF, "--prizes", PRIZES, "--format", "csv");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals("place,startRank,name,score,cash,withheld,prizes,awards,explanation",
        lines.get(0));
    assertTrue(lines.get(1).startsWith("1,1,\"Player, A\",6,250.00,0.00,place-1;place-2,"
        + "Club Champion,"), lines.get(1));
    assertEquals(10, lines.size());
  }

  @Test
  void html_theStandingsPageWithThePrizes() {
    Run prizes = run("prizes", WSCF, "--prizes", PRIZES, "--format", "html");
    assertEquals(0, prizes.status(), prizes.err());
    assertTrue(prizes.out().contains("<section id=\"prizes\""), prizes.out());
    Run standings = run("standings", WSCF, "--format", "html", "--prizes", PRIZES);
    assertEquals(prizes.out(), standings.out());
    assertFalse(run("standings", WSCF, "--format", "html").out().contains("id=\"prizes\""));
    Run text = run("standings", WSCF, "--prizes", PRIZES);
    assertEquals(2, text.status());
    assertTrue(text.err().contains("--prizes adds the prizes to the standings page"), text.err());
  }

  @Test
  void exampleFile_validatesAgainstThePrizeListSchema() throws IOException {
    JsonNode schema = parse(Files.readString(repositoryFile("docs/prize-list.schema.json")));
    JsonSchema validator = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
        .getSchema(schema);
    assertEquals(Set.of(), validator.validate(parse(Files.readString(Path.of(PRIZES)))));
    assertFalse(validator.validate(parse("{\"currency\": \"USD\", \"categories\": []}"))
        .isEmpty());
    assertFalse(validator.validate(parse("{\"currency\": \"USD\", \"categories\": [{\"id\":"
        + " \"a\", \"name\": \"A\", \"kind\": \"place\", \"prizes\": [-5]}]}")).isEmpty());
  }

  @Test
  void badFile_everyProblemAtItsLineAndColumn(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("prizes.json");
    Files.writeString(file, String.join("\n",
        "{",
        "  \"currency\": \"XYZ\",",
        "  \"categories\": [",
        "    {\"id\": \"place\", \"name\": \"Place\", \"kind\": \"place\",",
        "     \"prizes\": [100.001, -5, {\"cash\": 10, \"award\": \"a\", \"title\": \"b\"}]},",
        "    {\"id\": \"u\", \"name\": \"U\", \"kind\": \"group\", \"members\": [99],",
        "     \"colour\": \"red\", \"prizes\": [10]}",
        "  ]",
        "}"));
    Run run = run("prizes", WSCF, "--prizes", file.toString());
    assertEquals(2, run.status(), run.out());
    String err = run.err();
    assertTrue(err.contains(file + ":2:15: \"XYZ\" is not an ISO 4217 currency code"), err);
    assertTrue(err.contains(file + ":5:17: 100.001 has more decimals than USD (2)"), err);
    assertTrue(err.contains(file + ":5:26: an amount must not be negative: -5"), err);
    assertTrue(err.contains(file + ":5:30: a prize gives an \"award\" or a \"title\", not both"),
        err);
    assertTrue(err.contains(file + ":6:59: 99 is not among the ranked players"), err);
    assertTrue(err.contains(file + ":7:16: \"colour\" is not a field of a category"), err);
    assertEquals(6, err.lines().count(), err);
  }

  @Test
  void notJson_oneProblemWhereTheParserStopped(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("prizes.json");
    Files.writeString(file, "{\n  \"currency\": \"USD\",\n  \"categories\": [\n}");
    Run run = run("prizes", WSCF, "--prizes", file.toString());
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith(file + ":4:1: not JSON: "), run.err());
    Run missing = run("prizes", WSCF, "--prizes", dir.resolve("none.json").toString());
    assertEquals(2, missing.status());
    assertTrue(missing.err().contains("none.json: no such file"), missing.err());
  }

  @Test
  void where_findsAGroupInTheTrfRecords(@TempDir Path dir) throws IOException {
    Path trf = repositoryFile("tiebreak-trf/src/test/resources/trf/tec-exercise.rules-2024.trf");
    Path file = dir.resolve("prizes.json");
    String list = "{\"currency\": \"EUR\", \"sharing\": \"none\", \"categories\": ["
        + "{\"id\": \"place\", \"name\": \"Place\", \"kind\": \"place\", \"prizes\": [100]},"
        + "{\"id\": \"men\", \"name\": \"Men\", \"kind\": \"group\","
        + " \"where\": {\"sex\": \"%s\"}, \"prizes\": [{\"award\": \"trophy\"}]}]}";
    Files.writeString(file, String.format(list, "m"));
    Run run = run("prizes", trf.toString(), "--prizes", file.toString());
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("men-1"), run.out());
    Files.writeString(file, String.format(list, "w"));
    Run none = run("prizes", trf.toString(), "--prizes", file.toString());
    assertEquals(2, none.status());
    assertTrue(none.err().contains("no player's record matches \"where\""), none.err());
  }
}
