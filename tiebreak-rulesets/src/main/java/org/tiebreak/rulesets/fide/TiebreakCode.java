package org.tiebreak.rulesets.fide;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.tiebreak.api.Score;

/**
 * A tie-break as FIDE writes it in a TRF-26 file (records 202 and 212) and in the TEC's list of
 * mandatory tie-breaks: {@code Name[:MP|:GP][/Cn|/Mn][/L±n|/Lnn][/P][/F][/R][/Un][/Kn]}, in any
 * case. Extended Sonneborn-Berger may name both scores as the FIDE reference checker reads them,
 * {@code ESB:MG} for EMGSB.
 *
 * @param text the code as written, trimmed
 * @param name the tie-break's acronym, upper case ({@code GE} is read as {@code REP},
 *     {@code MPvGP} as {@code MPVGP})
 * @param pointType {@code MP} or {@code GP} for a team event's match or game points, if given;
 *     for {@code ESB} also {@code MM}, {@code MG}, {@code GM} or {@code GG} (the opponent's score,
 *     then the team's own)
 * @param cutLow the number of least significant values cut ({@code /Cn}, and {@code /Mn})
 * @param cutHigh the number of most significant values cut ({@code /Mn})
 * @param forfeitsAsPlayed {@code /P}: forfeits count as games against the scheduled opponent
 * @param fore {@code /F}: on the Fore Buchholz (AOB)
 * @param reverse {@code /R}: the order reversed (TPN, RTNG)
 * @param koyaPercent {@code /Lnn}: the Koya limit as a percentage of the maximum score (50)
 * @param koyaOffset {@code /L+n} or {@code /L-n}: the Koya limit moved by n half points (or by n
 *     points where n has a decimal point)
 * @param unratedRating {@code /Un}: the rating an unrated player counts with
 * @param factor {@code /Kn}: the normalising factor of SSSC
 */
record TiebreakCode(String text, String name, Optional<String> pointType, int cutLow,
    int cutHigh, boolean forfeitsAsPlayed, boolean fore, boolean reverse, int koyaPercent,
    Score koyaOffset, OptionalInt unratedRating, OptionalInt factor) {

  /** The tie-breaks by acronym, and the modifiers (letters) each takes. */
  static final Map<String, String> MODIFIERS = Map.ofEntries(
      Map.entry("BH", "CMP"), Map.entry("FB", "CMP"), Map.entry("AOB", "F"),
      Map.entry("SB", "CMP"), Map.entry("KS", "LP"), Map.entry("PS", "C"), Map.entry("DE", "P"),
      Map.entry("WIN", ""), Map.entry("WON", ""), Map.entry("BPG", ""), Map.entry("BWG", ""),
      Map.entry("REP", ""), Map.entry("STD", ""), Map.entry("TPN", "R"), Map.entry("RTNG", "RU"),
      Map.entry("ARO", "CMU"), Map.entry("TPR", "U"), Map.entry("PTP", "U"),
      Map.entry("APRO", "U"), Map.entry("APPO", "U"), Map.entry("BC", ""), Map.entry("TBR", ""),
      Map.entry("BBE", ""), Map.entry("MPVGP", ""), Map.entry("MPTS", ""), Map.entry("GPTS", ""),
      Map.entry("ESB", "CMP"), Map.entry("EMMSB", "CMP"), Map.entry("EMGSB", "CMP"),
      Map.entry("EGMSB", "CMP"), Map.entry("EGGSB", "CMP"), Map.entry("EDE", "P"),
      Map.entry("EDET", "P"), Map.entry("EDEB", "P"), Map.entry("EDEBT", "P"),
      Map.entry("EDEBB", "P"), Map.entry("SSSC", "FKP"));

  /** The acronyms in the order of the regulations' articles, for messages. */
  static final List<String> NAMES = List.of("DE", "WIN", "WON", "BPG", "BWG", "PS", "REP", "STD",
      "TPN", "BH", "AOB", "FB", "SB", "KS", "ARO", "TPR", "PTP", "APRO", "APPO", "RTNG", "BC",
      "TBR", "BBE", "MPvGP", "ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "EDE", "EDET", "EDEB",
      "EDEBT", "EDEBB", "SSSC");

  /** The tie-breaks of teams only (Art. 12 and 13, and the scores of a team event). */
  static final Set<String> TEAM_NAMES = Set.of("BC", "TBR", "BBE", "MPVGP", "MPTS", "GPTS", "ESB",
      "EMMSB", "EMGSB", "EGMSB", "EGGSB", "EDE", "EDET", "EDEB", "EDEBT", "EDEBB", "SSSC");

  /** The rating-based tie-breaks, which Art. 10 gives individuals only. */
  static final Set<String> RATING_NAMES = Set.of("ARO", "TPR", "PTP", "APRO", "APPO", "RTNG");

  /** The four Extended Sonneborn-Berger codes and the point types they stand for. */
  private static final Map<String, String> EXTENDED = Map.of("EMMSB", "MM", "EMGSB", "MG",
      "EGMSB", "GM", "EGGSB", "GG");

  /**
   * Acronyms the editions of the regulations have renamed, and MP and GP, the names the FIDE
   * reference checker gives a team's match and game points (TRF-26 writes MPTS and GPTS).
   */
  private static final Map<String, String> ALIASES = Map.of("GE", "REP", "MP", "MPTS", "GP",
      "GPTS");

  /** The code that the FIDE reference checker reads as the event's score, never a tie-break. */
  private static final Set<String> SCORES = Set.of("PTS");

  /**
   * Reads a code.
   *
   * @throws IllegalArgumentException naming what cannot be read: an unknown acronym or modifier,
   *     a modifier the tie-break does not take, a malformed number
   */
  static TiebreakCode parse(String written) {
    String text = written.strip();
    if (text.isEmpty()) {
      throw new IllegalArgumentException("an empty tie-break code");
    }
    String[] parts = text.toUpperCase(Locale.ROOT).replace('!', '/').replace('#', '/')
        .split("/", -1);
    String head = parts[0];
    Optional<String> pointType = Optional.empty();
    int colon = head.indexOf(':');
    if (colon >= 0) {
      pointType = Optional.of(head.substring(colon + 1));
      head = head.substring(0, colon);
    }
    if (head.isBlank()) {
      throw new IllegalArgumentException("\"" + text + "\": no tie-break is named before its"
          + " modifiers");
    }
    String name = ALIASES.getOrDefault(head, head);
    if (pointType.isPresent()) {
      checkPointType(text, name, pointType.get());
    }
    if (SCORES.contains(name)) {
      throw new IllegalArgumentException("\"" + text + "\" is the event's score, not a"
          + " tie-break");
    }
    String allowed = MODIFIERS.get(name);
    if (allowed == null) {
      throw new IllegalArgumentException("\"" + text + "\": unknown tie-break " + head
          + "; known: " + String.join(", ", NAMES));
    }
    int cutLow = 0;
    int cutHigh = 0;
    boolean forfeitsAsPlayed = false;
    boolean fore = false;
    boolean reverse = false;
    int koyaPercent = 50;
    Score koyaOffset = Score.ZERO;
    OptionalInt unrated = OptionalInt.empty();
    OptionalInt factor = OptionalInt.empty();
    List<String> seen = new ArrayList<>();
    for (int i = 1; i < parts.length; i++) {
      String modifier = parts[i];
      if (modifier.isEmpty()) {
        throw new IllegalArgumentException("\"" + text + "\": an empty modifier");
      }
      char letter = modifier.charAt(0);
      String argument = modifier.substring(1);
      if (allowed.indexOf(letter) < 0) {
        throw new IllegalArgumentException("\"" + text + "\": " + name + " takes no modifier /"
            + modifier + (allowed.isEmpty() ? "" : " (it takes " + describe(allowed) + ")"));
      }
      if (seen.contains(String.valueOf(letter))) {
        throw new IllegalArgumentException("\"" + text + "\": modifier /" + letter
            + " given twice");
      }
      seen.add(String.valueOf(letter));
      switch (letter) {
        case 'C' -> cutLow = count(text, modifier, argument);
        case 'M' -> {
          cutLow = count(text, modifier, argument);
          cutHigh = cutLow;
        }
        case 'U' -> unrated = OptionalInt.of(count(text, modifier, argument));
        case 'K' -> {
          int k = count(text, modifier, argument);
          if (k < 1) {
            throw new IllegalArgumentException("\"" + text + "\": /K needs a factor of at least"
                + " 1, not " + k);
          }
          factor = OptionalInt.of(k);
        }
        case 'L' -> {
          if (argument.startsWith("+") || argument.startsWith("-")) {
            koyaOffset = offset(text, modifier, argument);
          } else {
            koyaPercent = count(text, modifier, argument);
          }
        }
        default -> {
          if (!argument.isEmpty()) {
            throw new IllegalArgumentException("\"" + text + "\": /" + letter
                + " takes no value, not " + argument);
          }
          forfeitsAsPlayed |= letter == 'P';
          fore |= letter == 'F';
          reverse |= letter == 'R';
        }
      }
    }
    if (seen.contains("C") && seen.contains("M")) {
      throw new IllegalArgumentException("\"" + text + "\": /C and /M cannot both be given");
    }
    return new TiebreakCode(text, name, pointType, cutLow, cutHigh, forfeitsAsPlayed, fore,
        reverse, koyaPercent, koyaOffset, unrated, factor);
  }

  /**
   * Checks a score type: {@code :MP} or {@code :GP}, or for ESB a pair such as {@code :MG}; none
   * for the tie-breaks whose name fixes the scores (MPvGP, the team scores, the four ESB codes,
   * the board tie-breaks of Art. 12).
   */
  private static void checkPointType(String text, String name, String type) {
    boolean fixed = EXTENDED.containsKey(name) || Set.of("MPVGP", "MPTS", "GPTS", "BC", "TBR",
        "BBE").contains(name);
    if (fixed) {
      throw new IllegalArgumentException("\"" + text + "\": " + name + " takes no score type;"
          + " its scores are fixed");
    }
    boolean pair = type.length() == 2 && "MG".indexOf(type.charAt(0)) >= 0
        && "MG".indexOf(type.charAt(1)) >= 0;
    if (name.equals("ESB") ? !pair : !type.equals("MP") && !type.equals("GP")) {
      throw new IllegalArgumentException("\"" + text + "\": a score type is :MP or :GP"
          + (name.equals("ESB") ? ", or for ESB :MM, :MG, :GM or :GG" : "") + ", not :" + type);
    }
  }

  /** Whether the tie-break is one of teams only (Art. 12 and 13). */
  boolean teamOnly() {
    return TEAM_NAMES.contains(name);
  }

  /** Whether the tie-break is one of the rating-based tie-breaks of Art. 10. */
  boolean ratingBased() {
    return RATING_NAMES.contains(name);
  }

  /**
   * The score types of an Extended Sonneborn-Berger, the opponent's then the team's own, such as
   * {@code "MG"} for EMGSB; empty for a bare {@code ESB} (the primary score of the opponent and
   * the secondary score of the team, as the FIDE reference checker reads it).
   */
  Optional<String> extendedScores() {
    String fixed = EXTENDED.get(name);
    return fixed != null ? Optional.of(fixed) : name.equals("ESB") ? pointType : Optional.empty();
  }

  private static int count(String text, String modifier, String argument) {
    if (argument.isEmpty() || argument.length() > 4 || !argument.chars().allMatch(
        Character::isDigit)) {
      throw new IllegalArgumentException("\"" + text + "\": /" + modifier.charAt(0)
          + " needs a whole number, not \"" + modifier + "\"");
    }
    return Integer.parseInt(argument);
  }

  /** {@code +n} in half points, or {@code +n.n} in points. */
  private static Score offset(String text, String modifier, String argument) {
    String number = argument.substring(1);
    if (!number.matches("[0-9]{1,3}(\\.[0-9]{1,2})?")) {
      throw new IllegalArgumentException("\"" + text + "\": /L needs +n or -n, not \""
          + modifier + "\"");
    }
    Score value = number.contains(".") ? Score.parse(number) : Score.of(Long.parseLong(number), 2);
    return argument.startsWith("-") ? value.negate() : value;
  }

  private static String describe(String letters) {
    List<String> all = new ArrayList<>();
    for (char letter : letters.toCharArray()) {
      all.add("/" + letter);
    }
    return String.join(", ", all);
  }

  /** What the modifiers do, for a rule's variant: {@code "cut 1"}, {@code "forfeits as games"}. */
  String modifiers() {
    List<String> parts = new ArrayList<>();
    if (cutLow > 0 && cutHigh == 0) {
      parts.add("cut " + cutLow);
    } else if (cutLow > 0) {
      parts.add("median " + cutLow);
    }
    if (forfeitsAsPlayed) {
      parts.add("forfeits as games");
    }
    if (fore) {
      parts.add("on the Fore Buchholz");
    }
    if (reverse) {
      parts.add("reversed");
    }
    if (name.equals("KS") && (koyaPercent != 50 || koyaOffset.compareTo(Score.ZERO) != 0)) {
      parts.add("limit " + koyaPercent + "%" + (koyaOffset.compareTo(Score.ZERO) == 0 ? ""
          : (koyaOffset.isNegative() ? " " : " +") + koyaOffset));
    }
    unratedRating.ifPresent(rating -> parts.add("unrated players count " + rating));
    factor.ifPresent(k -> parts.add("normalising factor " + k));
    pointType.ifPresent(type -> parts.add("on " + type));
    return String.join(", ", parts);
  }
}
