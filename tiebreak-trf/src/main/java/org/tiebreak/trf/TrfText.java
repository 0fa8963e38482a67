package org.tiebreak.trf;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The lines of a TRF file, one at a time, so that the file's bytes are never all in memory at
 * once: strict UTF-8, or Windows-1252 when the bytes are not UTF-8 (the caller then reads the
 * lines again); CR LF, LF and CR line ends; every byte-order mark at the start of the file
 * skipped. A player record ({@code 001}) is given without its trailing blanks and cut after a
 * number of columns, so that neither blanks nor surplus round blocks cost memory.
 */
final class TrfText {

  static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

  /** The largest chunk read from a file at once. */
  private static final int CHUNK = 1 << 16;

  /** Verbatim lines longer than this do not keep their buffer once read. */
  private static final int KEPT_BUFFER = 1 << 16;

  private TrfText() {}

  /** One line of the file. */
  record Line(int number, String text, boolean playerRecord, boolean cut) {}

  /** Receives the lines in order. */
  interface Lines {
    void line(Line line);
  }

  /** The bytes of a file are not UTF-8: where the first byte that is not is. */
  static final class NotUtf8 extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient TrfProblem warning;

    NotUtf8(TrfProblem warning) {
      super(warning.message(), null, false, false);
      this.warning = warning;
    }
  }

  /** Where lines come from: bytes in memory, a file or text. */
  abstract static class Source {

    /**
     * Gives every line to {@code lines}, decoding bytes with {@code charset} (strictly for
     * UTF-8); a player record keeps at most {@code playerColumns} columns after its trailing
     * blanks are dropped, and is {@link Line#cut() cut} if something but blanks follows them.
     *
     * @return how many byte-order marks the file starts with
     * @throws NotUtf8 if {@code charset} is UTF-8 and the bytes are not
     * @throws TrfException if the file is larger than {@code maxSize}
     */
    abstract int lines(Charset charset, int playerColumns, long maxSize, Lines lines);
  }

  static Source of(byte[] bytes) {
    return new Source() {
      @Override
      int lines(Charset charset, int playerColumns, long maxSize, Lines lines) {
        checkSize(bytes.length, maxSize);
        try {
          return split(new ByteArrayInputStream(bytes), charset, playerColumns, maxSize, lines);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    };
  }

  static Source of(Path file) {
    return new Source() {
      @Override
      int lines(Charset charset, int playerColumns, long maxSize, Lines lines) {
        try {
          checkSize(Files.size(file), maxSize);
          try (InputStream in = Files.newInputStream(file)) {
            return split(in, charset, playerColumns, maxSize, lines);
          }
        } catch (IOException e) {
          throw new UncheckedIOException("cannot read " + file, e);
        }
      }
    };
  }

  static Source of(String text) {
    return new Source() {
      @Override
      int lines(Charset charset, int playerColumns, long maxSize, Lines lines) {
        checkSize(text.length(), maxSize);
        return splitText(text, playerColumns, lines);
      }
    };
  }

  private static void checkSize(long size, long maxSize) {
    if (size > maxSize) {
      throw new TrfException(List.of(TrfProblem.at(TrfProblem.Kind.TOO_LARGE, 1, 1,
          "the file has more than " + maxSize + " bytes, the limit of the file size")));
    }
  }

  private static boolean isBom(byte[] head) {
    return head.length == 3 && (head[0] & 0xff) == 0xef && (head[1] & 0xff) == 0xbb
        && (head[2] & 0xff) == 0xbf;
  }

  private static int split(InputStream in, Charset charset, int playerColumns, long maxSize,
      Lines lines) throws IOException {
    int boms = 0;
    byte[] head = in.readNBytes(3);
    while (isBom(head)) {
      boms++;
      head = in.readNBytes(3);
    }
    Splitter splitter = new Splitter(charset, playerColumns, 3L * boms, maxSize, lines);
    splitter.feed(head, 0, head.length);
    byte[] chunk = new byte[CHUNK];
    for (int n = in.read(chunk); n >= 0; n = in.read(chunk)) {
      splitter.feed(chunk, 0, n);
    }
    splitter.finish();
    return boms;
  }

  /** Splits bytes into lines and decodes them. */
  private static final class Splitter {
    private final Charset charset;
    private final boolean utf8;
    private final CharsetDecoder decoder;
    private final int playerBytes;
    private final long maxSize;
    private final Lines lines;

    /** The bytes of the line kept so far. */
    private byte[] line = new byte[256];
    private int length;
    /** Every byte of the line so far, kept or not. */
    private long lineBytes;
    /** Whether the first three bytes of the line are known. */
    private boolean decided;
    private boolean player;
    /** Whether a player record has something but blanks beyond the bytes kept. */
    private boolean cut;
    /** A CR ended the last line: a LF right after it belongs to that line end. */
    private boolean skipLf;
    private int number = 1;
    /** The offset in the file of the current line's first byte, and of the next byte fed. */
    private long lineStart;
    private long offset;

    Splitter(Charset charset, int playerColumns, long offset, long maxSize, Lines lines) {
      this.charset = charset;
      this.utf8 = charset.equals(StandardCharsets.UTF_8);
      CodingErrorAction action = utf8 ? CodingErrorAction.REPORT : CodingErrorAction.REPLACE;
      this.decoder = charset.newDecoder().onMalformedInput(action)
          .onUnmappableCharacter(action);
      // a column takes at most four bytes of UTF-8
      this.playerBytes = (int) Math.min(Integer.MAX_VALUE - 16, 4L * playerColumns);
      this.lineStart = offset;
      this.offset = offset;
      this.maxSize = maxSize;
      this.lines = lines;
    }

    void feed(byte[] bytes, int from, int to) {
      int i = from;
      while (i < to) {
        if (skipLf) {
          skipLf = false;
          if (bytes[i] == '\n') {
            i++;
            offset++;
            lineStart = offset;
            continue;
          }
        }
        int j = i;
        while (j < to && bytes[j] != '\n' && bytes[j] != '\r') {
          j++;
        }
        append(bytes, i, j);
        offset += j - i;
        if (j == to) {
          break;
        }
        emit();
        skipLf = bytes[j] == '\r';
        i = j + 1;
        offset++;
        lineStart = offset;
      }
      checkSize(offset, maxSize);
    }

    void finish() {
      if (lineBytes > 0) {
        emit();
      }
    }

    private void append(byte[] bytes, int from, int to) {
      lineBytes += to - from;
      int i = from;
      if (!decided) {
        int n = Math.min(to - i, 3 - length);
        copy(bytes, i, i + n);
        i += n;
        if (length < 3) {
          return;
        }
        decided = true;
        player = line[0] == '0' && line[1] == '0' && line[2] == '1';
      }
      if (!player) {
        copy(bytes, i, to);
        return;
      }
      int room = Math.max(0, Math.min(to - i, playerBytes - length));
      copy(bytes, i, i + room);
      for (int k = i + room; k < to && !cut; k++) {
        cut = (bytes[k] & 0xff) > ' ';
      }
    }

    private void copy(byte[] bytes, int from, int to) {
      int n = to - from;
      if (n <= 0) {
        return;
      }
      if (length + n > line.length) {
        line = Arrays.copyOf(line, (int) Math.min(Integer.MAX_VALUE - 16,
            Math.max(2L * line.length, (long) length + n)));
      }
      System.arraycopy(bytes, from, line, length, n);
      length += n;
    }

    private void emit() {
      int end = length;
      if (player && !cut) {
        while (end > 0 && (line[end - 1] & 0xff) <= ' ') {
          end--;
        }
      }
      lines.line(new Line(number, decode(end), player, cut));
      number++;
      length = 0;
      lineBytes = 0;
      decided = false;
      player = false;
      cut = false;
      if (line.length > KEPT_BUFFER) {
        line = new byte[256];
      }
    }

    private String decode(int end) {
      boolean ascii = true;
      for (int i = 0; i < end && ascii; i++) {
        ascii = line[i] >= 0;
      }
      if (ascii) {
        return new String(line, 0, end, StandardCharsets.ISO_8859_1);
      }
      decoder.reset();
      ByteBuffer in = ByteBuffer.wrap(line, 0, end);
      CharBuffer out = CharBuffer.allocate(end);
      CoderResult result = decoder.decode(in, out, !cut);
      if (!result.isError() && !cut) {
        result = decoder.flush(out);
      }
      if (result.isError()) {
        int bad = in.position();
        throw new NotUtf8(TrfProblem.at(TrfProblem.Kind.WARNING, number, bad + 1,
            "the file is not utf-8 (byte 0x" + Integer.toHexString(line[bad] & 0xff)
                + " at offset " + (lineStart + bad) + "); read as " + WINDOWS_1252.name()));
      }
      out.flip();
      return out.toString();
    }

    @Override
    public String toString() {
      return "lines of " + charset + " up to line " + number;
    }
  }

  /** The lines of text: as {@link #split} gives the lines of bytes. */
  private static int splitText(String text, int playerColumns, Lines lines) {
    int boms = 0;
    int start = 0;
    int n = text.length();
    while (start < n && text.charAt(start) == '\uFEFF') {
      start++;
      boms++;
    }
    int number = 1;
    int i = start;
    while (i <= n) {
      if (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
        i++;
        continue;
      }
      if (i == n && start == n) {
        break;
      }
      lines.line(textLine(number++, text, start, i, playerColumns));
      if (i == n) {
        break;
      }
      i += text.charAt(i) == '\r' && i + 1 < n && text.charAt(i + 1) == '\n' ? 2 : 1;
      start = i;
    }
    return boms;
  }

  private static Line textLine(int number, String text, int start, int end, int playerColumns) {
    boolean player = text.startsWith("001", start) && end - start >= 3;
    if (!player) {
      return new Line(number, text.substring(start, end), false, false);
    }
    int last = end;
    while (last > start && TrfLine.isBlank(text.charAt(last - 1))) {
      last--;
    }
    // a column takes at most two chars (a surrogate pair)
    long room = 2L * playerColumns;
    boolean cut = last - start > room;
    return new Line(number, text.substring(start, (int) Math.min(last, start + room)), true, cut);
  }
}
