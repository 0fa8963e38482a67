package org.tiebreak.trf;

import org.tiebreak.api.Colour;
import org.tiebreak.api.ResultKind;

/**
 * The three fields of one round of a {@code 001} record as they were written: the opponent's start
 * rank (as text, so that {@code 0000} and four blanks stay apart), the colour and the result code
 * (so that {@code W} and {@code 1}, {@code Z} and a blank, {@code F} and {@code U} stay apart).
 * Equality is on these fields only.
 */
final class TrfRound {

  /** A round with all three fields blank: not paired. */
  static final TrfRound BLANK = new TrfRound("", ' ', ' ');

  /** The opponent field without blanks: {@code ""}, {@code "0000"}, {@code "12"}. */
  final String opponent;
  /** The colour as written: {@code w}, {@code b}, {@code -} or a blank. */
  final char colour;
  /** The result code as written, a blank for none. */
  final char result;

  /** The opponent's start rank, as {@link #opponentNumber()} gives it. */
  private final int number;

  TrfRound(String opponent, char colour, char result) {
    this.opponent = opponent;
    this.colour = colour;
    this.result = result;
    this.number = number(opponent);
  }

  /** Whether all three fields are blank. */
  boolean isBlank() {
    return opponent.isEmpty() && colour == ' ' && result == ' ';
  }

  /** Whether the round names an opponent and has no result yet: a game in progress. */
  boolean isPending() {
    return result == ' ' && opponentNumber() > 0;
  }

  /** Whether the round has a result, or a pending game. */
  boolean isEntered() {
    return result != ' ' || isPending();
  }

  /** The opponent's start rank: 0 for none ({@code 0000} or blank), -1 if it is not a number. */
  int opponentNumber() {
    return number;
  }

  private static int number(String opponent) {
    if (opponent.isEmpty()) {
      return 0;
    }
    if (opponent.length() > 4) {
      return -1;
    }
    int value = 0;
    for (int i = 0; i < opponent.length(); i++) {
      char c = opponent.charAt(i);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }

  /** The kind a result code gives, or {@code null} for an unknown code. */
  static ResultKind kindOf(char code) {
    switch (Character.toUpperCase(code)) {
      case '1':
      case 'W':
        return ResultKind.WIN;
      case '=':
      case 'D':
        return ResultKind.DRAW;
      case '0':
      case 'L':
        return ResultKind.LOSS;
      case '+':
        return ResultKind.FORFEIT_WIN;
      case '-':
        return ResultKind.FORFEIT_LOSS;
      case 'H':
        return ResultKind.HALF_POINT_BYE;
      case 'F':
        return ResultKind.FULL_POINT_BYE;
      case 'U':
        return ResultKind.PAIRING_ALLOCATED_BYE;
      case 'Z':
      case ' ':
        return ResultKind.ZERO_POINT_BYE;
      default:
        return null;
    }
  }

  /** Whether {@code code} is a result code of the TRF (case-insensitive; a blank counts). */
  static boolean isResultCode(int code) {
    return code <= Character.MAX_VALUE && kindOf((char) code) != null;
  }

  /** Whether {@code code} is a colour of the TRF: {@code w}, {@code b}, {@code -} or a blank. */
  static boolean isColourCode(int code) {
    return code == 'w' || code == 'W' || code == 'b' || code == 'B' || code == '-' || code == ' ';
  }

  /** The colour a colour code gives, {@code null} for {@code -}, a blank or an unknown code. */
  static Colour colourOf(char code) {
    switch (code) {
      case 'w':
      case 'W':
        return Colour.WHITE;
      case 'b':
      case 'B':
        return Colour.BLACK;
      default:
        return null;
    }
  }

  /** The code written for {@code kind}: the rated code for games, the letter for byes. */
  static char codeOf(ResultKind kind) {
    switch (kind) {
      case WIN:
        return '1';
      case DRAW:
        return '=';
      case LOSS:
        return '0';
      case FORFEIT_WIN:
        return '+';
      case FORFEIT_LOSS:
        return '-';
      case HALF_POINT_BYE:
        return 'H';
      case PENDING:
        return ' ';
      case FULL_POINT_BYE:
        return 'F';
      case PAIRING_ALLOCATED_BYE:
        return 'U';
      default:
        return 'Z';
    }
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof TrfRound other)) {
      return false;
    }
    return opponent.equals(other.opponent) && colour == other.colour && result == other.result;
  }

  @Override
  public int hashCode() {
    return (opponent.hashCode() * 31 + colour) * 31 + result;
  }

  @Override
  public String toString() {
    return "[" + opponent + " " + colour + " " + result + "]";
  }
}
