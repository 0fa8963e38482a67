package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaId;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tiebreak.api.Ruleset;
import org.tiebreak.cli.CliTests.Run;
import org.tiebreak.rulesets.Rulesets;

/**
 * Every kind of JSON the command line writes, from real files, against the published schema
 * {@code docs/standings.schema.json}; and documents that break it, which must fail.
 */
class CliJsonSchemaTests {

  static final ObjectMapper MAPPER = new ObjectMapper();

  private static final JsonSchemaFactory FACTORY =
      JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);

  private static final JsonNode SCHEMA_NODE =
      parse(read(repositoryFile("docs/standings.schema.json")));

  private static final JsonSchema SCHEMA = FACTORY.getSchema(SCHEMA_NODE);

  /** A file of the repository, found from the working directory up. */
  static Path repositoryFile(String path) {
    Path dir = Path.of("").toAbsolutePath();
    while (!Files.exists(dir.resolve(path))) {
      dir = dir.getParent();
    }
    return dir.resolve(path);
  }

  static Path fideExercise() {
    return repositoryFile("tiebreak-trf/src/test/resources/trf/tec-exercise.rules-2024.trf");
  }

  static Path teamSwiss() {
    return repositoryFile("tiebreak-trf/src/test/resources/trf/trf26-team-swiss.trf");
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static JsonNode parse(String json) {
    try {
      return MAPPER.readTree(json);
    } catch (IOException e) {
      throw new AssertionError("not JSON:\n" + json, e);
    }
  }

  /** The schema's complaints about a document, none for a valid one. */
  static Set<ValidationMessage> problems(JsonNode document) {
    return SCHEMA.validate(document);
  }

  /** The output of a run that succeeded (or, for check, found differences), checked valid. */
  static JsonNode valid(Run run) {
    assertTrue(run.status() == 0 || run.status() == Main.RANKS_DIFFER,
        "status " + run.status() + ": " + run.err());
    JsonNode document = parse(run.out());
    assertEquals(Set.of(), problems(document), run.out());
    return document;
  }

  // ------------------------------------------------------------------ the schema itself

  @Test
  void schema_isADraft202012Schema_withItsIdAndVersion() {
    JsonSchema meta = FACTORY.getSchema(SchemaLocation.of(SchemaId.V202012));
    assertEquals(Set.of(), meta.validate(SCHEMA_NODE));
    assertEquals(SchemaId.V202012, SCHEMA_NODE.get("$schema").asText());
    assertTrue(SCHEMA_NODE.get("$id").asText().endsWith("/docs/standings.schema.json"),
        SCHEMA_NODE.get("$id").asText());
    assertEquals(JsonOutput.SCHEMA_VERSION,
        SCHEMA_NODE.at("/properties/schemaVersion/const").asText());
    assertEquals(JsonOutput.SCHEMA_VERSION,
        SCHEMA_NODE.at("/$defs/header/properties/schemaVersion/const").asText());
    assertTrue(SCHEMA_NODE.get("title").asText().contains(JsonOutput.SCHEMA_VERSION));
  }

  @Test
  void schema_describesEveryField() {
    List<String> undescribed = new ArrayList<>();
    SCHEMA_NODE.get("$defs").properties().forEach(def -> describedFields(
        "/$defs/" + def.getKey(), def.getValue(), undescribed));
    assertEquals(List.of(), undescribed);
  }

  /** Collects the properties under {@code node} that have no description, nor a $ref to one. */
  private static void describedFields(String path, JsonNode node, List<String> undescribed) {
    JsonNode properties = node.get("properties");
    if (properties != null) {
      properties.properties().forEach(property -> {
        JsonNode field = property.getValue();
        boolean described = field.has("description") || field.has("$ref")
            || field.has("const");
        if (!described) {
          undescribed.add(path + "/properties/" + property.getKey());
        }
      });
    }
    for (String key : List.of("oneOf", "allOf", "anyOf")) {
      if (node.get(key) instanceof ArrayNode branches) {
        for (int i = 0; i < branches.size(); i++) {
          describedFields(path + "/" + key + "/" + i, branches.get(i), undescribed);
        }
      }
    }
  }

  // ------------------------------------------------------------------ real outputs

  static Stream<String> rulesetsForPlayers() {
    return Rulesets.all().stream().filter(ruleset -> !ruleset.forTeams()).map(Ruleset::name);
  }

  static Stream<String> rulesetsForTeams() {
    return Rulesets.all().stream().filter(Ruleset::forTeams).map(Ruleset::name);
  }

  @ParameterizedTest
  @MethodSource("rulesetsForPlayers")
  void standings_wscf_underEveryRulesetForPlayers(String ruleset) {
    String file = CliTests.wscf().toString();
    JsonNode document = valid(CliTests.run("standings", file, "--ruleset", ruleset,
        "--format", "json"));
    assertEquals(ruleset, document.get("ruleset").asText());
    assertEquals(15, document.get("standings").size());
    valid(CliTests.run("standings", file, "--ruleset", ruleset, "--lot-seed", "42",
        "--format", "json"));
  }

  @ParameterizedTest
  @MethodSource("rulesetsForTeams")
  void standings_teamSwiss_underEveryRulesetForTeams(String ruleset) {
    JsonNode document = valid(CliTests.run("standings", teamSwiss().toString(), "--ruleset",
        ruleset, "--format", "json"));
    assertEquals("teams", document.get("entrants").asText());
    assertEquals(5, document.get("standings").size());
  }

  @Test
  void standings_fideExercise() {
    String file = fideExercise().toString();
    JsonNode document = valid(CliTests.run("standings", file, "--format", "json"));
    assertEquals("players", document.get("entrants").asText());
    valid(CliTests.run("standings", file, "--tiebreaks", CliFideTests.CHECKER_LIST,
        "--format", "json"));
    valid(CliTests.run("standings", file, "--after-round", "3", "--format", "json"));
  }

  @Test
  void standings_withWarnings() throws IOException {
    JsonNode document = valid(CliTests.run("standings", withWarning(dir).toString(),
        "--format", "json"));
    assertEquals(1, document.get("warnings").size(), document.toString());
  }

  /** The WSCF file with a start date that cannot be read: line 2, column 5. */
  static Path withWarning(Path dir) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(CliTests.wscf()));
    lines.add(1, "042 2026/13/01");
    return Files.write(dir.resolve("warned.trf"), lines);
  }

  @Test
  void standings_roundInProgress() throws IOException {
    JsonNode document = valid(CliTests.run("standings", inProgress(dir).toString(),
        "--format", "json"));
    assertEquals(2, document.get("roundsPlayed").asInt());
    assertEquals(1, document.get("roundsCompleted").asInt());
    valid(CliTests.run("explain", inProgress(dir).toString(), "--player", "2",
        "--format", "json"));
  }

  /** The file of {@link CliRoundInProgressTests}: the game 2-4 of round 2 not finished. */
  static Path inProgress(Path dir) throws IOException {
    return Files.writeString(dir.resolve("in-progress.trf"), CliRoundInProgressTests.IN_PROGRESS);
  }

  @Test
  void explain_playerAndTeam() {
    String wscf = CliTests.wscf().toString();
    for (String player : List.of("1", "6", "15")) {
      valid(CliTests.run("explain", wscf, "--player", player, "--format", "json"));
    }
    valid(CliTests.run("explain", wscf, "--player", "5", "--tiebreaks", "LOTS", "--lot-seed",
        "42", "--format", "json"));
    valid(CliTests.run("explain", fideExercise().toString(), "--player", "3", "--tiebreaks",
        CliFideTests.CHECKER_LIST, "--format", "json"));
    JsonNode team = valid(CliTests.run("explain", teamSwiss().toString(), "--team", "1",
        "--format", "json"));
    assertEquals(1, team.get("team").asInt());
  }

  @Test
  void check_agreeingAndDiffering() {
    JsonNode agrees = valid(CliTests.run("check", teamSwiss().toString(), "--format", "json"));
    assertTrue(agrees.get("agree").asBoolean(), agrees.toString());
    valid(CliTests.run("check", fideExercise().toString(), "--format", "json"));
    JsonNode differs = valid(CliTests.run("check", differing(dir).toString(), "--format",
        "json"));
    assertFalse(differs.get("agree").asBoolean(), differs.toString());
    JsonNode last = differs.get("differences").get(differs.get("differences").size() - 1);
    assertTrue(last.get("neighbour").isNull(), last.toString());
  }

  /** The TEC file with every player ranked 17th: the last of 16 has no neighbour below. */
  static Path differing(Path dir) {
    return CliFideTests.tec(dir, lines -> {
      List<String> changed = lines;
      for (int player = 1; player <= 16; player++) {
        changed = CliFideTests.rank(player, "17").apply(changed);
      }
      return changed;
    });
  }

  // ------------------------------------------------------------------ documents that break it

  @TempDir
  Path dir;

  /** A valid document of each kind, to break. */
  private List<JsonNode> documents() {
    return List.of(
        parse(CliTests.run("standings", CliTests.wscf().toString(), "--format", "json").out()),
        parse(CliTests.run("standings", teamSwiss().toString(), "--format", "json").out()),
        parse(CliTests.run("explain", CliTests.wscf().toString(), "--player", "6",
            "--format", "json").out()),
        parse(CliTests.run("check", differing(dir).toString(), "--format", "json").out()));
  }

  private void assertBreaks(String what, Consumer<ObjectNode> breaking) {
    for (JsonNode document : documents()) {
      assertEquals(Set.of(), problems(document), "valid before: " + document);
      ObjectNode broken = document.deepCopy();
      breaking.accept(broken);
      assertFalse(problems(broken).isEmpty(), what + " passed: " + broken);
    }
  }

  @Test
  void brokenDocuments_fail() {
    assertBreaks("no schemaVersion", document -> document.remove("schemaVersion"));
    assertBreaks("another version", document -> document.put("schemaVersion", "0.9"));
    assertBreaks("an unknown kind", document -> document.put("kind", "table"));
    assertBreaks("a field the schema does not describe", document -> document.put("extra", 1));
    assertBreaks("a legend entry without its name",
        document -> ((ObjectNode) document.get("tiebreaks").get(0)).remove("name"));
    assertBreaks("a warning without a line", document -> ((ArrayNode) document.get("warnings"))
        .addObject().putNull("column").put("message", "m"));
    assertBreaks("players numbered as teams", document -> document.put("entrants",
        document.get("entrants").asText().equals("teams") ? "players" : "teams"));
  }

  @Test
  void brokenRows_fail() {
    JsonNode standings = documents().get(0);
    List<Consumer<ObjectNode>> breakings = List.of(
        row -> row.put("score", "6"),
        row -> row.put("score", "6.5.1"),
        row -> row.putNull("score"),
        row -> ((ObjectNode) row.get("tiebreaks")).put("MM", "17"),
        row -> row.put("place", "3 to 5"),
        row -> row.put("decidedBy", "MM"),
        row -> row.putObject("decidedBy").put("below", 1).put("rule", "MM"),
        row -> row.put("team", 1),
        row -> row.remove("remark"),
        row -> row.put("rank", 0));
    for (Consumer<ObjectNode> breaking : breakings) {
      ObjectNode broken = standings.deepCopy();
      ObjectNode row = (ObjectNode) broken.get("standings").get(1);
      String before = row.toString();
      breaking.accept(row);
      assertFalse(problems(broken).isEmpty(), before + " became " + row);
    }
    ObjectNode fraction = standings.deepCopy();
    ((ObjectNode) fraction.get("standings").get(1).get("tiebreaks")).put("MM", "49/3");
    assertEquals(Set.of(), problems(fraction), "a figure without a finite decimal form");
  }

  @Test
  void brokenCheck_fails() {
    ObjectNode check = (ObjectNode) documents().get(3);
    ObjectNode agreeing = check.deepCopy();
    agreeing.put("agree", true);
    assertFalse(problems(agreeing).isEmpty(), "agree with differences");
    ObjectNode noNeighbour = check.deepCopy();
    ((ObjectNode) noNeighbour.get("differences").get(0)).putObject("neighbour").put("name", "x");
    assertFalse(problems(noNeighbour).isEmpty(), "a neighbour without number and place");
  }
}
