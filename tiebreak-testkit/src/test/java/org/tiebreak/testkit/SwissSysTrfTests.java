package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.SwissSysSections.Section;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfProblem;

/**
 * The three real sections of {@code swisssys/} whose forfeits SwissSys wrote with the same colour
 * on both sides or a colour on one side only, written as TRF with the colours as SwissSys gave
 * them: the reader once refused them; it now reads each with a warning per forfeit, and the
 * section gives every figure SwissSys published.
 */
class SwissSysTrfTests {

  private static final ObjectMapper JSON = new ObjectMapper();

  static Stream<Arguments> sections() {
    return Stream.of(
        Arguments.of("33rd-massachusetts-g-60-championship--under-1200", 1),
        Arguments.of("33rd-massachusetts-g-60-championship--under-1600", 1),
        Arguments.of("33rd-massachusetts-g-60-championship--under-2200", 1));
  }

  /** Pads or cuts {@code text} to {@code width} characters, on the left or the right. */
  private static String field(String text, int width, boolean right) {
    String cut = text.length() > width ? text.substring(0, width) : text;
    String pad = " ".repeat(width - cut.length());
    return right ? pad + cut : cut + pad;
  }

  /**
   * The section as a TRF-16 file: the colours of every game and forfeit as SwissSys wrote them;
   * a forfeit win SwissSys recorded without an opponent and a full-point bye as {@code F}, a
   * half-point bye {@code H}, a zero-point bye or a round not paired {@code Z}.
   */
  static String trf(String name) throws IOException {
    JsonNode root;
    try (InputStream in = SwissSysTrfTests.class.getResourceAsStream(
        "/swisssys/" + name + ".json")) {
      root = JSON.readTree(in);
    }
    StringBuilder text = new StringBuilder("012 ").append(root.get("section").asText())
        .append("\nXXR ").append(root.get("rounds").asInt()).append('\n');
    for (JsonNode player : root.get("players")) {
      StringBuilder line = new StringBuilder("001 ")
          .append(field(player.get("id").asText(), 4, true)).append("      ")
          .append(field(player.get("name").asText(), 33, false)).append(' ')
          .append(field(player.get("rating").isNull() ? "" : player.get("rating").asText(), 4,
              true))
          .append(" ".repeat(28))
          .append(field(player.get("total").asText(), 4, true)).append("     ");
      for (JsonNode round : player.get("results")) {
        String res = round.get("res").asText();
        String opponent = round.get("opp").isNull() ? "0000"
            : field(round.get("opp").asText(), 4, true);
        String colour = round.get("color").isNull() ? "-" : round.get("color").asText();
        String result = switch (res) {
          case "W" -> "1";
          case "D" -> "=";
          case "L" -> "0";
          case "+" -> opponent.equals("0000") ? "F" : "+";
          case "-" -> "-";
          case "B1" -> "F";
          case "B05" -> "H";
          default -> "Z";
        };
        if (opponent.equals("0000")) {
          colour = "-";
        }
        line.append("  ").append(opponent).append(' ').append(colour).append(' ').append(result);
      }
      text.append(line).append('\n');
    }
    return text.toString();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sections")
  void forfeitColoursAsSwissSysWroteThem_readWithAWarning_andEveryFigureReproduces(String name,
      int forfeits) throws IOException {
    TrfDocument document = Trf.read(trf(name));
    Section published = SwissSysSections.read(name);
    Section read = new Section(name, document.tournament(), published.figures(),
        published.order(), published.places());

    List<String> warnings = document.warnings().stream().map(TrfProblem::toString).toList();
    assertEquals(forfeits, warnings.stream()
        .filter(warning -> warning.contains("read without colours")).count(), warnings.toString());
    assertEquals(List.of(), SwissSysFiguresTests.differences(read,
        Uscf.oppositionPerformanceSwissSys()));
  }
}
