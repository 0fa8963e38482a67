package org.tiebreak.trf;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns the bytes of a TRF file into lines: strict UTF-8 (with or without a byte-order mark),
 * falling back to Windows-1252 when the bytes are not UTF-8; CR LF, LF and CR line ends.
 */
final class TrfText {

  static final Charset WINDOWS_1252 = Charset.forName("windows-1252");

  private TrfText() {}

  /** The decoded text, and a warning when it was not UTF-8. */
  static String decode(byte[] bytes, List<TrfProblem> warnings) {
    int start = hasBom(bytes) ? 3 : 0;
    CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
    CharBuffer out = CharBuffer.allocate(bytes.length - start);
    CoderResult result = utf8.decode(in, out, true);
    if (!result.isError()) {
      result = utf8.flush(out);
    }
    if (!result.isError()) {
      out.flip();
      return out.toString();
    }
    int bad = in.position();
    warnings.add(TrfProblem.at(TrfProblem.Kind.WARNING, lineOf(bytes, bad), 0,
        "the file is not utf-8 (byte 0x" + Integer.toHexString(bytes[bad] & 0xff)
            + " at offset " + bad + "); read as windows-1252"));
    try {
      return WINDOWS_1252.newDecoder()
          .onMalformedInput(CodingErrorAction.REPLACE)
          .onUnmappableCharacter(CodingErrorAction.REPLACE)
          .decode(ByteBuffer.wrap(bytes, start, bytes.length - start))
          .toString();
    } catch (CharacterCodingException e) {
      throw new IllegalStateException("windows-1252 decoding with replacement cannot fail", e);
    }
  }

  private static boolean hasBom(byte[] bytes) {
    return bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb
        && (bytes[2] & 0xff) == 0xbf;
  }

  /** The line (from 1) that holds byte {@code offset}, counting CR LF, LF and CR line ends. */
  private static int lineOf(byte[] bytes, int offset) {
    int line = 1;
    for (int i = 0; i < offset && i < bytes.length; i++) {
      boolean crAlone = bytes[i] == '\r' && (i + 1 >= bytes.length || bytes[i + 1] != '\n');
      if (bytes[i] == '\n' || crAlone) {
        line++;
      }
    }
    return line;
  }

  /**
   * The lines of {@code text}, split at CR LF, LF or CR; a line end after the last line does not
   * start another line. A leading byte-order mark is dropped.
   */
  static List<TrfLine> lines(String text) {
    List<TrfLine> lines = new ArrayList<>();
    int start = !text.isEmpty() && text.charAt(0) == '\uFEFF' ? 1 : 0;
    int i = start;
    int n = text.length();
    while (i < n) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        lines.add(new TrfLine(lines.size() + 1, text.substring(start, i)));
        i += c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n' ? 2 : 1;
        start = i;
      } else {
        i++;
      }
    }
    if (start < n) {
      lines.add(new TrfLine(lines.size() + 1, text.substring(start)));
    }
    return lines;
  }
}
