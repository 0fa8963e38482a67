package org.tiebreak.cli;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Damage done to a TRF file, as a list of edits that jqwik generates and shrinks: characters and
 * bytes replaced, deleted or inserted; lines cut, repeated, swapped or deleted; one field (a run
 * of non-blank characters) of a record replaced by a value that records hold elsewhere, or by a
 * hostile one; a record inserted (point systems, tie-break lists, the team records 310, 320,
 * 330, 300, 240, 352 and 362, planned rounds, formats, dates); a tie-break list of random codes,
 * modifiers and separators. Each edit's numbers pick positions and values, modulo what there is.
 */
final class TrfDamage {

  private TrfDamage() {}

  /** What an edit does. */
  enum Kind {
    CHARACTER, DELETE, INSERT, BYTE, TRUNCATE_LINE, DUPLICATE_LINE, SWAP_LINES, DELETE_LINE,
    FIELD, RECORD, TIEBREAKS
  }

  /** One edit; {@code a}, {@code b} and {@code c} pick where and what. */
  record Edit(Kind kind, int a, int b, int c) {}

  /** Characters inserted or put in place of others. */
  private static final String ALPHABET =
      " 0123456789wbWBDLHFUZ+-=.,/:!#xXGMIPC\t\r\n\u00fc\u00e9\u20ac\u0000\u001b\uFEFF";

  /** Values a field is replaced by: those of other fields, and hostile ones. */
  private static final List<String> VALUES = List.of("0", "1", "2", "3", "-1", "-1.0", "0.0",
      "1.0", "0.5", ".5", "1.", "170", "999", "9999", "99999", "0000", "001", "000", "-", "+",
      "=", "w", "b", "W", "B", "D", "L", "H", "F", "U", "Z", "X", "--", "+-", "-+", "10", "01",
      "9999.9999", "1e3", "NaN", "/", "//", "BH/", ":MP", "2026/13/45", "0000/00/00", "WBWB",
      "WWWWWWWWWW", "TW-1.0", "TW0", "W=0", "\u00e9", "\u0000", "1/2", "\u00bd");

  /** Point systems. */
  private static final List<String> POINT_SYSTEMS = List.of("162 W 0.0 D 0.0 L 0.0",
      "162 W    0.0    D    0.0", "162 W    3.0    D    1.0    L    0.0", "162 W 1.0 P 0.0",
      "162 W 0.5 D 1.0", "162 A 1.0", "162 X 5.0", "XXS W=0 D=0", "XXS W=0", "XXS D=2",
      "XXS WW=3 BW=3 WD=1 BD=1", "XXS WW=1 BW=0", "XXS FW=0 FL=0.5", "XXS PAB=0 ZPB=1",
      "XXS HPB=9999.9999", "XXS QQ=1", "XXS W=0.0001", "XXS W=");

  /** Team records and other records that shape an event, with their numbers to fill in. */
  private static final List<String> RECORDS = List.of("362 TW%s TD %s TL %s",
      "362 TW %s TD %s", "362 W=%s", "320 %4s %4s %03d %03d", "320 %4s", "320  170  170 %03d",
      "330 %s %03d %03d %03d", "330 +- 999   1   2", "240 %s %03d %4d", "240 F %03d %4d %4d",
      "300 %03d %03d %03d %04d %04d", "300 %03d %03d %03d", "352 %s", "XXR %d", "142 %d",
      "XXR 0", "142 999", "192 %s", "042 %s", "052 %s", "310 %3d Team %-26s %s", "013 %s",
      "299 %s %s %03d %4d", "212 %s");

  private static final List<String> NUMBERS = List.of("0", "1", "2", "3", "-1", "-1.0", "0.0",
      "2.0", "1.5", "170", "999", "9999", "-.5", "1.25", "");
  private static final List<String> FORFEIT_TYPES = List.of("+-", "-+", "--", "10", "WL", "?!",
      "  ");
  private static final List<String> BYE_TYPES = List.of("F", "H", "Z", " ", "Q");
  private static final List<String> FORMATS = List.of("FIDE_TEAM_ROUNDROBIN",
      "FIDE_TEAM_DOUBLEROUNDROBIN", "CUSTOM_TEAM_SWISS_GP", "CUSTOM_TEAM_SWISS_MP",
      "FIDE_TEAM_MP_GP", "BERGER_ROUNDROBIN", "BERGER_DOUBLEROUNDROBIN", "FIDE_DUTCH", "", "?");
  private static final List<String> DATES = List.of("2026/04/01", "2023/01/01", "2022/12/31",
      "1900/02/29", "26/04/01", "0001/01/01", "9999/12/31", "2026-04-01", "");
  private static final List<String> COLOURS = List.of("W", "B", "WB", "WBWB", "BBBB",
      "WBWBWBWBWBWBWBWBWBWB", "WX", "");

  /** The FIDE tie-breaks, the other codes the rulesets read, and codes of nothing. */
  static final List<String> CODES = List.of("BH", "FB", "AOB", "SB", "KS", "PS", "DE", "WIN",
      "WON", "BPG", "BWG", "REP", "GE", "STD", "TPN", "RTNG", "ARO", "TPR", "PTP", "APRO", "APPO",
      "BC", "TBR", "BBE", "MPvGP", "MPTS", "GPTS", "MP", "GP", "PTS", "ESB", "EMMSB", "EMGSB",
      "EGMSB", "EGGSB", "EDE", "EDET", "EDEB", "EDEBT", "EDEBB", "SSSC", "LOTS", "MM", "SOLK",
      "CUM", "OPPCUM", "KASH", "TIED", "H2H", "PLAYOFF", "PLAY", "USAT", "ARO", "", "QQ");
  private static final List<String> MODIFIERS = List.of("/C1", "/C2", "/M1", "/P", "/F", "/R",
      "/L50", "/L+1", "/L-2", "/L0.5", "/U1000", "/K1", "/K0", ":MP", ":GP", ":MG", "/", "//",
      "!", "#", "/C", "/C99999", "/Q", ":");
  private static final List<String> SEPARATORS = List.of(",", ", ", " ", ",,", "/", " / ");

  /** Up to {@code max} edits. */
  static Arbitrary<List<Edit>> edits(int max) {
    return Combinators.combine(Arbitraries.of(Kind.class),
            Arbitraries.integers().between(0, 1_000_000),
            Arbitraries.integers().between(0, 1_000_000),
            Arbitraries.integers().between(0, 1_000_000))
        .as(Edit::new)
        .list().ofMinSize(1).ofMaxSize(max);
  }

  /** The file's bytes after the edits: UTF-8, then the bytes edited. */
  static byte[] apply(String file, List<Edit> edits) {
    String text = file;
    for (Edit edit : edits) {
      if (edit.kind() != Kind.BYTE) {
        text = apply(text, edit);
      }
    }
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    for (Edit edit : edits) {
      if (edit.kind() == Kind.BYTE && bytes.length > 0) {
        bytes[edit.a() % bytes.length] = (byte) edit.b();
      }
    }
    return bytes;
  }

  private static String apply(String text, Edit edit) {
    if (text.isEmpty()) {
      return edit.kind() == Kind.INSERT ? String.valueOf(pick(ALPHABET, edit.c())) : text;
    }
    int at = edit.a() % text.length();
    List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
    int line = edit.a() % lines.size();
    int other = edit.b() % lines.size();
    switch (edit.kind()) {
      case CHARACTER:
        return text.substring(0, at) + pick(ALPHABET, edit.c()) + text.substring(at + 1);
      case DELETE:
        return text.substring(0, at) + text.substring(Math.min(text.length(),
            at + 1 + edit.c() % 4));
      case INSERT:
        return text.substring(0, at) + pick(ALPHABET, edit.c()) + text.substring(at);
      case TRUNCATE_LINE:
        String truncated = lines.get(line);
        lines.set(line, truncated.substring(0, edit.b() % (truncated.length() + 1)));
        break;
      case DUPLICATE_LINE:
        lines.add(line, lines.get(line));
        break;
      case SWAP_LINES:
        String swapped = lines.get(line);
        lines.set(line, lines.get(other));
        lines.set(other, swapped);
        break;
      case DELETE_LINE:
        lines.remove(line);
        break;
      case FIELD:
        lines.set(line, field(lines.get(line), edit.b(), edit.c()));
        break;
      case RECORD:
        lines.add(line, record(new Random(edit.b() * 1_000_003L + edit.c())));
        break;
      default:
        String list = "202 " + tiebreaks(new Random(edit.b() * 1_000_003L + edit.c()));
        int existing = -1;
        for (int i = 0; i < lines.size(); i++) {
          existing = lines.get(i).startsWith("202") ? i : existing;
        }
        if (existing >= 0 && edit.c() % 3 != 0) {
          lines.set(existing, list);
        } else {
          lines.add(line, list);
        }
        break;
    }
    return String.join("\n", lines);
  }

  /**
   * The line with one of its fields (runs of non-blank characters) replaced: by a value in the
   * field's own columns, right-aligned and cut to them, or as written.
   */
  private static String field(String line, int which, int value) {
    List<int[]> fields = new ArrayList<>();
    for (int i = 0; i < line.length(); i++) {
      if (line.charAt(i) != ' ' && (i == 0 || line.charAt(i - 1) == ' ')) {
        int end = i;
        while (end < line.length() && line.charAt(end) != ' ') {
          end++;
        }
        fields.add(new int[] {i, end});
      }
    }
    if (fields.isEmpty()) {
      return line;
    }
    int[] field = fields.get(which % fields.size());
    String replacement = VALUES.get(value % VALUES.size());
    if (value / VALUES.size() % 2 == 0) {
      int width = field[1] - field[0];
      replacement = replacement.length() >= width ? replacement.substring(0, width)
          : " ".repeat(width - replacement.length()) + replacement;
    }
    return line.substring(0, field[0]) + replacement + line.substring(field[1]);
  }

  private static String record(Random random) {
    if (random.nextInt(3) == 0) {
      return POINT_SYSTEMS.get(random.nextInt(POINT_SYSTEMS.size()));
    }
    String template = RECORDS.get(random.nextInt(RECORDS.size()));
    String code = template.substring(0, 3);
    return switch (code) {
      case "362" -> String.format(template, number(random), number(random), number(random));
      case "320" -> template.contains("170") ? String.format(template, small(random))
          : template.endsWith("%03d") ? String.format(template, number(random), number(random),
              small(random), small(random)) : String.format(template, number(random));
      case "330" -> template.contains("999") ? template : String.format(template,
          FORFEIT_TYPES.get(random.nextInt(FORFEIT_TYPES.size())), small(random), small(random),
          small(random));
      case "240" -> template.startsWith("240 F") ? String.format(template, small(random),
          small(random), small(random)) : String.format(template,
          BYE_TYPES.get(random.nextInt(BYE_TYPES.size())), small(random), small(random));
      case "300" -> template.endsWith("%04d") ? String.format(template, small(random),
          small(random), small(random), small(random), small(random))
          : String.format(template, small(random), small(random), small(random));
      case "352" -> String.format(template, COLOURS.get(random.nextInt(COLOURS.size())));
      case "XXR", "142" -> template.contains("%") ? String.format(template, small(random))
          : template;
      case "192" -> String.format(template, FORMATS.get(random.nextInt(FORMATS.size())));
      case "042", "052" -> String.format(template, DATES.get(random.nextInt(DATES.size())));
      case "310" -> String.format(template, small(random), "Damaged " + random.nextInt(9),
          random.nextInt(4) == 0 ? "" : String.format("%4d %4d", small(random), small(random)));
      case "013" -> String.format(template, "Team " + random.nextInt(9) + " ".repeat(26)
          + String.format("%4d %4d", small(random), small(random)));
      case "299" -> String.format(template, BYE_TYPES.get(random.nextInt(BYE_TYPES.size())),
          number(random), small(random), small(random));
      default -> String.format(template, (random.nextBoolean() ? "PTS," : "")
          + tiebreaks(random));
    };
  }

  /** A small number, now and then a large one. */
  private static int small(Random random) {
    return random.nextInt(10) == 0 ? random.nextInt(1000) : random.nextInt(9);
  }

  private static String number(Random random) {
    return NUMBERS.get(random.nextInt(NUMBERS.size()));
  }

  /** A list of one to four codes, each with up to two modifiers, separated as lists are. */
  static String tiebreaks(Random random) {
    StringBuilder list = new StringBuilder();
    int codes = 1 + random.nextInt(4);
    for (int i = 0; i < codes; i++) {
      if (i > 0) {
        list.append(SEPARATORS.get(random.nextInt(SEPARATORS.size())));
      }
      list.append(CODES.get(random.nextInt(CODES.size())));
      for (int m = random.nextInt(3); m > 0; m--) {
        list.append(MODIFIERS.get(random.nextInt(MODIFIERS.size())));
      }
    }
    return list.toString();
  }

  private static char pick(String characters, int index) {
    return characters.charAt(index % characters.length());
  }
}
