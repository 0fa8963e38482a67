package org.tiebreak.rulesets.fide;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.tiebreak.api.Format;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.core.rules.Tiebreaks;

/**
 * The tie-breaks of the FIDE tie-break regulations (FIDE Handbook C.07), by the codes FIDE uses in
 * tournament report files (TRF-26 records 202 and 212), and the FIDE rulesets.
 *
 * <pre>{@code
 * TiebreakRule cutOne = Fide.rule(FideEdition.EDITION_2026, "BH/C1");
 * Ruleset event = Fide.ruleset(FideEdition.EDITION_2026, List.of("BH/C1", "BH", "SB", "DE"));
 * Ruleset byDate = Fide.ruleset(List.of("BH/C1", "BH"));   // the edition of the start date
 * }</pre>
 *
 * <p>Codes: DE (Art. 6); WIN, WON, BPG, BWG, PS, REP (formerly GE), STD, TPN (Art. 7); BH, AOB,
 * FB (Art. 8); SB, KS (Art. 9); ARO, TPR, PTP, APRO, APPO, RTNG (Art. 10). Modifiers (Art. 14 and
 * the TEC's list): {@code /Cn} cut the n least significant values, {@code /Mn} the n least and n
 * most, {@code /P} forfeits as games, {@code /F} on the Fore Buchholz, {@code /R} reversed,
 * {@code /Lnn} or {@code /L±n} the Koya limit, {@code /Un} the rating of unrated players, and
 * {@code :MP} or {@code :GP} for a team's match or game points. A rule's code is the code as
 * written, so standings name each figure as the event's regulations do.
 *
 * <p>The 2023 and later regulations prescribe no order. The rulesets {@code fide-2026},
 * {@code fide-2024} and {@code fide-pre-2023} (and {@code fide}, the edition of the event's start
 * date) use the order FIDE recommended for Swiss events before 2023 (C.02 13.16.4): BH/C1, BH, SB,
 * PS, DE, WIN, BWG, then lots; the {@code -rr} rulesets the order it recommended for round robins
 * (13.16.2): DE, WIN, SB, KS, then lots. A file's own list (record 202), or the caller's, replaces
 * the chain.
 */
public final class Fide {

  /** The name of the ruleset whose edition follows the event's start date, {@value}. */
  public static final String BY_DATE = "fide";

  private static final List<String> SWISS = List.of("BH/C1", "BH", "SB", "PS", "DE", "WIN", "BWG");
  private static final List<String> ROUND_ROBIN = List.of("DE", "WIN", "SB", "KS");

  private Fide() {}

  /**
   * The tie-break a code names, under an edition.
   *
   * @throws IllegalArgumentException naming what cannot be read in the code
   */
  public static TiebreakRule rule(FideEdition edition, String code) {
    return rule(Optional.of(Objects.requireNonNull(edition, "edition")), code);
  }

  /**
   * The tie-break a code names, under the edition of the ranked event's start date.
   *
   * @throws IllegalArgumentException naming what cannot be read in the code
   */
  public static TiebreakRule rule(String code) {
    return rule(Optional.empty(), code);
  }

  static TiebreakRule rule(Optional<FideEdition> edition, String written) {
    TiebreakCode code = TiebreakCode.parse(Objects.requireNonNull(written, "code"));
    return switch (code.name()) {
      case "BH", "FB", "SB" -> new Buchholz(code, edition);
      case "AOB" -> new AverageOfOpponentsBuchholz(code, edition);
      case "PS" -> new ProgressiveScores(code, edition);
      case "KS" -> new Koya(code, edition);
      case "DE" -> new DirectEncounter(code, edition);
      case "TPN", "RTNG" -> new PlayerOrder(code, edition);
      case "ARO", "TPR", "PTP", "APRO", "APPO" -> new RatingPerformance(code, edition);
      default -> new OwnResults(code, edition);
    };
  }

  /**
   * A ruleset of the tie-breaks these codes name, in order, under an edition, then a drawing of
   * lots (Art. 4.2); named {@code fide-<year>}.
   *
   * @throws IllegalArgumentException listing every code that cannot be read
   */
  public static Ruleset ruleset(FideEdition edition, List<String> codes) {
    return ruleset(Optional.of(Objects.requireNonNull(edition, "edition")), name(
        Optional.of(edition), false), codes);
  }

  /**
   * A ruleset of the tie-breaks these codes name, in order, under the edition of the ranked event's
   * start date, then a drawing of lots (Art. 4.2); named {@value #BY_DATE}.
   *
   * @throws IllegalArgumentException listing every code that cannot be read
   */
  public static Ruleset ruleset(List<String> codes) {
    return ruleset(Optional.empty(), BY_DATE, codes);
  }

  private static Ruleset ruleset(Optional<FideEdition> edition, String name, List<String> codes) {
    return ruleset(edition, name, codes, Set.of());
  }

  private static Ruleset ruleset(Optional<FideEdition> edition, String name, List<String> codes,
      Set<Format> formats) {
    List<TiebreakRule> rules = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (String code : codes) {
      try {
        rules.add(rule(edition, code));
      } catch (IllegalArgumentException e) {
        problems.add(e.getMessage());
      }
    }
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", problems));
    }
    rules.add(Tiebreaks.drawingOfLots());
    String editionText = edition.map(e -> "FIDE C.07 (" + e.year() + ")")
        .orElse("FIDE C.07, the edition of the event's start date");
    return Ruleset.builder().name(name)
        .description(editionText + ": " + String.join(", ", codes) + ", then lots")
        .addAllFormats(formats).addAllRules(rules).build();
  }

  /** The name of a built-in FIDE ruleset: {@code fide-2026}, {@code fide-2024-rr} and so on. */
  static String name(Optional<FideEdition> edition, boolean roundRobin) {
    String base = edition.map(e -> e == FideEdition.PRE_2023 ? "fide-pre-2023"
        : "fide-" + e.year()).orElse(BY_DATE);
    return roundRobin ? base + "-rr" : base;
  }

  /** The built-in FIDE rulesets: each edition and the start date's, for Swiss and round robins. */
  static List<Ruleset> rulesets() {
    List<Ruleset> all = new ArrayList<>();
    List<Optional<FideEdition>> editions = List.of(Optional.empty(),
        Optional.of(FideEdition.EDITION_2026), Optional.of(FideEdition.EDITION_2024),
        Optional.of(FideEdition.PRE_2023));
    for (Optional<FideEdition> edition : editions) {
      all.add(ruleset(edition, name(edition, false), SWISS, Set.of(Format.SWISS)));
      all.add(ruleset(edition, name(edition, true), ROUND_ROBIN,
          Set.of(Format.ROUND_ROBIN, Format.DOUBLE_ROUND_ROBIN)));
    }
    return all;
  }

  /** The edition of a built-in FIDE ruleset by name; empty for the start date's. */
  static Optional<FideEdition> edition(String rulesetName) {
    for (FideEdition edition : FideEdition.values()) {
      if (rulesetName.startsWith(name(Optional.of(edition), false))) {
        return Optional.of(edition);
      }
    }
    return Optional.empty();
  }
}
