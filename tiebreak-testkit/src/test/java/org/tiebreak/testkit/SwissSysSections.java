package org.tiebreak.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.rulesets.uscf.Uscf;

/**
 * The real US sections of {@code swisssys/} (see its README) as tournaments, with the figures,
 * order and places SwissSys published. A section's JSON is read here, by the test: it is not a
 * format of the library.
 */
final class SwissSysSections {

  /** The 30 sections, by file name without {@code .json}. */
  static final List<String> NAMES = List.of(
      "1st-spiegel-cup-qualifier--extra-games",
      "1st-spiegel-cup-qualifier--grades-6-8-qualifier",
      "1st-spiegel-cup-qualifier--grades-k-3-qualifier",
      "1st-spiegel-cup-qualifier--grades-k-5-qualifier",
      "1st-spiegel-cup-qualifier--reserve-under-1200",
      "1st-spiegel-cup-qualifier--reserve-under-300",
      "1st-spiegel-cup-qualifier--reserve-under-600",
      "1st-spiegel-cup-qualifier--reserve-under-900",
      "33rd-massachusetts-g-60-championship--championship",
      "33rd-massachusetts-g-60-championship--extra-games",
      "33rd-massachusetts-g-60-championship--under-1000",
      "33rd-massachusetts-g-60-championship--under-1200",
      "33rd-massachusetts-g-60-championship--under-1400",
      "33rd-massachusetts-g-60-championship--under-1600",
      "33rd-massachusetts-g-60-championship--under-1800",
      "33rd-massachusetts-g-60-championship--under-2000",
      "33rd-massachusetts-g-60-championship--under-2200",
      "8th-massachusetts-senior-open--open",
      "8th-massachusetts-senior-open--side-games",
      "8th-massachusetts-senior-open--under-1810",
      "oscf-2026-individual-state-championships-upstairs--elementary-school-platinum",
      "oscf-2026-individual-state-championships-upstairs--elementary-school-silver",
      "oscf-2026-individual-state-championships-upstairs--high-school-copper",
      "oscf-2026-individual-state-championships-upstairs--high-school-platinum",
      "oscf-2026-individual-state-championships-upstairs--high-school-silver",
      "oscf-2026-individual-state-championships-upstairs--high-school-zinc",
      "oscf-2026-individual-state-championships-upstairs--middle-school-copper",
      "oscf-2026-individual-state-championships-upstairs--middle-school-platinum",
      "oscf-2026-individual-state-championships-upstairs--middle-school-silver",
      "oscf-2026-individual-state-championships-upstairs--primary-school-platinum");

  private static final ObjectMapper JSON = new ObjectMapper();

  private SwissSysSections() {}

  /**
   * One section: the tournament, the figures SwissSys published by its label (in the section's
   * order) and start number, the published order and the places shared.
   */
  record Section(String name, Tournament tournament, Map<String, Map<Integer, Score>> figures,
      List<Integer> order, List<List<Integer>> places) {}

  static Section read(String name) {
    JsonNode root;
    try (InputStream in = SwissSysSections.class.getResourceAsStream(
        "/swisssys/" + name + ".json")) {
      if (in == null) {
        throw new IOException("no resource swisssys/" + name + ".json");
      }
      root = JSON.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Tournament.Builder builder = Tournament.builder().name(root.get("section").asText())
        .plannedRounds(root.get("rounds").asInt());
    for (JsonNode player : root.get("players")) {
      Player.Builder who = Player.builder().startNumber(player.get("id").asInt())
          .name(player.get("name").asText());
      if (!player.get("rating").isNull()) {
        who.rating(player.get("rating").asInt());
      }
      List<RoundResult> results = new ArrayList<>();
      for (JsonNode round : player.get("results")) {
        results.add(result(round));
      }
      builder.addRow(who.build(), results);
    }
    Map<String, Map<Integer, Score>> figures = new LinkedHashMap<>();
    root.get("tiebreaks").properties().forEach(label -> {
      Map<Integer, Score> values = new LinkedHashMap<>();
      label.getValue().properties().forEach(value -> values.put(
          Integer.parseInt(value.getKey()), Score.parse(value.getValue().asText())));
      figures.put(label.getKey(), values);
    });
    List<Integer> order = new ArrayList<>();
    root.get("rank_order").forEach(id -> order.add(id.asInt()));
    List<List<Integer>> places = new ArrayList<>();
    for (JsonNode group : root.get("place_groups")) {
      List<Integer> ids = new ArrayList<>();
      group.forEach(id -> ids.add(id.asInt()));
      places.add(ids);
    }
    return new Section(name, builder.build(), figures, order, places);
  }

  /**
   * One round as SwissSys wrote it. A forfeit is read without its colour: SwissSys gives some
   * forfeits the same colour on both sides, and no US Chess tie-break reads the colour of a
   * forfeit. A forfeit win that SwissSys recorded without an opponent is a full-point bye: every
   * rule 34E system treats the two alike (Cumulative less 1, no opponent for Solkoff and the
   * medians, nothing for Kashdan).
   */
  private static RoundResult result(JsonNode round) {
    String res = round.get("res").asText();
    JsonNode opp = round.get("opp");
    int opponent = opp.isNull() ? 0 : opp.asInt();
    Colour colour = switch (round.get("color").isNull() ? "" : round.get("color").asText()) {
      case "w" -> Colour.WHITE;
      case "b" -> Colour.BLACK;
      default -> null;
    };
    return switch (res) {
      case "W" -> RoundResult.against(ResultKind.WIN, opponent, colour);
      case "D" -> RoundResult.against(ResultKind.DRAW, opponent, colour);
      case "L" -> RoundResult.against(ResultKind.LOSS, opponent, colour);
      case "+" -> opponent == 0 ? RoundResult.bye(ResultKind.FULL_POINT_BYE)
          : RoundResult.against(ResultKind.FORFEIT_WIN, opponent, null);
      case "-" -> RoundResult.against(ResultKind.FORFEIT_LOSS, opponent, null);
      case "B1" -> RoundResult.bye(ResultKind.FULL_POINT_BYE);
      case "B05" -> RoundResult.bye(ResultKind.HALF_POINT_BYE);
      case "B0", "U" -> RoundResult.bye(ResultKind.ZERO_POINT_BYE);
      default -> throw new IllegalArgumentException("a result SwissSys does not write: " + res);
    };
  }

  /**
   * The US Chess rule a SwissSys label stands for: {@code Mod. Med} and {@code Med} are its
   * Modified Median, {@code Solk} and {@code Solkoff} Solkoff, {@code BPG} the games with Black;
   * {@code Op. perf.} is {@code opposition}, the library's or SwissSys's reading.
   */
  static TiebreakRule rule(String label, ValueRule opposition) {
    return switch (label) {
      case "Mod. Med", "Med" -> Uscf.modifiedMedian();
      case "Solk", "Solkoff" -> Uscf.solkoff();
      case "Cumul." -> Uscf.cumulative();
      case "Op. cumul." -> Uscf.cumulativeOfOpposition();
      case "Kash" -> Uscf.kashdan();
      case "BPG" -> Uscf.mostBlacks();
      case "Op. perf." -> opposition;
      default -> throw new IllegalArgumentException("a label SwissSys does not print: " + label);
    };
  }
}
