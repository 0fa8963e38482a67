package org.tiebreak.api.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.EqualsTester;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Colour;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;

/** The library's texts: both languages complete and well formed, and how messages render. */
class MessageTests {

  private static final Pattern LONE_QUOTE = Pattern.compile("(?<!')'(?!')");

  private static Properties texts(String name) throws IOException {
    Properties properties = new Properties();
    try (InputStream in = Message.class.getResourceAsStream(name)) {
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return properties;
  }

  @Test
  void everyKey_isInBothLanguages() throws IOException {
    Set<String> english = texts("messages.properties").stringPropertyNames();
    Set<String> german = texts("messages_de.properties").stringPropertyNames();
    Set<String> onlyEnglish = new TreeSet<>(english);
    onlyEnglish.removeAll(german);
    Set<String> onlyGerman = new TreeSet<>(german);
    onlyGerman.removeAll(english);
    assertEquals(Set.of(), onlyEnglish, "keys without a German text");
    assertEquals(Set.of(), onlyGerman, "German texts of no English key");
    assertEquals(new TreeSet<>(english), Message.keys());
  }

  @Test
  void everyPattern_isAWellFormedMessageFormat_andQuotesAreDoubled() throws IOException {
    List<String> bad = new ArrayList<>();
    for (String file : List.of("messages.properties", "messages_de.properties")) {
      Properties texts = texts(file);
      for (String key : new TreeSet<>(texts.stringPropertyNames())) {
        String pattern = texts.getProperty(key);
        if (pattern.isBlank() || LONE_QUOTE.matcher(pattern).find()) {
          bad.add(file + " " + key + "=" + pattern);
          continue;
        }
        try {
          new MessageFormat(pattern, Locale.ROOT);
        } catch (IllegalArgumentException e) {
          bad.add(file + " " + key + ": " + e.getMessage());
        }
      }
    }
    assertEquals(List.of(), bad);
  }

  @Test
  void theKindsAndColours_haveTexts() {
    for (ResultKind kind : ResultKind.values()) {
      assertTrue(Message.keys().contains("kind." + kind.name()), kind::name);
      assertTrue(Message.keys().contains("line.result." + kind.name()), kind::name);
    }
    for (Colour colour : Colour.values()) {
      assertTrue(Message.keys().contains("colour." + colour.name()), colour::name);
    }
  }

  @Test
  void aMessage_rendersInEnglishAndGerman_withItsArgumentsInTheSameLanguage() {
    Message message = RoundResult.against(ResultKind.WIN, 6, Colour.WHITE).message();
    assertEquals("win against 6 with white", message.toString());
    assertEquals("Sieg gegen 6 mit Weiß", message.format(Locale.GERMAN));
    assertEquals("Sieg gegen 6 mit Weiß", message.format(Locale.GERMANY));
    assertEquals("win against 6 with white", message.format(Locale.FRENCH));
    assertEquals("zero-point bye", RoundResult.bye(ResultKind.ZERO_POINT_BYE).description());
  }

  @Test
  void wholeNumbers_printWithoutGrouping_andChoicesReadNumbers() {
    Message byLot = Message.of("remark.byLot", 1234567L);
    assertEquals("decided by lot (seed 1234567)", byLot.toString());
    assertEquals("durch Los entschieden (Startwert 1234567)", byLot.format(Locale.GERMAN));
    ResourceBundle plural = bundle(Locale.ROOT, "test.rounds", "{0} {0,choice,1#round|1<rounds}");
    assertEquals("1 round", Message.of("test.rounds", 1).format(plural));
    assertEquals("12345 rounds", Message.of("test.rounds", 12345).format(plural));
  }

  @Test
  void aProgramsBundle_overridesItsKeys_andTheLibrarysTextsFillTheRest() {
    ResourceBundle french = bundle(Locale.FRENCH, "kind.WIN", "gain", "acme.note",
        "{0} : {1}");
    Message result = RoundResult.against(ResultKind.WIN, 6, Colour.WHITE).message();
    assertEquals("gain against 6 with white", result.format(french));
    assertEquals("3 : gain", Message.of("acme.note", 3, ResultKind.WIN).format(french));
    ResourceBundle german = bundle(Locale.GERMAN, "acme.note", "{0}: {1}");
    assertEquals("3: Remis", Message.of("acme.note", 3, ResultKind.DRAW).format(german));
  }

  @Test
  void anUnknownKey_rendersAsTheKeyAndArguments_andATextAsItIs() {
    assertEquals("acme.unknown 3, draw, 1.5",
        Message.of("acme.unknown", 3, ResultKind.DRAW, Score.parse("1.5")).toString());
    assertEquals("acme.unknown", Message.of("acme.unknown").format(Locale.GERMAN));
    assertEquals("Hausregel: Wertung ''A''", Message.text("Hausregel: Wertung ''A''")
        .format(Locale.GERMAN));
  }

  @Test
  void listsAndNestedMessages_renderInTheMessagesLanguage() {
    Message where = Message.of("problem.where",
        List.of(Message.of("problem.player", 3), Message.of("problem.round", 2)),
        Message.of("kind.DRAW"));
    assertEquals("player 3, round 2: draw", where.toString());
    assertEquals("Spieler 3, Runde 2: Remis", where.format(Locale.GERMAN));
  }

  @Test
  void badArguments_areRefusedWithTheirPosition() {
    NullPointerException nul = assertThrows(NullPointerException.class,
        () -> Message.of("remark.byLot", 1, null));
    assertEquals("arguments[1]", nul.getMessage());
    IllegalArgumentException type = assertThrows(IllegalArgumentException.class,
        () -> Message.of("remark.byLot", List.of(1, 2.5)));
    assertTrue(type.getMessage().startsWith("arguments[0][1]: "), type::getMessage);
    assertThrows(IllegalArgumentException.class, () -> Message.of(" "));
  }

  @Test
  void equality_isByKeyAndArguments() {
    new EqualsTester()
        .addEqualityGroup(Message.of("remark.byLot", 42), Message.of("remark.byLot", 42L))
        .addEqualityGroup(Message.of("remark.byLot", 43))
        .addEqualityGroup(Message.of("remark.playOff"))
        .addEqualityGroup(Message.text("remark.playOff"))
        .testEquals();
  }

  private static ResourceBundle bundle(Locale locale, String... keysAndTexts) {
    Object[][] contents = new Object[keysAndTexts.length / 2][];
    for (int i = 0; i < contents.length; i++) {
      contents[i] = new Object[] {keysAndTexts[2 * i], keysAndTexts[2 * i + 1]};
    }
    return new ListResourceBundle() {
      @Override
      protected Object[][] getContents() {
        return contents;
      }

      @Override
      public Locale getLocale() {
        return locale;
      }
    };
  }
}
