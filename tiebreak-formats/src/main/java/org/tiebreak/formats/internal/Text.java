package org.tiebreak.formats.internal;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** The text of a file: UTF-8, or Windows-1252 where the bytes are not UTF-8; no byte-order mark. */
public final class Text {

  private Text() {}

  /** The decoded text, and whether it was read as Windows-1252. */
  public record Decoded(String text, boolean windows1252) {}

  /** Decodes {@code bytes}: UTF-8 if they are UTF-8, else Windows-1252; leading BOMs dropped. */
  public static Decoded decode(byte[] bytes) {
    String text;
    boolean fallback = false;
    try {
      text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes))
          .toString();
    } catch (CharacterCodingException e) {
      text = new String(bytes, Charset.forName("windows-1252"));
      fallback = true;
    }
    int start = 0;
    while (start < text.length() && text.charAt(start) == '\uFEFF') {
      start++;
    }
    return new Decoded(text.substring(start), fallback);
  }
}
