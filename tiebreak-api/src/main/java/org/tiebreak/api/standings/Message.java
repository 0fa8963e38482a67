package org.tiebreak.api.standings;

import static org.apiguardian.api.API.Status.STABLE;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.FieldPosition;
import java.text.Format;
import java.text.MessageFormat;
import java.text.ParsePosition;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.apiguardian.api.API;
import org.tiebreak.api.Colour;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;

/**
 * A text for people, kept as a stable key and typed arguments so that a program can show it in
 * its user's language: the remarks of the standings ("to be decided by a play-off"), the lines and
 * notes of explanations, and the problems of a tournament.
 *
 * <p>The library's texts are {@code messages.properties} resource bundles in this package, in
 * English (the base bundle) and German; {@link #format(Locale)} renders from them, falling back to
 * English for a language they lack. A program that ships in another language renders with its own
 * bundle through {@link #format(ResourceBundle)}; {@link #keys()} lists the keys such a bundle
 * translates. {@link #toString()} is the English text.
 *
 * <p>An argument is a whole number, a {@link String} shown as it is (a rule's code, a name), a
 * {@link Score}, a {@link ResultKind}, {@link Colour} or {@link RoundResult} (rendered in the
 * message's language), another {@code Message}, or a {@link List} of these (rendered joined by
 * commas). Patterns follow {@link MessageFormat}: {@code {0}} is an argument, and a choice such as
 * {@code {0,choice,1#round|1<rounds}} reads a number. Whole numbers print without grouping.
 *
 * <p>Messages are immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class Message {

  private static final String TEXT = "text";
  private static final Map<String, Map<String, String>> TEXTS = new ConcurrentHashMap<>();

  private final String key;
  private final List<Object> arguments;

  private Message(String key, List<Object> arguments) {
    this.key = key;
    this.arguments = arguments;
  }

  /**
   * A message of the library's bundles or of a program's own bundle.
   *
   * @throws IllegalArgumentException if the key is blank or an argument is of a kind the class
   *     does not render
   */
  public static Message of(String key, Object... arguments) {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(arguments, "arguments");
    if (key.isBlank()) {
      throw new IllegalArgumentException("a message key must not be blank");
    }
    Object[] checked = new Object[arguments.length];
    for (int i = 0; i < arguments.length; i++) {
      checked[i] = checked(arguments[i], "arguments", i);
    }
    return new Message(key, List.of(checked));
  }

  /**
   * A text that reads the same in every language, for a program's own rule that does not
   * translate its explanations. Its key is {@code "text"} and its one argument the text.
   */
  public static Message text(String text) {
    return new Message(TEXT, List.of(Objects.requireNonNull(text, "text")));
  }

  /** The argument at {@code index} of {@code list}, as kept; whole numbers as longs. */
  private static Object checked(Object argument, String list, int index) {
    if (argument == null) {
      throw new NullPointerException(list + "[" + index + "]");
    }
    if (argument instanceof Integer || argument instanceof Long || argument instanceof Short
        || argument instanceof Byte) {
      return ((Number) argument).longValue();
    }
    if (argument instanceof String || argument instanceof Score || argument instanceof ResultKind
        || argument instanceof Colour || argument instanceof RoundResult
        || argument instanceof Message) {
      return argument;
    }
    if (argument instanceof List<?> elements) {
      Object[] copy = new Object[elements.size()];
      for (int i = 0; i < copy.length; i++) {
        copy[i] = checked(elements.get(i), list + "[" + index + "]", i);
      }
      return List.of(copy);
    }
    throw new IllegalArgumentException(list + "[" + index + "]: a message cannot render a "
        + argument.getClass().getName());
  }

  /** The key of the text in the bundles. */
  public String key() {
    return key;
  }

  /** The arguments, in the order of the pattern's numbers; whole numbers as {@link Long}. */
  public List<Object> arguments() {
    return arguments;
  }

  /**
   * The message in a language of the library's bundles; English where the language has none.
   */
  public String format(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    return render(new Texts(null, locale));
  }

  /**
   * The message from a program's own bundle: its pattern for the key where it has one, the
   * library's text in the bundle's language (or English) where it does not. Arguments that are
   * themselves translated (result kinds, colours, messages) come from the same bundle.
   */
  public String format(ResourceBundle bundle) {
    Objects.requireNonNull(bundle, "bundle");
    return render(new Texts(bundle, bundle.getLocale() == null ? Locale.ROOT : bundle.getLocale()));
  }

  /** The keys of the library's texts, sorted: what a program's bundle translates. */
  public static Set<String> keys() {
    return Collections.unmodifiableSet(new TreeSet<>(library("").keySet()));
  }

  /** The English text. */
  @Override
  public String toString() {
    return format(Locale.ROOT);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Message other && key.equals(other.key) && arguments.equals(other.arguments);
  }

  @Override
  public int hashCode() {
    return 31 * key.hashCode() + arguments.hashCode();
  }

  private String render(Texts texts) {
    if (key.equals(TEXT)) {
      return (String) arguments.get(0);
    }
    String pattern = texts.pattern(key);
    if (pattern == null) {
      List<String> parts = new ArrayList<>();
      for (Object argument : arguments) {
        parts.add(texts.render(argument));
      }
      return parts.isEmpty() ? key : key + " " + String.join(", ", parts);
    }
    MessageFormat format = new MessageFormat(pattern, texts.locale);
    Format[] formats = format.getFormats();
    for (int i = 0; i < formats.length; i++) {
      if (formats[i] == null) {
        format.setFormat(i, PLAIN);
      }
    }
    Object[] values = new Object[arguments.size()];
    for (int i = 0; i < values.length; i++) {
      Object argument = arguments.get(i);
      values[i] = argument instanceof Long ? argument : texts.render(argument);
    }
    return format.format(values);
  }

  /** A placeholder without a format: its argument as it is, a number without grouping. */
  private static final Format PLAIN = new Format() {
    private static final long serialVersionUID = 1L;

    @Override
    public StringBuffer format(Object value, StringBuffer to, FieldPosition position) {
      return to.append(value);
    }

    @Override
    public Object parseObject(String source, ParsePosition position) {
      throw new UnsupportedOperationException("messages are not parsed");
    }
  };

  /** Where a message's texts come from: a program's bundle first, then the library's. */
  private static final class Texts {
    final ResourceBundle bundle;
    final Locale locale;

    Texts(ResourceBundle bundle, Locale locale) {
      this.bundle = bundle;
      this.locale = locale;
    }

    String pattern(String key) {
      if (bundle != null && bundle.containsKey(key)) {
        try {
          return bundle.getString(key);
        } catch (MissingResourceException | ClassCastException e) {
          // not a text: the library's own text serves
        }
      }
      for (String suffix : suffixes(locale)) {
        String pattern = library(suffix).get(key);
        if (pattern != null) {
          return pattern;
        }
      }
      return null;
    }

    String render(Object argument) {
      if (argument instanceof Message message) {
        return message.render(this);
      }
      if (argument instanceof ResultKind kind) {
        return of("kind." + kind.name()).render(this);
      }
      if (argument instanceof Colour colour) {
        return of("colour." + colour.name()).render(this);
      }
      if (argument instanceof RoundResult result) {
        return result.message().render(this);
      }
      if (argument instanceof List<?> list) {
        List<String> parts = new ArrayList<>(list.size());
        for (Object element : list) {
          parts.add(render(element));
        }
        return String.join(", ", parts);
      }
      return String.valueOf(argument);
    }
  }

  private static List<String> suffixes(Locale locale) {
    List<String> suffixes = new ArrayList<>(3);
    String language = locale.getLanguage();
    if (!language.isEmpty()) {
      if (!locale.getCountry().isEmpty()) {
        suffixes.add("_" + language + "_" + locale.getCountry());
      }
      suffixes.add("_" + language);
    }
    suffixes.add("");
    return suffixes;
  }

  private static Map<String, String> library(String suffix) {
    return TEXTS.computeIfAbsent(suffix, Message::load);
  }

  private static Map<String, String> load(String suffix) {
    String name = "messages" + suffix + ".properties";
    try (InputStream in = Message.class.getResourceAsStream(name)) {
      if (in == null) {
        return Map.of();
      }
      Properties properties = new Properties();
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
      Map<String, String> texts = new ConcurrentHashMap<>();
      for (String key : properties.stringPropertyNames()) {
        texts.put(key, properties.getProperty(key));
      }
      return texts;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the library's texts " + name, e);
    }
  }
}
