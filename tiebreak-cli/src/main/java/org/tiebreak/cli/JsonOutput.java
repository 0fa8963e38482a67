package org.tiebreak.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.prizes.Award;
import org.tiebreak.prizes.Prize;
import org.tiebreak.prizes.PrizeDistribution;
import org.tiebreak.prizes.PrizeOutcome;

/**
 * The JSON documents of the command line, as {@code docs/standings.schema.json} describes them:
 * standings, a player's or team's explanation, and a check of the file's ranks. Each opens with
 * the schema version, what it is, the ruleset, the rounds, the legend of the chain and the file's
 * warnings. An exact figure is a JSON number with the digits of {@link Score#toString()}, or a
 * string {@code "n/d"} for one without a finite decimal form; a figure that does not apply is
 * {@code null}. Remarks, explanation lines and notes are in the language asked for. Every control
 * character is written escaped, as {@link Printable} does.
 */
final class JsonOutput {

  /** The version of the schema the documents follow. */
  static final String SCHEMA_VERSION = "1.1";

  private static final JsonFactory FACTORY = new JsonFactoryBuilder()
      .characterEscapes(new ControlEscapes()).build();

  private JsonOutput() {}

  /** The standings, a row per player or team with every figure of the chain. */
  static String standings(Main.Ranking ranking, Locale locale) {
    Standings standings = ranking.standings();
    RowFacts shown = RowFacts.of(ranking);
    List<TiebreakRule> chain = standings.ruleset().chain();
    String number = ranking.scored().numberField;
    return document(json -> {
      header(json, "standings", ranking, shown);
      json.writeArrayFieldStart("standings");
      List<Standings.Row> rows = standings.rows();
      for (int index = 0; index < rows.size(); index++) {
        Standings.Row row = rows.get(index);
        json.writeStartObject();
        json.writeNumberField("rank", row.rank());
        json.writeStringField("place", row.place());
        json.writeNumberField(number, row.player().startNumber());
        json.writeStringField("name", row.player().name());
        exact(json, "score", row.score());
        json.writeObjectFieldStart("tiebreaks");
        List<Optional<Score>> values = shown.values(row);
        for (int k = 0; k < chain.size(); k++) {
          exact(json, chain.get(k).code(), values.get(k));
        }
        json.writeEndObject();
        decidedBy(json, shown.decidedBy(index));
        remark(json, row, locale);
        json.writeEndObject();
      }
      json.writeEndArray();
    });
  }

  /** How every rule of the chain gives one player's or team's figure, with its row. */
  static String explanation(Main.Ranking ranking, int player, Locale locale) {
    Standings standings = ranking.standings();
    RowFacts shown = RowFacts.of(ranking);
    if (standings.leftOut().contains(player)) {
      throw new Main.BadInput(List.of("tiebreak: " + ranking.scored().who + " " + player + ": "
          + StandingsTable.reason(standings, player).map(reason -> reason.format(locale))
              .orElse("left out of the standings")
          + " (explain --format text shows the player's figures)"));
    }
    Standings.Row row = standings.row(player);
    return document(json -> {
      header(json, "explanation", ranking, shown);
      json.writeNumberField(ranking.scored().numberField, player);
      json.writeStringField("name", row.player().name());
      json.writeNumberField("rank", row.rank());
      json.writeStringField("place", row.place());
      exact(json, "score", row.score());
      decidedBy(json, shown.decidedByOf(player));
      remark(json, row, locale);
      json.writeArrayFieldStart("explanations");
      List<TiebreakRule> chain = standings.ruleset().chain();
      List<Explanation> explanations = standings.explain(player);
      for (int k = 0; k < explanations.size(); k++) {
        Explanation explanation = explanations.get(k);
        json.writeStartObject();
        json.writeStringField("code", explanation.rule());
        json.writeStringField("name", explanation.ruleName());
        exact(json, "value", k < chain.size() ? shown.value(chain.get(k), explanation.value())
            : explanation.value());
        json.writeArrayFieldStart("lines");
        for (Explanation.Line line : explanation.lines()) {
          line(json, line, locale);
        }
        json.writeEndArray();
        json.writeArrayFieldStart("notes");
        for (Message note : explanation.notes()) {
          json.writeString(note.format(locale));
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
    });
  }

  /**
   * Who gets which prize: the sharing policy, the money, every award with its explanation, and
   * what became of every prize. Amounts are JSON numbers in the currency's decimals.
   */
  static String prizes(Main.Ranking ranking, PrizeDistribution prizes, Locale locale) {
    String number = ranking.scored().numberField;
    return document(json -> {
      header(json, "prizes", ranking, RowFacts.of(ranking));
      json.writeObjectFieldStart("sharing");
      json.writeStringField("name", prizes.policy().name());
      json.writeStringField("description", prizes.policy().description().format(locale));
      json.writeEndObject();
      json.writeStringField("currency", prizes.list().currency().getCurrencyCode());
      json.writeFieldName("fund");
      json.writeNumber(prizes.format(prizes.fund()));
      json.writeFieldName("paid");
      json.writeNumber(prizes.format(prizes.paid()));
      json.writeFieldName("withheld");
      json.writeNumber(prizes.format(prizes.withheld()));
      json.writeFieldName("unawarded");
      json.writeNumber(prizes.format(prizes.unawarded()));
      json.writeFieldName("roundingDifference");
      json.writeNumber(prizes.format(prizes.roundingDifference()));
      json.writeArrayFieldStart("notes");
      for (Message note : prizes.notes()) {
        json.writeString(note.format(locale));
      }
      json.writeEndArray();
      json.writeArrayFieldStart("awards");
      for (Award award : prizes.awards()) {
        json.writeStartObject();
        json.writeNumberField("rank", ranking.standings().row(award.player().startNumber())
            .rank());
        json.writeStringField("place", award.place());
        json.writeNumberField(number, award.player().startNumber());
        json.writeStringField("name", award.player().name());
        exact(json, "score", award.score());
        json.writeFieldName("cash");
        json.writeNumber(prizes.format(award.cash()));
        json.writeFieldName("withheld");
        json.writeNumber(prizes.format(award.withheld()));
        strings(json, "prizes", award.prizes());
        strings(json, "awards", award.awards());
        json.writeArrayFieldStart("explanation");
        for (Message line : award.explanation()) {
          json.writeString(line.format(locale));
        }
        json.writeEndArray();
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeArrayFieldStart("prizes");
      for (PrizeOutcome outcome : prizes.prizes()) {
        Prize prize = outcome.prize();
        json.writeStartObject();
        json.writeStringField("id", prize.id());
        json.writeStringField("category", prize.category());
        json.writeNumberField("position", prize.position());
        json.writeStringField("name", outcome.name().format(locale));
        json.writeFieldName("cash");
        json.writeNumber(prizes.format(prize.cash()));
        json.writeFieldName("award");
        string(json, prize.award());
        json.writeBooleanField("title", prize.title());
        json.writeStringField("status", switch (outcome.status()) {
          case WON -> "won";
          case SHARED -> "shared";
          case UNDECIDED -> "undecided";
          case NOT_AWARDED -> "notAwarded";
        });
        json.writeArrayFieldStart("sharedBy");
        for (int player : outcome.sharedBy()) {
          json.writeNumber(player);
        }
        json.writeEndArray();
        json.writeFieldName("holder");
        integer(json, outcome.holder().map(OptionalInt::of).orElse(OptionalInt.empty()));
        json.writeArrayFieldStart("candidates");
        for (int player : outcome.candidates()) {
          json.writeNumber(player);
        }
        json.writeEndArray();
        json.writeFieldName("note");
        string(json, outcome.note().map(note -> note.format(locale)));
        json.writeEndObject();
      }
      json.writeEndArray();
    });
  }

  private static void strings(JsonGenerator json, String name, List<String> values)
      throws IOException {
    json.writeArrayFieldStart(name);
    for (String value : values) {
      json.writeString(value);
    }
    json.writeEndArray();
  }

  /** The file's ranks against the computed places: whether all agree, and those that differ. */
  static String check(RankCheck check) {
    Main.Ranking ranking = check.ranking();
    String number = ranking.scored().numberField;
    return document(json -> {
      header(json, "check", ranking, RowFacts.of(ranking));
      json.writeNumberField("ranked", ranking.standings().rows().size());
      json.writeBooleanField("agree", check.agrees());
      json.writeArrayFieldStart("differences");
      for (RankCheck.Difference difference : check.differences()) {
        json.writeStartObject();
        json.writeNumberField(number, difference.row().player().startNumber());
        json.writeStringField("name", difference.row().player().name());
        json.writeNumberField("fileRank", difference.fileRank());
        json.writeStringField("place", difference.row().place());
        Optional<Standings.Row> neighbour = difference.neighbour();
        if (neighbour.isPresent()) {
          json.writeObjectFieldStart("neighbour");
          json.writeNumberField(number, neighbour.get().player().startNumber());
          json.writeStringField("name", neighbour.get().player().name());
          json.writeStringField("place", neighbour.get().place());
          json.writeEndObject();
        } else {
          json.writeNullField("neighbour");
        }
        json.writeFieldName("placed");
        string(json, neighbour.map(n -> difference.above() ? "above" : "below"));
        json.writeFieldName("rule");
        string(json, difference.comparison().flatMap(Standings.Comparison::rule));
        exact(json, "value", difference.value());
        exact(json, "neighbourValue", difference.neighbourValue());
        json.writeEndObject();
      }
      json.writeEndArray();
    });
  }

  /** A document of one figure, {@code {"value": ...}}: how every figure is written. */
  static String figure(Score value) {
    return document(json -> exact(json, "value", value));
  }

  /**
   * What every document opens with: the schema version, the kind of document, the ruleset, who
   * is ranked by what score, the rounds, the legend of the chain and the file's warnings.
   */
  private static void header(JsonGenerator json, String kind, Main.Ranking ranking,
      RowFacts shown) throws IOException {
    Standings standings = ranking.standings();
    json.writeStringField("schemaVersion", SCHEMA_VERSION);
    json.writeStringField("kind", kind);
    json.writeStringField("ruleset", standings.ruleset().name());
    json.writeStringField("entrants", ranking.teams().isPresent() ? "teams" : "players");
    json.writeStringField("scoreType", switch (ranking.scored()) {
      case POINTS -> "points";
      case MATCH_POINTS -> "matchPoints";
      case GAME_POINTS -> "gamePoints";
    });
    json.writeNumberField("roundsPlayed", standings.roundsPlayed());
    json.writeNumberField("roundsCompleted", standings.tournament().roundsCompleted());
    json.writeArrayFieldStart("tiebreaks");
    List<TiebreakRule> precedences = standings.ruleset().precedences();
    for (TiebreakRule rule : standings.ruleset().chain()) {
      json.writeStartObject();
      json.writeStringField("code", rule.code());
      json.writeStringField("name", rule.name());
      json.writeFieldName("variant");
      string(json, Optional.of(rule.variant()).filter(variant -> !variant.isEmpty()));
      json.writeBooleanField("precedence", precedences.contains(rule));
      json.writeBooleanField("applies", shown.applies(rule));
      json.writeEndObject();
    }
    json.writeEndArray();
    json.writeArrayFieldStart("warnings");
    for (InputFile.Warning warning : ranking.input().warnings) {
      json.writeStartObject();
      json.writeNumberField("line", warning.line());
      json.writeFieldName("column");
      integer(json, warning.column());
      json.writeStringField("message", warning.message());
      json.writeEndObject();
    }
    json.writeEndArray();
  }

  /**
   * Why the row is not higher, on the lower row of each pair, as the text's "below N on RULE (a
   * to b)": the player above, the rule that separates them ({@code "score"} where the scores do)
   * and both figures under it, where the rule has figures.
   */
  private static void decidedBy(JsonGenerator json, Optional<Standings.Comparison> decidedBy)
      throws IOException {
    if (decidedBy.isEmpty()) {
      json.writeNullField("decidedBy");
      return;
    }
    Standings.Comparison comparison = decidedBy.get();
    json.writeObjectFieldStart("decidedBy");
    json.writeNumberField("below", comparison.higher());
    json.writeStringField("rule", comparison.rule().orElseThrow());
    exact(json, "aboveValue", comparison.higherValue());
    exact(json, "ownValue", comparison.lowerValue());
    json.writeEndObject();
  }

  private static void remark(JsonGenerator json, Standings.Row row, Locale locale)
      throws IOException {
    json.writeFieldName("remark");
    string(json, row.remark().map(remark -> remark.format(locale)));
  }

  /** One line of an explanation, every field present and {@code null} where it has none. */
  private static void line(JsonGenerator json, Explanation.Line line, Locale locale)
      throws IOException {
    json.writeStartObject();
    json.writeFieldName("round");
    integer(json, line.round());
    json.writeFieldName("result");
    string(json, line.result().map(result -> result.format(locale)));
    json.writeFieldName("opponent");
    integer(json, line.opponent());
    exact(json, "opponentScore", line.opponentScore());
    exact(json, "usedScore", line.usedScore());
    json.writeFieldName("adjustment");
    string(json, line.adjustment().map(adjustment -> adjustment.format(locale)));
    exact(json, "contribution", line.contribution());
    json.writeBooleanField("dropped", line.dropped());
    exact(json, "runningTotal", line.runningTotal());
    json.writeEndObject();
  }

  /**
   * An exact figure: a JSON number with the digits of {@link Score#toString()}, or the string
   * {@code "n/d"} for a figure without a finite decimal form.
   */
  static void exact(JsonGenerator json, String name, Score value) throws IOException {
    json.writeFieldName(name);
    String text = value.toString();
    if (text.indexOf('/') < 0) {
      json.writeNumber(text);
    } else {
      json.writeString(text);
    }
  }

  private static void exact(JsonGenerator json, String name, Optional<Score> value)
      throws IOException {
    if (value.isPresent()) {
      exact(json, name, value.get());
    } else {
      json.writeNullField(name);
    }
  }

  private static void string(JsonGenerator json, Optional<String> value) throws IOException {
    if (value.isPresent()) {
      json.writeString(value.get());
    } else {
      json.writeNull();
    }
  }

  private static void integer(JsonGenerator json, OptionalInt value) throws IOException {
    if (value.isPresent()) {
      json.writeNumber(value.getAsInt());
    } else {
      json.writeNull();
    }
  }

  /** What a document writes between its braces. */
  @FunctionalInterface
  interface Body {
    void write(JsonGenerator json) throws IOException;
  }

  /**
   * One JSON object, indented by two spaces with {@code "name": value} and a line per member,
   * then a line end.
   */
  static String document(Body body) {
    BuilderWriter out = new BuilderWriter();
    DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
    DefaultPrettyPrinter layout = new DefaultPrettyPrinter(Separators.createDefaultInstance()
        .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
        .withObjectEmptySeparator("").withArrayEmptySeparator(""))
        .withObjectIndenter(indenter).withArrayIndenter(indenter);
    try (JsonGenerator json = FACTORY.createGenerator(out)) {
      json.setPrettyPrinter(layout);
      json.writeStartObject();
      body.write(json);
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.text.append('\n').toString();
  }

  /**
   * A writer into a {@link StringBuilder}: {@link java.io.StringWriter} locks a
   * {@link StringBuffer} on every write, which the standings of 100,000 players make millions of.
   */
  private static final class BuilderWriter extends Writer {
    final StringBuilder text = new StringBuilder(1 << 16);

    @Override
    public void write(char[] chars, int offset, int length) {
      text.append(chars, offset, length);
    }

    @Override
    public void write(String string, int offset, int length) {
      text.append(string, offset, offset + length);
    }

    @Override
    public void write(int c) {
      text.append((char) c);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }

  /**
   * Writes every character that {@link Printable} escapes (and every other control character
   * but tab, line feed and carriage return, which JSON writes as {@code \t}, {@code \n} and
   * {@code \r}) as a lower-case {@code \}{@code uXXXX}, so that the document is the same before
   * and after the printable writer.
   */
  private static final class ControlEscapes extends CharacterEscapes {
    private static final long serialVersionUID = 1L;

    private final int[] ascii = standardAsciiEscapesForJSON();

    ControlEscapes() {
      for (int c = 0; c < 0x20; c++) {
        if (c != '\t' && c != '\n' && c != '\r') {
          ascii[c] = ESCAPE_CUSTOM;
        }
      }
      ascii[0x7f] = ESCAPE_CUSTOM;
    }

    @Override
    public int[] getEscapeCodesForAscii() {
      return ascii;
    }

    @Override
    public SerializableString getEscapeSequence(int c) {
      return c < 0x20 || c <= Character.MAX_VALUE && Printable.isControl((char) c)
          ? new SerializedString(String.format("\\u%04x", c)) : null;
    }
  }
}
