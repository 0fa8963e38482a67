package org.tiebreak.trf;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;

/**
 * Reads the point system of records 162 (TRF26), XXS (JaVaFo) and BBW, BBD, BBL, BBZ, BBF, BBU
 * (bbpPairings). Record 162 gives a code at column 6 and its value at columns 7-10, repeated
 * every 9 columns; XXS gives {@code CODE=VALUE} pairs; each BB record gives one value. All are
 * read as codes and values separated by blanks, in any columns.
 */
final class TrfPoints {

  /** The codes of record 162: win, draw, loss, absence, pairing-allocated bye, unknown. */
  private static final Set<String> CODES_162 = Set.of("W", "D", "L", "A", "P", "X");
  /** The codes of XXS that stand for one value each, with their defaults. */
  private static final Map<String, Score> XXS_DEFAULTS = Map.ofEntries(
      Map.entry("WW", Score.ONE), Map.entry("BW", Score.ONE), Map.entry("WD", Score.HALF),
      Map.entry("BD", Score.HALF), Map.entry("WL", Score.ZERO), Map.entry("BL", Score.ZERO),
      Map.entry("ZPB", Score.ZERO), Map.entry("HPB", Score.HALF), Map.entry("FPB", Score.ONE),
      Map.entry("PAB", Score.ONE), Map.entry("FW", Score.ONE), Map.entry("FL", Score.ZERO));
  /** The shortcuts of XXS and the codes each one sets. */
  private static final Map<String, List<String>> XXS_SHORTCUTS = Map.of(
      "W", List.of("WW", "BW", "FW", "FPB"), "D", List.of("WD", "BD", "HPB"));
  /** The XXS codes for White and for Black that must agree, with what they score. */
  private static final List<String[]> XXS_COLOURS = List.of(
      new String[] {"WW", "BW", "win"}, new String[] {"WD", "BD", "draw"},
      new String[] {"WL", "BL", "loss"});
  /** The kinds a point system record sets, in the order messages name them. */
  private static final List<ResultKind> KINDS = List.of(ResultKind.WIN, ResultKind.DRAW,
      ResultKind.LOSS, ResultKind.FORFEIT_WIN, ResultKind.FORFEIT_LOSS,
      ResultKind.FULL_POINT_BYE, ResultKind.HALF_POINT_BYE, ResultKind.ZERO_POINT_BYE,
      ResultKind.PAIRING_ALLOCATED_BYE);

  /** A value of up to four digits and four decimals, not followed by more of them. */
  private static final String VALUE = "([0-9]{1,4}(?:\\.[0-9]{0,4})?|\\.[0-9]{1,4})(?![0-9.])";
  private static final Pattern POINT_162 = Pattern.compile("([A-Za-z]{1,3})\\s*=?\\s*" + VALUE);
  private static final Pattern POINT_XXS = Pattern.compile("([A-Za-z]{1,3})\\s*=\\s*" + VALUE);
  /** The value of a BB record, after its code and blanks. */
  private static final Pattern POINT_BB = Pattern.compile("\\s*" + VALUE + "\\s*");
  /** The BB records (bbpPairings), with their defaults; BBU's is BBW's value. */
  private static final Map<String, Score> BB_DEFAULTS = Map.of("BBW", Score.ONE,
      "BBD", Score.HALF, "BBL", Score.ZERO, "BBZ", Score.ZERO, "BBF", Score.ZERO);

  /** A value as written: where, so that a problem can point at it. */
  private record Value(Score points, TrfLine line, int column) {
    boolean after(Value other) {
      return line.number > other.line.number
          || line.number == other.line.number && column > other.column;
    }
  }

  private final TrfProblems errors;
  private final TrfProblems warnings;
  private final Map<String, Value> values162 = new HashMap<>();
  private final Map<String, Value> valuesXxs = new HashMap<>();
  private final Map<String, Value> valuesBb = new HashMap<>();
  private TrfLine first162;
  private TrfLine firstXxs;
  private TrfLine firstBb;
  private boolean unreadable;

  private TrfPoints(TrfProblems errors, TrfProblems warnings) {
    this.errors = errors;
    this.warnings = warnings;
  }

  /**
   * The point system that the 162 and XXS records among {@code lines} give; {@link
   * PointSystem#STANDARD} if there are none, or if they cannot be used (then {@code errors} says
   * why).
   */
  static PointSystem read(List<TrfLine> lines, TrfProblems errors,
      TrfProblems warnings) {
    TrfPoints points = new TrfPoints(errors, warnings);
    for (TrfLine line : lines) {
      if (line.text.startsWith("162")) {
        points.first162 = points.first162 == null ? line : points.first162;
        points.readRecord(line, POINT_162, "162");
      } else if (line.text.startsWith("XXS")) {
        points.firstXxs = points.firstXxs == null ? line : points.firstXxs;
        points.readRecord(line, POINT_XXS, "XXS");
      } else if (line.text.startsWith("BB")) {
        points.firstBb = points.firstBb == null ? line : points.firstBb;
        points.readBb(line);
      }
    }
    return points.pointSystem();
  }

  private void readRecord(TrfLine line, Pattern pattern, String record) {
    String text = line.text;
    Matcher matcher = pattern.matcher(text);
    int position = 3;
    while (position < text.length() && matcher.find(position)) {
      if (!TrfLine.isBlank(text.substring(position, matcher.start()))) {
        break;
      }
      String code = matcher.group(1).toUpperCase(Locale.ROOT);
      Value value = new Value(Score.parse(matcher.group(2)), line, matcher.start() + 1);
      if (record.equals("162") && CODES_162.contains(code)) {
        values162.put(code, value);
      } else if (record.equals("XXS") && XXS_DEFAULTS.containsKey(code)) {
        valuesXxs.put(code, value);
      } else if (record.equals("XXS") && XXS_SHORTCUTS.containsKey(code)) {
        XXS_SHORTCUTS.get(code).forEach(each -> valuesXxs.put(each, value));
      } else {
        warnings.add(TrfProblem.at(TrfProblem.Kind.WARNING, line.number, matcher.start() + 1,
            "unknown point-system code in record " + record + ": " + matcher.group(1)
                + "; ignored"));
      }
      position = matcher.end();
    }
    if (!TrfLine.isBlank(text.substring(Math.min(position, text.length())))) {
      while (TrfLine.isBlank(text.charAt(position))) {
        position++;
      }
      errors.add(TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, line.number, position + 1,
          "cannot read the point system of record " + record + " from \""
              + text.substring(position).strip() + "\""));
      unreadable = true;
    }
  }

  /** A BB record: its one value, from column 5 on. */
  private void readBb(TrfLine line) {
    String code = line.text.substring(0, 3);
    Matcher matcher = POINT_BB.matcher(line.text.substring(3));
    if (!matcher.matches()) {
      errors.add(TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, line.number, 5, "cannot read the"
          + " points of record " + code + " from \"" + line.text.substring(3).strip() + "\""));
      unreadable = true;
      return;
    }
    valuesBb.put(code, new Value(Score.parse(matcher.group(1)), line, matcher.start(1) + 4));
  }

  private PointSystem pointSystem() {
    if (unreadable || first162 == null && firstXxs == null && firstBb == null) {
      return PointSystem.STANDARD;
    }
    Map<ResultKind, Value> from162 = first162 == null ? null : from162();
    Map<ResultKind, Value> fromXxs = firstXxs == null ? null : fromXxs();
    Map<ResultKind, Value> fromBb = firstBb == null ? null : fromBb();
    if (fromXxs != null && !sameForBothColours()) {
      return PointSystem.STANDARD;
    }
    if (from162 != null && fromXxs != null
        && !agree("162", first162, from162, "XXS", firstXxs, fromXxs)) {
      return PointSystem.STANDARD;
    }
    if (fromBb != null && from162 != null
        && !agree("162", first162, from162, "BB", firstBb, fromBb)) {
      return PointSystem.STANDARD;
    }
    if (fromBb != null && from162 == null && fromXxs != null
        && !agree("XXS", firstXxs, fromXxs, "BB", firstBb, fromBb)) {
      return PointSystem.STANDARD;
    }
    return build(from162 != null ? from162 : fromXxs != null ? fromXxs : fromBb);
  }

  /**
   * The values of the BB records by kind, as bbpPairings reads them: BBW a win, forfeit win and
   * full-point bye; BBD a draw and half-point bye; BBL a loss played; BBZ a zero-point bye; BBF a
   * forfeit loss; BBU the pairing-allocated bye (BBW's value if not given).
   */
  private Map<ResultKind, Value> fromBb() {
    Value win = bb("BBW");
    Value draw = bb("BBD");
    Map<ResultKind, Value> values = new EnumMap<>(ResultKind.class);
    values.put(ResultKind.WIN, win);
    values.put(ResultKind.FORFEIT_WIN, win);
    values.put(ResultKind.FULL_POINT_BYE, win);
    values.put(ResultKind.DRAW, draw);
    values.put(ResultKind.HALF_POINT_BYE, draw);
    values.put(ResultKind.LOSS, bb("BBL"));
    values.put(ResultKind.ZERO_POINT_BYE, bb("BBZ"));
    values.put(ResultKind.FORFEIT_LOSS, bb("BBF"));
    values.put(ResultKind.PAIRING_ALLOCATED_BYE, valuesBb.getOrDefault("BBU", win));
    return values;
  }

  private Value bb(String code) {
    return valuesBb.getOrDefault(code, new Value(BB_DEFAULTS.get(code), null, 0));
  }

  /**
   * The values of record 162 by kind: W for a win, a forfeit win and a full-point bye; D for a
   * draw and a half-point bye; L for a loss; A for a forfeit loss and a zero-point bye; P for the
   * pairing-allocated bye (W if not given). X (an unknown result) has no kind. A value the record
   * does not give is its default, with no place in the file.
   */
  private Map<ResultKind, Value> from162() {
    Value win = values162.getOrDefault("W", new Value(Score.ONE, null, 0));
    Value draw = values162.getOrDefault("D", new Value(Score.HALF, null, 0));
    Value loss = values162.getOrDefault("L", new Value(Score.ZERO, null, 0));
    Value absence = values162.getOrDefault("A", new Value(Score.ZERO, null, 0));
    Map<ResultKind, Value> values = new EnumMap<>(ResultKind.class);
    values.put(ResultKind.WIN, win);
    values.put(ResultKind.FORFEIT_WIN, win);
    values.put(ResultKind.FULL_POINT_BYE, win);
    values.put(ResultKind.DRAW, draw);
    values.put(ResultKind.HALF_POINT_BYE, draw);
    values.put(ResultKind.LOSS, loss);
    values.put(ResultKind.FORFEIT_LOSS, absence);
    values.put(ResultKind.ZERO_POINT_BYE, absence);
    values.put(ResultKind.PAIRING_ALLOCATED_BYE, values162.getOrDefault("P", win));
    return values;
  }

  /** The values of the XXS records by kind, the codes for White standing for both colours. */
  private Map<ResultKind, Value> fromXxs() {
    Map<ResultKind, Value> values = new EnumMap<>(ResultKind.class);
    values.put(ResultKind.WIN, xxs("WW"));
    values.put(ResultKind.DRAW, xxs("WD"));
    values.put(ResultKind.LOSS, xxs("WL"));
    values.put(ResultKind.FORFEIT_WIN, xxs("FW"));
    values.put(ResultKind.FORFEIT_LOSS, xxs("FL"));
    values.put(ResultKind.FULL_POINT_BYE, xxs("FPB"));
    values.put(ResultKind.HALF_POINT_BYE, xxs("HPB"));
    values.put(ResultKind.ZERO_POINT_BYE, xxs("ZPB"));
    values.put(ResultKind.PAIRING_ALLOCATED_BYE, xxs("PAB"));
    return values;
  }

  private Value xxs(String code) {
    return valuesXxs.getOrDefault(code, new Value(XXS_DEFAULTS.get(code), null, 0));
  }

  /** Reports, at the later of its two codes, a result that scores differently by colour. */
  private boolean sameForBothColours() {
    boolean same = true;
    for (String[] pair : XXS_COLOURS) {
      Value white = xxs(pair[0]);
      Value black = xxs(pair[1]);
      if (white.points.equals(black.points)) {
        continue;
      }
      same = false;
      Value at = black.line == null || white.line != null && white.after(black) ? white : black;
      errors.add(TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, at.line.number, at.column,
          "record XXS gives different points by colour: a " + pair[2] + " with White "
              + white.points + " (" + pair[0] + where(white, at) + "), with Black "
              + black.points + " (" + pair[1] + where(black, at) + "); a point system cannot"
              + " depend on the colour"));
    }
    return same;
  }

  /** Reports where two records give different points for the same kind of result. */
  private boolean agree(String nameA, TrfLine firstA, Map<ResultKind, Value> fromA,
      String nameB, TrfLine firstB, Map<ResultKind, Value> fromB) {
    List<String> byA = new ArrayList<>();
    List<String> byB = new ArrayList<>();
    Value at = null;
    for (ResultKind kind : KINDS) {
      Value a = fromA.get(kind);
      Value b = fromB.get(kind);
      if (a.points.equals(b.points)) {
        continue;
      }
      String name = kind.description();
      byA.add(name + " " + a.points);
      byB.add(name + " " + b.points);
      if (at == null) {
        at = b.line != null ? b : a.line != null ? a : null;
      }
    }
    if (byA.isEmpty()) {
      return true;
    }
    TrfLine line = at != null ? at.line : firstB;
    int column = at != null ? at.column : 5;
    errors.add(TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, line.number, column,
        "the point systems disagree: record " + nameA + " on line " + firstA.number + " gives "
            + String.join(", ", byA) + "; record" + (nameB.equals("BB") ? "s BB" : " " + nameB)
            + " on line " + firstB.number + " " + (nameB.equals("BB") ? "give " : "gives ")
            + String.join(", ", byB)));
    return false;
  }

  /** Where a value comes from, if not from the line of the problem {@code at}. */
  private static String where(Value value, Value at) {
    if (value.line == null) {
      return ", by default";
    }
    return value.line == at.line ? "" : ", line " + value.line.number;
  }

  private static PointSystem build(Map<ResultKind, Value> values) {
    return PointSystem.builder()
        .win(values.get(ResultKind.WIN).points)
        .draw(values.get(ResultKind.DRAW).points)
        .loss(values.get(ResultKind.LOSS).points)
        .forfeitWin(values.get(ResultKind.FORFEIT_WIN).points)
        .forfeitLoss(values.get(ResultKind.FORFEIT_LOSS).points)
        .fullPointBye(values.get(ResultKind.FULL_POINT_BYE).points)
        .halfPointBye(values.get(ResultKind.HALF_POINT_BYE).points)
        .zeroPointBye(values.get(ResultKind.ZERO_POINT_BYE).points)
        .pairingAllocatedBye(values.get(ResultKind.PAIRING_ALLOCATED_BYE).points)
        .build();
  }
}
