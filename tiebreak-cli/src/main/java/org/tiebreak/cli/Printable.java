package org.tiebreak.cli;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;

/**
 * Keeps what a file holds from acting on the terminal: control characters (C0 but the line end,
 * DEL, C1) and the Unicode controls that reorder text (bidirectional embeddings, overrides,
 * isolates and marks) are written as {@code \}{@code uXXXX}, which is also how JSON writes a
 * character inside a string, so JSON output stays valid and means the same.
 */
final class Printable {

  private Printable() {}

  /** Whether {@code c} is written escaped. */
  static boolean isControl(char c) {
    return c < 0x20 && c != '\n' && c != '\r' || c >= 0x7f && c <= 0x9f
        || c == '\u061c' || c == '\u200e' || c == '\u200f' || c >= '\u202a' && c <= '\u202e'
        || c >= '\u2066' && c <= '\u2069';
  }

  /** {@code text} with every control character (a line end too) escaped. */
  static String escape(String text) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (isControl(c) || c == '\n' || c == '\r') {
        if (out == null) {
          out = new StringBuilder(text.length() + 8).append(text, 0, i);
        }
        out.append(String.format("\\u%04x", (int) c));
      } else if (out != null) {
        out.append(c);
      }
    }
    return out == null ? text : out.toString();
  }

  /** A writer to {@code out} that escapes every control character but the line end. */
  static PrintWriter writer(PrintWriter out) {
    return new PrintWriter(new Escaping(out), true);
  }

  /**
   * Escapes as it writes. A CR is kept only right before a LF (a line end); as it cannot know
   * what follows a CR at the end of a write, it keeps that CR back until the next write.
   */
  private static final class Escaping extends FilterWriter {
    private boolean pendingCr;

    Escaping(Writer out) {
      super(out);
    }

    @Override
    public void write(int c) throws IOException {
      char ch = (char) c;
      if (pendingCr) {
        pendingCr = false;
        out.write(ch == '\n' ? "\r" : "\\u000d");
      }
      if (ch == '\r') {
        pendingCr = true;
      } else if (isControl(ch)) {
        out.write(String.format("\\u%04x", c));
      } else {
        out.write(c);
      }
    }

    @Override
    public void write(char[] chars, int offset, int length) throws IOException {
      write(new String(chars, offset, length), 0, length);
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
      int run = offset;
      for (int i = offset; i < offset + length; i++) {
        char c = text.charAt(i);
        if (c == '\r' || isControl(c) || pendingCr) {
          out.write(text, run, i - run);
          write(c);
          run = i + 1;
        }
      }
      out.write(text, run, offset + length - run);
    }

    @Override
    public void flush() throws IOException {
      out.flush();
    }

    @Override
    public void close() throws IOException {
      if (pendingCr) {
        pendingCr = false;
        out.write("\\u000d");
      }
      out.close();
    }
  }
}
