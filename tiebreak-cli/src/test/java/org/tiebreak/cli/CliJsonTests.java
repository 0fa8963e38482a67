package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.cli.CliJsonSchemaTests.valid;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.cli.CliTests.Run;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;

/**
 * What the JSON says: exact figures as numbers, {@code null} where a figure does not apply, the
 * lot drawn, why each row is not higher, the legend, the file's warnings.
 */
class CliJsonTests {

  /** A number as the value of a member: digits, a point and digits, an exponent. */
  private static final Pattern NUMBER = Pattern.compile("\": (-?[0-9][0-9.eE+-]*)[,\n]");

  private static JsonNode standings(String... options) {
    List<String> args = new ArrayList<>(List.of("standings", CliTests.wscf().toString(),
        "--format", "json"));
    args.addAll(List.of(options));
    return valid(CliTests.run(args.toArray(String[]::new)));
  }

  /** The figure as the document writes it: the number's digits, or the fraction's string. */
  private static String figure(JsonNode node) {
    return node.isNumber() ? node.numberValue().toString() : node.asText();
  }

  @Test
  void everyNumber_isTheShortestExactDecimal() throws IOException {
    for (Run run : List.of(
        CliTests.run("standings", CliTests.wscf().toString(), "--format", "json"),
        CliTests.run("explain", CliTests.wscf().toString(), "--player", "6", "--format", "json"),
        CliTests.run("standings", CliJsonSchemaTests.fideExercise().toString(), "--tiebreaks",
            CliFideTests.CHECKER_LIST, "--format", "json"))) {
      Matcher number = NUMBER.matcher(run.out());
      int count = 0;
      while (number.find()) {
        String digits = number.group(1);
        assertEquals(new BigDecimal(digits).stripTrailingZeros().toPlainString(), digits,
            "a number written longer than it is");
        count++;
      }
      assertTrue(count > 50, "numbers found: " + count);
      assertFalse(run.out().contains("\"score\": \""), "a score as a string");
    }
  }

  @Test
  void figures_areTheEnginesExactValues_nullWhereTheyDoNotApply() throws IOException {
    Standings expected = TiebreakEngine.rank(Trf.read(CliTests.wscf()).tournament(),
        Rulesets.named("uscf"));
    JsonNode document = standings();
    JsonNode rows = document.get("standings");
    List<TiebreakRule> chain = expected.ruleset().chain();
    for (int p = 0; p < rows.size(); p++) {
      Standings.Row row = expected.rows().get(p);
      JsonNode json = rows.get(p);
      assertEquals(row.player().startNumber(), json.get("startRank").asInt());
      assertEquals(row.score().toString(), figure(json.get("score")));
      List<String> codes = new ArrayList<>();
      json.get("tiebreaks").fieldNames().forEachRemaining(codes::add);
      assertEquals(chain.stream().map(TiebreakRule::code).toList(), codes, "every code, in order");
      for (TiebreakRule rule : chain) {
        JsonNode value = json.get("tiebreaks").get(rule.code());
        Score engine = row.values().get(rule.code());
        if (rule.needsRatings()) {
          assertTrue(value.isNull(), rule.code() + " of an unrated event: " + value);
        } else if (engine == null) {
          assertTrue(value.isNull(), rule.code() + " not applied: " + value);
        } else {
          assertEquals(engine.toString(), figure(value), rule.code());
        }
      }
    }
    assertTrue(rows.get(0).get("tiebreaks").get("TIED").isNull());
    assertTrue(rows.get(0).get("tiebreaks").get("ARO").isNull());
    assertTrue(rows.get(0).get("tiebreaks").get("APRO").isNull());
  }

  @Test
  void ratingRules_applyWhereAPlayerIsRated() {
    JsonNode document = valid(CliTests.run("standings",
        CliJsonSchemaTests.fideExercise().toString(), "--tiebreaks", "ARO,TPR", "--format",
        "json"));
    for (JsonNode rule : document.get("tiebreaks")) {
      assertTrue(rule.get("applies").asBoolean(), rule.toString());
    }
    for (JsonNode row : document.get("standings")) {
      assertTrue(row.get("tiebreaks").get("ARO").isNumber(), row.toString());
    }
    JsonNode wscf = standings("--tiebreaks", "ARO,MM");
    assertFalse(wscf.get("tiebreaks").get(0).get("applies").asBoolean());
    assertTrue(wscf.get("tiebreaks").get(1).get("applies").asBoolean());
    JsonNode explained = valid(CliTests.run("explain", CliTests.wscf().toString(), "--player",
        "1", "--tiebreaks", "ARO,MM", "--format", "json"));
    assertTrue(explained.get("explanations").get(0).get("value").isNull());
    assertEquals(17, explained.get("explanations").get(1).get("value").asInt());
  }

  @Test
  void legend_codeNameAndVariantOfEveryRule() {
    JsonNode legend = valid(CliTests.run("standings", CliTests.wscf().toString(), "--ruleset",
        "mca", "--format", "json")).get("tiebreaks");
    List<TiebreakRule> chain = Rulesets.named("mca").chain();
    assertEquals(chain.size(), legend.size());
    for (int k = 0; k < chain.size(); k++) {
      TiebreakRule rule = chain.get(k);
      JsonNode entry = legend.get(k);
      assertEquals(rule.code(), entry.get("code").asText());
      assertEquals(rule.name(), entry.get("name").asText());
      assertEquals(rule.variant(), entry.get("variant").isNull() ? "" : entry.get("variant")
          .asText());
      assertEquals(rule.code().equals("PLAY"), entry.get("precedence").asBoolean(), rule.code());
    }
    assertEquals("Modified Median", legend.get(1).get("name").asText());
    assertTrue(legend.get(1).get("variant").asText().startsWith("a minus score drops the lowest"),
        legend.get(1).toString());
  }

  @Test
  void decidedBy_isOnTheLowerRow_withTheRuleAndBothFigures() {
    for (JsonNode document : List.of(standings(), standings("--ruleset", "fide"),
        valid(CliTests.run("standings", CliJsonSchemaTests.fideExercise().toString(),
            "--format", "json")))) {
      JsonNode rows = document.get("standings");
      assertTrue(rows.get(0).get("decidedBy").isNull());
      for (int p = 1; p < rows.size(); p++) {
        JsonNode row = rows.get(p);
        JsonNode above = rows.get(p - 1);
        JsonNode decidedBy = row.get("decidedBy");
        if (row.get("place").asText().equals(above.get("place").asText())) {
          assertTrue(decidedBy.isNull(), "a shared place: " + row);
          continue;
        }
        assertEquals(above.get("startRank").asInt(), decidedBy.get("below").asInt(),
            row.toString());
        String rule = decidedBy.get("rule").asText();
        JsonNode aboveValue = rule.equals("score") ? above.get("score")
            : above.get("tiebreaks").get(rule);
        JsonNode value = rule.equals("score") ? row.get("score") : row.get("tiebreaks").get(rule);
        if (rule.equals("LOTS")) {
          assertTrue(decidedBy.get("aboveValue").isNull(), row.toString());
          assertTrue(decidedBy.get("ownValue").isNull(), row.toString());
        } else {
          assertEquals(figure(aboveValue), figure(decidedBy.get("aboveValue")), row.toString());
          assertEquals(figure(value), figure(decidedBy.get("ownValue")), row.toString());
        }
      }
    }
    JsonNode second = standings().get("standings").get(1);
    assertEquals(1, second.get("decidedBy").get("below").asInt());
    assertEquals("MM", second.get("decidedBy").get("rule").asText());
    assertEquals(17, second.get("decidedBy").get("aboveValue").asInt());
    assertEquals(16, second.get("decidedBy").get("ownValue").asInt());
    JsonNode third = standings().get("standings").get(2);
    assertEquals("score", third.get("decidedBy").get("rule").asText());
    assertEquals("4", figure(third.get("decidedBy").get("ownValue")));
  }

  @Test
  void lots_theLotsValueIsThePositionDrawn_theRemarkItsOwnField() {
    JsonNode rows = standings("--tiebreaks", "LOTS", "--lot-seed", "42").get("standings");
    Map<String, List<Integer>> positionsByScore = new HashMap<>();
    for (JsonNode row : rows) {
      JsonNode lot = row.get("tiebreaks").get("LOTS");
      String score = figure(row.get("score"));
      if (row.get("remark").isNull()) {
        assertTrue(lot.isNull(), "not drawn: " + row);
        continue;
      }
      assertEquals("decided by lot (seed 42)", row.get("remark").asText());
      positionsByScore.computeIfAbsent(score, s -> new ArrayList<>()).add(lot.asInt());
      Run explain = CliTests.run("explain", CliTests.wscf().toString(), "--player",
          row.get("startRank").asText(), "--tiebreaks", "LOTS", "--lot-seed", "42");
      assertTrue(explain.out().contains("drew position " + lot.asInt() + " of "),
          explain.out());
    }
    assertEquals(List.of(1, 2), positionsByScore.get("6"));
    assertEquals(List.of(1, 2, 3), positionsByScore.get("3.5"));
    JsonNode fifth = rows.get(4);
    assertEquals("LOTS", fifth.get("decidedBy").get("rule").asText());
    assertEquals(4, fifth.get("decidedBy").get("below").asInt());
    assertTrue(fifth.get("decidedBy").get("aboveValue").isNull(), fifth.toString());
    assertEquals(2, fifth.get("tiebreaks").get("LOTS").asInt());

    JsonNode undrawn = standings("--tiebreaks", "LOTS").get("standings").get(0);
    assertEquals("1-2", undrawn.get("place").asText());
    assertTrue(undrawn.get("tiebreaks").get("LOTS").isNull(), undrawn.toString());
    assertEquals("to be decided by lot", undrawn.get("remark").asText());
  }

  @Test
  void warnings_ofTheFile_withLineColumnAndMessage(@TempDir Path dir) throws IOException {
    Path file = CliJsonSchemaTests.withWarning(dir);
    Run run = CliTests.run("standings", file.toString(), "--format", "json");
    JsonNode warning = valid(run).get("warnings").get(0);
    assertEquals(2, warning.get("line").asInt());
    assertEquals(5, warning.get("column").asInt());
    assertEquals("the start date (record 042) cannot be read: \"2026/13/01\"; expected YYYY/MM/DD",
        warning.get("message").asText());
    assertTrue(run.err().contains(file + ":2:5: warning: " + warning.get("message").asText()),
        run.err());
    assertEquals(1, valid(CliTests.run("explain", file.toString(), "--player", "1", "--format",
        "json")).get("warnings").size());
    assertEquals(1, valid(CliTests.run("check", file.toString(), "--format", "json"))
        .get("warnings").size());
    assertEquals(0, standings().get("warnings").size());
  }

  @Test
  void teams_numberedByTeam_scoredByMatchPoints() {
    JsonNode document = valid(CliTests.run("standings",
        CliJsonSchemaTests.teamSwiss().toString(), "--ruleset", "fide-2026", "--tiebreaks",
        "MP,GP,EDE,ESB,BH:MP", "--format", "json"));
    assertEquals("teams", document.get("entrants").asText());
    assertEquals("matchPoints", document.get("scoreType").asText());
    JsonNode first = document.get("standings").get(0);
    assertEquals(5, first.get("team").asInt());
    assertEquals("Tromsø Sjakklubb", first.get("name").asText());
    assertEquals("26.5", figure(first.get("tiebreaks").get("ESB")));
    assertTrue(first.get("tiebreaks").get("EDE").isNull(), first.toString());
    JsonNode second = document.get("standings").get(1);
    assertEquals("GP", second.get("decidedBy").get("rule").asText());
    assertEquals("7.5", figure(second.get("decidedBy").get("aboveValue")));
    assertEquals("5.5", figure(second.get("decidedBy").get("ownValue")));
  }

  @Test
  void explanation_everyLineFieldPresent_nullWhereItHasNone() {
    JsonNode document = valid(CliTests.run("explain", CliTests.wscf().toString(), "--player",
        "6", "--format", "json"));
    assertEquals(6, document.get("startRank").asInt());
    assertEquals("6", document.get("place").asText());
    assertEquals("3.5", figure(document.get("score")));
    assertEquals(5, document.get("decidedBy").get("below").asInt());
    JsonNode median = document.get("explanations").get(0);
    assertEquals("MM", median.get("code").asText());
    assertEquals(14, median.get("value").asInt());
    JsonNode bye = median.get("lines").get(3);
    assertEquals(4, bye.get("round").asInt());
    assertTrue(bye.get("opponent").isNull(), bye.toString());
    assertTrue(bye.get("opponentScore").isNull(), bye.toString());
    assertTrue(bye.get("dropped").asBoolean());
    assertEquals(0, bye.get("usedScore").asInt());
  }

  @Test
  void check_differences_withTheNeighbourAndTheRule(@TempDir Path dir) {
    Path file = CliFideTests.tec(dir, CliFideTests.rank(1, "5").andThen(CliFideTests.rank(16,
        "4"))::apply);
    JsonNode document = valid(CliTests.run("check", file.toString(), "--format", "json"));
    assertEquals(16, document.get("ranked").asInt());
    JsonNode first = document.get("differences").get(0);
    assertEquals(1, first.get("startRank").asInt());
    assertEquals(16, first.get("neighbour").get("startRank").asInt());
    assertEquals("above", first.get("placed").asText());
    assertEquals("BH/C2", first.get("rule").asText());
    assertEquals("9.5", figure(first.get("value")));
    assertEquals("9", figure(first.get("neighbourValue")));
  }

  @Test
  void guideExample_isTheRowTheToolWrites() {
    String example = DocPages.blocks("docs/guide/cli.md", "JSON", "json").get(0);
    JsonNode row = standings("--tiebreaks", "MM,SOLK,CUM,OPPCUM,TIED,ARO,LOTS")
        .get("standings").get(4);
    assertEquals(row, CliJsonSchemaTests.parse(example));
  }

  @Test
  void figure_aNumber_orAFractionWithoutAFiniteDecimalForm() {
    assertEquals("{\n  \"value\": \"2/3\"\n}\n", JsonOutput.figure(Score.of(2, 3)));
    assertEquals("{\n  \"value\": 0.25\n}\n", JsonOutput.figure(Score.of(1, 4)));
    assertEquals("{\n  \"value\": -3\n}\n", JsonOutput.figure(Score.of(-3)));
  }
}
