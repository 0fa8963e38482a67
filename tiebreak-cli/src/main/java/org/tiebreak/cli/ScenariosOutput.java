package org.tiebreak.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.scenarios.Chance;
import org.tiebreak.scenarios.PendingGame;
import org.tiebreak.scenarios.PlaceRange;
import org.tiebreak.scenarios.PlayerScenarios;
import org.tiebreak.scenarios.ScenarioReport;
import org.tiebreak.scenarios.Target;
import org.tiebreak.scenarios.TargetAnswer;

/** The scenarios of a round in progress as text or JSON ({@code docs/scenarios.schema.json}). */
final class ScenariosOutput {

  /** The version of {@code docs/scenarios.schema.json} the JSON follows. */
  static final String SCHEMA_VERSION = "1.1";

  private static final String UNDECIDED = "?";

  private ScenariosOutput() {}

  static String text(Main.Ranking ranking, ScenarioReport report, Integer player,
      Locale locale) {
    Standings standings = report.standings();
    StringBuilder out = new StringBuilder();
    out.append("Scenarios under ").append(standings.ruleset().name()).append(": ")
        .append(report.games().size()).append(ranking.teams().isPresent()
            ? report.games().size() == 1 ? " match in progress, " : " matches in progress, "
            : report.games().size() == 1 ? " pending game, " : " pending games, ")
        .append(report.completions()).append(" ways to end\n");
    for (PendingGame game : report.games()) {
      out.append("  ").append(game.message().format(locale)).append('\n');
    }
    out.append('\n');
    if (player != null) {
      detail(out, standings, report.player(player), locale);
      return out.toString();
    }
    List<String> header = new ArrayList<>(List.of("Rank", "No", "Name", "Score", "Final",
        "Places", "Win", "Draw", "Loss"));
    for (Target target : report.targets()) {
      header.add(target.id());
    }
    List<List<String>> rows = new ArrayList<>();
    rows.add(header);
    for (PlayerScenarios each : report.players()) {
      Standings.Row row = standings.row(each.player());
      List<String> cells = new ArrayList<>(List.of(row.place(), Integer.toString(each.player()),
          row.player().name(), each.score().toString(), final_(each),
          range(each.places(), each.placeBounds())));
      List<PlayerScenarios.AfterResult> after = each.afterResults();
      if (after.size() == 3) {
        for (PlayerScenarios.AfterResult result : after) {
          cells.add(range(result.places(), result.placeBounds()));
        }
      } else {
        cells.addAll(List.of("", "", ""));
      }
      for (Target target : report.targets()) {
        cells.add(each.answer(target).chance().message().format(locale));
      }
      rows.add(cells);
    }
    table(out, rows);
    out.append('\n');
    for (Target target : report.targets()) {
      List<Integer> clinched = report.clinched(target);
      out.append("Clinched ").append(target.message().format(locale)).append(": ")
          .append(clinched.isEmpty() ? "nobody" : join(clinched)).append('\n');
    }
    if (!report.complete()) {
      List<Integer> undecided = report.undecided().stream().map(PlayerScenarios::player)
          .toList();
      out.append("Undecided within the limit (").append(UNDECIDED).append(": the places are"
          + " bounds): ").append(join(undecided)).append('\n');
    }
    return out.toString();
  }

  private static void detail(StringBuilder out, Standings standings, PlayerScenarios each,
      Locale locale) {
    Standings.Row row = standings.row(each.player());
    out.append(each.player()).append(' ').append(row.player().name()).append(": score ")
        .append(each.score()).append(", final score ").append(final_(each)).append('\n');
    out.append("  ").append(range(each.places(), each.placeBounds(), each.placesReached(),
        locale)).append('\n');
    PendingGame current = null;
    StringBuilder line = null;
    for (PlayerScenarios.AfterResult after : each.afterResults()) {
      if (!after.game().equals(current)) {
        if (line != null) {
          out.append(line).append('\n');
        }
        current = after.game();
        line = new StringBuilder("  ").append(current.message().format(locale)).append(": ");
      } else {
        line.append("; ");
      }
      line.append(current.resultFor(each.player(), after.result()).format(locale)).append(", ")
          .append(range(after.places(), after.placeBounds(), after.placesReached(), locale));
    }
    if (line != null) {
      out.append(line).append('\n');
    }
    for (TargetAnswer answer : each.answers()) {
      out.append("  ").append(answer.target().message().format(locale)).append(": ")
          .append(answer.chance().message().format(locale)).append('\n');
      if (answer.chance() == Chance.OPEN || answer.chance() == Chance.TIE_AT_BEST
          || answer.chance() == Chance.CLINCHED_TIE) {
        answer.conditions().ifPresent(c -> out.append("    ")
            .append(Message.of("scenario.alone", c).format(locale)).append('\n'));
        answer.tieConditions().ifPresent(c -> out.append("    ")
            .append(Message.of("scenario.tied", c).format(locale)).append('\n'));
      }
    }
  }

  private static String final_(PlayerScenarios each) {
    return each.lowestScore().equals(each.highestScore()) ? each.lowestScore().toString()
        : each.lowestScore() + "-" + each.highestScore();
  }

  /** A range, or where the limit stopped the work the bounds marked undecided ("8-51?"). */
  private static String range(Optional<PlaceRange> range, PlaceRange bounds) {
    return range.map(PlaceRange::text).orElse(bounds.text() + UNDECIDED);
  }

  /**
   * A range in words, or where the limit stopped the work its bounds and the places reached
   * ("places 8-51 at most, 8-41 reached (undecided within the limit)").
   */
  private static String range(Optional<PlaceRange> range, PlaceRange bounds,
      Optional<PlaceRange> reached, Locale locale) {
    return range.map(r -> r.message().format(locale))
        .orElse(reached.map(r -> Message.of("scenario.undecidedReached", bounds.message(),
                r.text()))
            .orElse(Message.of("scenario.undecided", bounds.message())).format(locale));
  }

  private static String join(List<Integer> numbers) {
    return String.join(", ", numbers.stream().map(String::valueOf).toList());
  }

  private static void table(StringBuilder out, List<List<String>> rows) {
    int columns = rows.get(0).size();
    int[] width = new int[columns];
    for (List<String> row : rows) {
      for (int c = 0; c < columns; c++) {
        width[c] = Math.max(width[c], row.get(c).length());
      }
    }
    for (List<String> row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < columns; c++) {
        line.append(row.get(c));
        if (c < columns - 1) {
          line.append(" ".repeat(width[c] - row.get(c).length() + 2));
        }
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
  }

  static String json(Main.Ranking ranking, ScenarioReport report, Locale locale) {
    Standings standings = report.standings();
    return JsonOutput.document(json -> {
      json.writeStringField("schemaVersion", SCHEMA_VERSION);
      json.writeStringField("kind", "scenarios");
      json.writeStringField("ruleset", standings.ruleset().name());
      json.writeNumberField("roundsPlayed", standings.roundsPlayed());
      json.writeNumberField("roundsCompleted", standings.tournament().roundsCompleted());
      json.writeArrayFieldStart("pendingGames");
      for (PendingGame game : report.games()) {
        json.writeStartObject();
        game(json, game);
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeStringField("completions", report.completions().toString());
      json.writeBooleanField("complete", report.complete());
      json.writeNumberField("examined", report.examined());
      json.writeArrayFieldStart("targets");
      for (Target target : report.targets()) {
        json.writeStartObject();
        json.writeStringField("target", target.id());
        json.writeStringField("name", target.message().format(locale));
        json.writeArrayFieldStart("clinched");
        for (int number : report.clinched(target)) {
          json.writeNumber(number);
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("players");
      for (PlayerScenarios each : report.players()) {
        Standings.Row row = standings.row(each.player());
        json.writeStartObject();
        json.writeNumberField("startNumber", each.player());
        json.writeStringField("name", row.player().name());
        json.writeNumberField("rank", row.rank());
        json.writeStringField("place", row.place());
        JsonOutput.exact(json, "score", each.score());
        JsonOutput.exact(json, "lowestScore", each.lowestScore());
        JsonOutput.exact(json, "highestScore", each.highestScore());
        json.writeFieldName("places");
        places(json, each.places());
        json.writeFieldName("placeBounds");
        places(json, Optional.of(each.placeBounds()));
        json.writeFieldName("placesReached");
        places(json, each.placesReached());
        json.writeArrayFieldStart("afterResults");
        for (PlayerScenarios.AfterResult after : each.afterResults()) {
          json.writeStartObject();
          game(json, after.game());
          json.writeStringField("result", own(after.game(), each.player(), after.result()));
          json.writeFieldName("places");
          places(json, after.places());
          json.writeFieldName("placeBounds");
          places(json, Optional.of(after.placeBounds()));
          json.writeFieldName("placesReached");
          places(json, after.placesReached());
          json.writeEndObject();
        }
        json.writeEndArray();
        json.writeArrayFieldStart("targets");
        for (TargetAnswer answer : each.answers()) {
          json.writeStartObject();
          json.writeStringField("target", answer.target().id());
          json.writeStringField("chance", switch (answer.chance()) {
            case CLINCHED -> "clinched";
            case CLINCHED_TIE -> "clinchedTie";
            case OPEN -> "open";
            case TIE_AT_BEST -> "tieAtBest";
            case OUT_OF_REACH -> "outOfReach";
            case UNDECIDED -> "undecided";
          });
          json.writeStringField("text", answer.chance().message().format(locale));
          message(json, "conditions", answer.conditions(), locale);
          message(json, "tieConditions", answer.tieConditions(), locale);
          json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
    });
  }

  private static void game(JsonGenerator json, PendingGame game) throws IOException {
    json.writeNumberField("round", game.round());
    json.writeNumberField("white", game.white());
    json.writeNumberField("black", game.black());
  }

  private static String own(PendingGame game, int player, GameResult result) {
    if (result == GameResult.DRAW) {
      return "draw";
    }
    boolean whiteWins = result == GameResult.WHITE_WINS;
    return whiteWins == (game.white() == player) ? "win" : "loss";
  }

  private static void places(JsonGenerator json, Optional<PlaceRange> range)
      throws IOException {
    if (range.isEmpty()) {
      json.writeNull();
      return;
    }
    json.writeStartObject();
    json.writeNumberField("best", range.get().best());
    json.writeNumberField("worst", range.get().worst());
    json.writeEndObject();
  }

  private static void message(JsonGenerator json, String name, Optional<Message> message,
      Locale locale) throws IOException {
    if (message.isPresent()) {
      json.writeStringField(name, message.get().format(locale));
    } else {
      json.writeNullField(name);
    }
  }
}
