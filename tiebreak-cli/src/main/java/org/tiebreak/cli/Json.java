package org.tiebreak.cli;

/**
 * A small streaming JSON writer with two-space indentation: strings, whole numbers, booleans and
 * null. Exact decimals are written as strings by the callers, never as binary floating point.
 */
final class Json {

  private final StringBuilder out = new StringBuilder();
  private int depth;
  private boolean first = true;
  private boolean afterName;

  Json beginObject() {
    open('{');
    return this;
  }

  Json endObject() {
    close('}');
    return this;
  }

  Json beginArray() {
    open('[');
    return this;
  }

  Json endArray() {
    close(']');
    return this;
  }

  Json name(String name) {
    separate();
    string(name);
    out.append(": ");
    afterName = true;
    return this;
  }

  Json value(String value) {
    separate();
    if (value == null) {
      out.append("null");
    } else {
      string(value);
    }
    return this;
  }

  Json value(long value) {
    separate();
    out.append(value);
    return this;
  }

  Json value(boolean value) {
    separate();
    out.append(value);
    return this;
  }

  private void open(char bracket) {
    separate();
    out.append(bracket);
    depth++;
    first = true;
  }

  private void close(char bracket) {
    depth--;
    if (!first) {
      newline();
    }
    out.append(bracket);
    first = false;
  }

  private void separate() {
    if (afterName) {
      afterName = false;
      return;
    }
    if (depth > 0) {
      if (!first) {
        out.append(',');
      }
      newline();
    }
    first = false;
  }

  private void newline() {
    out.append('\n').append("  ".repeat(depth));
  }

  private void string(String value) {
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
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }

  @Override
  public String toString() {
    return out.toString();
  }
}
