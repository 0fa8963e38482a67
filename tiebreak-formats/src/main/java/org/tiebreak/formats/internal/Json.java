package org.tiebreak.formats.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON text (RFC 8259) read into values that know their line and column, and written back with
 * numbers as their exact digits. Numbers are kept as written, never as binary floating point.
 * Reading stops at the first syntax error, which it reports with its line and column; it nests
 * at most {@link #MAX_DEPTH} arrays and objects, so that no text can exhaust the stack.
 */
public final class Json {

  /** The deepest nesting of arrays and objects read. */
  public static final int MAX_DEPTH = 256;

  private Json() {}

  /** A value of the text and where it starts (from 1). */
  public sealed interface Value permits Obj, Arr, Str, Num, Bool, Null {
    /** The line where the value starts. */
    int line();

    /** The column where the value starts, in characters. */
    int column();

    /** What the value is, as a message names it: "an object", "a string"... */
    String kind();
  }

  /** An object; members in the order written. A name given twice is a syntax error. */
  public record Obj(Map<String, Value> members, int line, int column) implements Value {
    /** The member named, or null. */
    public Value get(String name) {
      return members.get(name);
    }

    @Override
    public String kind() {
      return "an object";
    }
  }

  /** An array. */
  public record Arr(List<Value> elements, int line, int column) implements Value {
    @Override
    public String kind() {
      return "an array";
    }
  }

  /** A string. */
  public record Str(String value, int line, int column) implements Value {
    @Override
    public String kind() {
      return "a string";
    }
  }

  /** A number, as written. */
  public record Num(String text, int line, int column) implements Value {
    @Override
    public String kind() {
      return "a number";
    }
  }

  /** {@code true} or {@code false}. */
  public record Bool(boolean value, int line, int column) implements Value {
    @Override
    public String kind() {
      return "a boolean";
    }
  }

  /** {@code null}. */
  public record Null(int line, int column) implements Value {
    @Override
    public String kind() {
      return "null";
    }
  }

  /** A text that is not JSON: the first place where it goes wrong. */
  public static final class SyntaxError extends Exception {
    private static final long serialVersionUID = 1L;
    /** The line of the error. */
    public final int line;
    /** The column of the error. */
    public final int column;

    SyntaxError(int line, int column, String message) {
      super(message, null, false, false);
      this.line = line;
      this.column = column;
    }
  }

  /**
   * Reads a JSON text: one value, with white space around it.
   *
   * @throws SyntaxError at the first place the text is not JSON
   */
  public static Value parse(String text) throws SyntaxError {
    Parser parser = new Parser(text);
    parser.skipSpace();
    Value value = parser.value(0);
    parser.skipSpace();
    if (parser.pos < text.length()) {
      throw parser.error("more after the end of the JSON value");
    }
    return value;
  }

  /** Reads {@code text}, one character at a time, keeping the line and column. */
  private static final class Parser {
    private final String text;
    private int pos;
    private int line = 1;
    private int lineStart;

    Parser(String text) {
      this.text = text;
    }

    int column() {
      return pos - lineStart + 1;
    }

    SyntaxError error(String message) {
      return new SyntaxError(line, column(), message);
    }

    void skipSpace() {
      while (pos < text.length()) {
        char c = text.charAt(pos);
        if (c == '\n') {
          pos++;
          line++;
          lineStart = pos;
        } else if (c == '\r') {
          pos++;
          if (pos < text.length() && text.charAt(pos) == '\n') {
            pos++;
          }
          line++;
          lineStart = pos;
        } else if (c == ' ' || c == '\t') {
          pos++;
        } else {
          return;
        }
      }
    }

    Value value(int depth) throws SyntaxError {
      if (pos >= text.length()) {
        throw error("the text ends where a value was expected");
      }
      int l = line;
      int c = column();
      char ch = text.charAt(pos);
      switch (ch) {
        case '{':
          return object(depth + 1, l, c);
        case '[':
          return array(depth + 1, l, c);
        case '"':
          return new Str(string(), l, c);
        case 't':
          word("true");
          return new Bool(true, l, c);
        case 'f':
          word("false");
          return new Bool(false, l, c);
        case 'n':
          word("null");
          return new Null(l, c);
        default:
          if (ch == '-' || (ch >= '0' && ch <= '9')) {
            return new Num(number(), l, c);
          }
          throw error("unexpected " + describe(ch) + " where a value was expected");
      }
    }

    private static String describe(char ch) {
      return ch < ' ' || ch == 0x7f ? String.format("character U+%04X", (int) ch)
          : "'" + ch + "'";
    }

    private void word(String word) throws SyntaxError {
      if (!text.startsWith(word, pos)) {
        throw error("unexpected '" + text.charAt(pos) + "' where a value was expected");
      }
      pos += word.length();
    }

    private Obj object(int depth, int l, int c) throws SyntaxError {
      if (depth > MAX_DEPTH) {
        throw error("arrays and objects nested deeper than " + MAX_DEPTH);
      }
      pos++;
      Map<String, Value> members = new LinkedHashMap<>();
      skipSpace();
      if (pos < text.length() && text.charAt(pos) == '}') {
        pos++;
        return new Obj(Collections.unmodifiableMap(members), l, c);
      }
      while (true) {
        skipSpace();
        if (pos >= text.length() || text.charAt(pos) != '"') {
          throw error(pos >= text.length() ? "the text ends inside an object"
              : "a member name in double quotes was expected, not " + describe(text.charAt(pos)));
        }
        int nameLine = line;
        int nameColumn = column();
        String name = string();
        if (members.containsKey(name)) {
          throw new SyntaxError(nameLine, nameColumn, "the member \"" + name
              + "\" is given twice in one object");
        }
        skipSpace();
        expect(':');
        skipSpace();
        members.put(name, value(depth));
        skipSpace();
        if (pos >= text.length()) {
          throw error("the text ends inside an object");
        }
        char ch = text.charAt(pos++);
        if (ch == '}') {
          return new Obj(Collections.unmodifiableMap(members), l, c);
        }
        if (ch != ',') {
          pos--;
          throw error("',' or '}' was expected, not " + describe(ch));
        }
      }
    }

    private Arr array(int depth, int l, int c) throws SyntaxError {
      if (depth > MAX_DEPTH) {
        throw error("arrays and objects nested deeper than " + MAX_DEPTH);
      }
      pos++;
      List<Value> elements = new ArrayList<>();
      skipSpace();
      if (pos < text.length() && text.charAt(pos) == ']') {
        pos++;
        return new Arr(Collections.unmodifiableList(elements), l, c);
      }
      while (true) {
        skipSpace();
        elements.add(value(depth));
        skipSpace();
        if (pos >= text.length()) {
          throw error("the text ends inside an array");
        }
        char ch = text.charAt(pos++);
        if (ch == ']') {
          return new Arr(Collections.unmodifiableList(elements), l, c);
        }
        if (ch != ',') {
          pos--;
          throw error("',' or ']' was expected, not " + describe(ch));
        }
      }
    }

    private void expect(char expected) throws SyntaxError {
      if (pos >= text.length() || text.charAt(pos) != expected) {
        throw error("'" + expected + "' was expected"
            + (pos < text.length() ? ", not " + describe(text.charAt(pos)) : ""));
      }
      pos++;
    }

    private String string() throws SyntaxError {
      pos++;
      StringBuilder out = new StringBuilder();
      while (true) {
        if (pos >= text.length()) {
          throw error("the text ends inside a string");
        }
        char ch = text.charAt(pos);
        if (ch == '"') {
          pos++;
          return out.toString();
        }
        if (ch < ' ') {
          throw error("a control character (" + describe(ch) + ") inside a string");
        }
        if (ch != '\\') {
          out.append(ch);
          pos++;
          continue;
        }
        pos++;
        if (pos >= text.length()) {
          throw error("the text ends inside a string");
        }
        char escape = text.charAt(pos++);
        switch (escape) {
          case '"', '\\', '/' -> out.append(escape);
          case 'b' -> out.append('\b');
          case 'f' -> out.append('\f');
          case 'n' -> out.append('\n');
          case 'r' -> out.append('\r');
          case 't' -> out.append('\t');
          case 'u' -> {
            if (pos + 4 > text.length()) {
              throw error("four hexadecimal digits were expected after \\u");
            }
            int code = 0;
            for (int i = 0; i < 4; i++) {
              int digit = Character.digit(text.charAt(pos + i), 16);
              if (digit < 0) {
                throw error("four hexadecimal digits were expected after \\u");
              }
              code = code * 16 + digit;
            }
            pos += 4;
            out.append((char) code);
          }
          default -> {
            pos--;
            throw error("unknown escape \\" + escape + " in a string");
          }
        }
      }
    }

    private String number() throws SyntaxError {
      int start = pos;
      if (text.charAt(pos) == '-') {
        pos++;
      }
      if (pos < text.length() && text.charAt(pos) == '0') {
        pos++;
      } else if (!digits()) {
        throw error("a digit was expected in a number");
      }
      if (pos < text.length() && text.charAt(pos) == '.') {
        pos++;
        if (!digits()) {
          throw error("a digit was expected after the decimal point");
        }
      }
      if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
        pos++;
        if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
          pos++;
        }
        if (!digits()) {
          throw error("a digit was expected in the exponent");
        }
      }
      return text.substring(start, pos);
    }

    private boolean digits() {
      int start = pos;
      while (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
        pos++;
      }
      return pos > start;
    }
  }

  /** Writes a JSON text, indented by two spaces, members in the order they are given. */
  public static final class Writer {
    private final StringBuilder out = new StringBuilder();
    private final List<Boolean> first = new ArrayList<>();
    private boolean afterName;

    /** Opens an object. */
    public Writer beginObject() {
      return open('{');
    }

    /** Closes an object. */
    public Writer endObject() {
      return close('}');
    }

    /** Opens an array. */
    public Writer beginArray() {
      return open('[');
    }

    /** Closes an array. */
    public Writer endArray() {
      return close(']');
    }

    /** A member's name; its value follows. */
    public Writer name(String name) {
      separate();
      quote(name);
      out.append(": ");
      afterName = true;
      return this;
    }

    /** A string. */
    public Writer string(String value) {
      separate();
      quote(value);
      return this;
    }

    /** A number, written as given: digits only, as JSON writes them. */
    public Writer number(String digits) {
      separate();
      out.append(digits);
      return this;
    }

    /** A whole number. */
    public Writer number(long value) {
      return number(Long.toString(value));
    }

    /** A boolean. */
    public Writer bool(boolean value) {
      separate();
      out.append(value);
      return this;
    }

    /** {@code null}. */
    public Writer nullValue() {
      separate();
      out.append("null");
      return this;
    }

    /** The text, with a line end after it. */
    @Override
    public String toString() {
      return out + "\n";
    }

    private Writer open(char bracket) {
      separate();
      out.append(bracket);
      first.add(Boolean.TRUE);
      return this;
    }

    private Writer close(char bracket) {
      boolean empty = first.remove(first.size() - 1);
      if (!empty) {
        newline();
      }
      out.append(bracket);
      return this;
    }

    private void separate() {
      if (afterName) {
        afterName = false;
        return;
      }
      if (first.isEmpty()) {
        return;
      }
      int last = first.size() - 1;
      if (!first.get(last)) {
        out.append(',');
      }
      first.set(last, Boolean.FALSE);
      newline();
    }

    private void newline() {
      out.append('\n');
      for (int i = 0; i < first.size(); i++) {
        out.append("  ");
      }
    }

    private void quote(String value) {
      out.append('"');
      for (int i = 0; i < value.length(); i++) {
        char c = value.charAt(i);
        switch (c) {
          case '"' -> out.append("\\\"");
          case '\\' -> out.append("\\\\");
          case '\n' -> out.append("\\n");
          case '\r' -> out.append("\\r");
          case '\t' -> out.append("\\t");
          default -> {
            if (c < ' ' || c == 0x7f || c == '\u2028' || c == '\u2029') {
              out.append(String.format("\\u%04x", (int) c));
            } else {
              out.append(c);
            }
          }
        }
      }
      out.append('"');
    }
  }
}
