package org.tiebreak.trf;

/**
 * One line of a TRF file, addressed by 1-based column as the TRF tables are: a column holds one
 * character (one code point, so a name with accents or even an emoji takes the columns it shows).
 */
final class TrfLine {

  /** The line number in the file, from 1. */
  final int number;
  /** The line as read, without its line end. */
  final String text;
  /** The code points of the line, or {@code null} when every character is one code point. */
  private final int[] codePoints;

  TrfLine(int number, String text) {
    this.number = number;
    this.text = text;
    boolean surrogates = false;
    for (int i = 0; i < text.length() && !surrogates; i++) {
      surrogates = Character.isSurrogate(text.charAt(i));
    }
    this.codePoints = surrogates ? text.codePoints().toArray() : null;
  }

  /** The number of columns. */
  int length() {
    return codePoints == null ? text.length() : codePoints.length;
  }

  /** The character at {@code column} (from 1), or a blank beyond the end of the line. */
  int at(int column) {
    if (column < 1 || column > length()) {
      return ' ';
    }
    return codePoints == null ? text.charAt(column - 1) : codePoints[column - 1];
  }

  /** Whether {@code column} holds a blank (space or control character) or lies past the end. */
  boolean blank(int column) {
    return isBlank(at(column));
  }

  /** Columns {@code from} to {@code to} (inclusive, from 1), clipped to the line. */
  String slice(int from, int to) {
    int start = Math.max(from, 1);
    int end = Math.min(to, length());
    if (start > end) {
      return "";
    }
    if (codePoints == null) {
      return text.substring(start - 1, end);
    }
    return new String(codePoints, start - 1, end - start + 1);
  }

  /** Columns {@code from} to {@code to} without the blanks around them. */
  String field(int from, int to) {
    int start = Math.max(from, 1);
    int end = Math.min(to, length());
    while (start <= end && blank(start)) {
      start++;
    }
    while (end >= start && blank(end)) {
      end--;
    }
    return slice(start, end);
  }

  /** The last column of the run of non-blank characters that starts at {@code column}. */
  int runEnd(int column) {
    int end = column;
    while (!blank(end + 1)) {
      end++;
    }
    return end;
  }

  /** Whether {@code c} counts as a blank: a space, a tab or another control character. */
  static boolean isBlank(int c) {
    return c <= ' ';
  }

  /** Whether every character of {@code text} is a blank in the sense of {@link #isBlank(int)}. */
  static boolean isBlank(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (!isBlank(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** {@code text} without the blanks (in the sense of {@link #isBlank(int)}) around it. */
  static String trim(String text) {
    int start = 0;
    int end = text.length();
    while (start < end && isBlank(text.charAt(start))) {
      start++;
    }
    while (end > start && isBlank(text.charAt(end - 1))) {
      end--;
    }
    return text.substring(start, end);
  }

  /** The columns {@code text} takes. */
  static int width(String text) {
    return text.codePointCount(0, text.length());
  }
}
