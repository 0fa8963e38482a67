package org.tiebreak.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaId;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.trf.Trf;

/**
 * Chess-JSON written with the standings: valid under the JSON Schema translated from the
 * reference checker's {@code jsonscheme.py} ({@code docs/chess-json.schema.json}), read back to
 * the same tournament, and the very text the checker was run on (see the fixtures' README).
 */
class ChessJsonWriteTests {

  static final ObjectMapper MAPPER = new ObjectMapper();
  private static final JsonSchemaFactory FACTORY =
      JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
  static final JsonNode SCHEMA_NODE = parse(read(repositoryFile("docs/chess-json.schema.json")));
  static final JsonSchema SCHEMA = FACTORY.getSchema(SCHEMA_NODE);

  static Path repositoryFile(String path) {
    Path dir = Path.of("").toAbsolutePath();
    while (!Files.exists(dir.resolve(path))) {
      dir = dir.getParent();
    }
    return dir.resolve(path);
  }

  static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
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

  /** The schema's complaints about a text written, none for a valid one. */
  static void assertValid(String json) {
    assertEquals(Set.of(), SCHEMA.validate(parse(json)), json);
  }

  static final List<String> TEC_CODES = List.of("BH/C1", "BH", "SB", "PS", "DE", "WIN", "BWG");

  static Standings tecStandings() throws IOException {
    Tournament tec = Trf.read(ChessJsonReadTests.resource("tec-exercise.rules-2026.trf"))
        .tournament();
    return TiebreakEngine.rank(tec, Fide.ruleset(TEC_CODES));
  }

  @Test
  void schema_isADraft202012Schema() {
    JsonSchema meta = FACTORY.getSchema(SchemaLocation.of(SchemaId.V202012));
    assertEquals(Set.of(), meta.validate(SCHEMA_NODE));
  }

  @Test
  void tecExercise_writtenWithItsStandings_isValid_readsBack_andIsWhatTheCheckerRead()
      throws IOException {
    Standings standings = tecStandings();
    String json = ChessJson.write(standings);
    assertValid(json);
    ChessJsonDocument.Section back = ChessJson.read(json).tournaments().get(0);
    assertEquals(standings.tournament(), back.tournament());
    assertEquals(concat("PTS", concat(TEC_CODES, "LOTS")), back.rankOrder());
    for (Standings.Row row : standings.rows()) {
      assertEquals(row.rank(), back.rank(row.player().startNumber()).getAsInt());
    }
    ChessJsonReadTests.assertSameStandings(standings,
        TiebreakEngine.rank(back.tournament(),
            Rulesets.withRules("fide", back.tiebreakCodes())));
    assertEquals(read(ChessJsonReadTests.resource("tec-exercise.written.json")), json);
  }

  @Test
  void aFigureNotReachedIsNull() {
    Tournament tournament = Tournament.builder().name("Three").plannedRounds(1)
        .addPlayer(Player.of(1, "A")).addPlayer(Player.of(2, "B")).addPlayer(Player.of(3, "C"))
        .addRound(Pairing.game(1, 2, GameResult.DRAW),
            Pairing.bye(3, org.tiebreak.api.ResultKind.HALF_POINT_BYE))
        .build();
    Standings standings = TiebreakEngine.rank(tournament, Fide.ruleset(List.of("DE", "SB")));
    String json = ChessJson.write(standings);
    assertValid(json);
    JsonNode written = parse(json).at("/event/tournaments/0");
    assertEquals("[\"PTS\",\"DE\",\"SB\",\"LOTS\"]", written.get("rankOrder").toString());
    // a group rule (DE, LOTS) has a figure only for a group it was applied to and gave one
    for (Standings.Row row : standings.rows()) {
      JsonNode scores = written.at("/competitors/" + (row.player().startNumber() - 1)
          + "/tieBreakScore");
      assertEquals(row.score().toString(), scores.get(0).asText());
      for (int i = 0; i < 3; i++) {
        String code = List.of("DE", "SB", "LOTS").get(i);
        Score value = row.values().get(code);
        assertEquals(value == null ? "null" : value.toString(), scores.get(i + 1).toString(),
            code);
      }
    }
    assertEquals("0.25", written.at("/competitors/2/tieBreakScore/2").toString());
  }

  @Test
  void aPointSystemScoringAForfeitLossApart_cannotBeWritten() {
    Tournament tournament = Tournament.builder().plannedRounds(1)
        .pointSystem(PointSystem.builder().forfeitLoss(Score.of(-1)).build())
        .addPlayer(Player.of(1, "A")).addPlayer(Player.of(2, "B"))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS_BY_FORFEIT)).build();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ChessJson.write(tournament));
    assertTrue(e.getMessage().contains("forfeit loss (-1) apart from a zero-point bye (0)"),
        e.getMessage());
  }

  static List<String> concat(String first, List<String> rest) {
    List<String> all = new java.util.ArrayList<>();
    all.add(first);
    all.addAll(rest);
    return all;
  }

  static List<String> concat(List<String> first, String last) {
    List<String> all = new java.util.ArrayList<>(first);
    all.add(last);
    return all;
  }
}
