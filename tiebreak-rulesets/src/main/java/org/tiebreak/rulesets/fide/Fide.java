package org.tiebreak.rulesets.fide;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.tiebreak.api.Format;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.core.rules.Tiebreaks;

/**
 * The tie-breaks of the FIDE tie-break regulations (FIDE Handbook C.07), by the codes FIDE uses in
 * tournament report files (TRF-26 records 202 and 212), and the FIDE rulesets.
 *
 * <pre>{@code
 * TiebreakRule cutOne = Fide.rule(FideEdition.EDITION_2026, "BH/C1");
 * Ruleset event = Fide.ruleset(FideEdition.EDITION_2026, List.of("BH/C1", "BH", "SB", "DE"));
 * Ruleset byDate = Fide.ruleset(List.of("BH/C1", "BH"));   // the edition of the start date
 * Ruleset teams = Fide.teamRuleset(List.of("MPvGP", "EDE", "EMGSB/C1", "BH:MP/C1"));
 * }</pre>
 *
 * <p>Codes: DE (Art. 6); WIN, WON, BPG, BWG, PS, REP (formerly GE), STD, TPN (Art. 7); BH, AOB,
 * FB (Art. 8); SB, KS (Art. 9); ARO, TPR, PTP, APRO, APPO, RTNG (Art. 10); for teams BC, TBR, BBE
 * (Art. 12), MPvGP (13.1), ESB with EMMSB, EMGSB, EGMSB, EGGSB (13.2), EDE with EDET, EDEB, EDEBT,
 * EDEBB (13.3) and SSSC (13.4), and MPTS and GPTS (a team's match or game points, as TRF-26 record
 * 212 names them). Modifiers (Art. 14 and the TEC's list): {@code /Cn} cut the n least significant
 * values, {@code /Mn} the n least and n most, {@code /P} forfeits as games, {@code /F} on the Fore
 * Buchholz, {@code /R} reversed, {@code /Lnn} or {@code /L±n} the Koya limit, {@code /Un} the
 * rating of unrated players, {@code /Kn} the normalising factor of SSSC, and {@code :MP} or
 * {@code :GP} for a team's match or game points (Art. 11.1; the primary score when not given). A
 * rule's code is the code as written, so standings name each figure as the event's regulations
 * do.
 *
 * <p>Every individual tie-break ranks teams in the score {@code :MP} or {@code :GP} names, over
 * the team crosstable (matches as games), with the unplayed rounds of Art. 16 for teams; the
 * rating-based tie-breaks of Art. 10 are for individuals and do not rank teams.
 *
 * <p>The 2023 and later regulations prescribe no order. The rulesets {@code fide-2026},
 * {@code fide-2024} and {@code fide-pre-2023} (and {@code fide}, the edition of the event's start
 * date) use the order FIDE recommended for Swiss events before 2023 (C.02 13.16.4): BH/C1, BH, SB,
 * PS, DE, WIN, BWG, then lots; the {@code -rr} rulesets the order it recommended for round robins
 * (13.16.2): DE, WIN, SB, KS, then lots. The team rulesets ({@code fide-team},
 * {@code fide-2026-team} and so on, {@code -team-rr} for round robins) use the list of the TEC's
 * TRF-26 sample of a team Swiss (record 202 of its "GrandMommysCup" file): EDET/P, EMGSB/C1/P,
 * BH:MP/C1/P, MPvGP, then lots; the round robins drop the Buchholz, which Art. 8 (2026) bars
 * there. A file's own list (record 202), or the caller's, replaces the chain.
 */
@API(status = STABLE, since = "1.0")
public final class Fide {

  /** The name of the ruleset whose edition follows the event's start date, {@value}. */
  public static final String BY_DATE = "fide";

  private static final List<String> SWISS = List.of("BH/C1", "BH", "SB", "PS", "DE", "WIN", "BWG");
  private static final List<String> ROUND_ROBIN = List.of("DE", "WIN", "SB", "KS");
  private static final List<String> TEAM_SWISS = List.of("EDET/P", "EMGSB/C1/P", "BH:MP/C1/P",
      "MPvGP");
  private static final List<String> TEAM_ROUND_ROBIN = List.of("EDET/P", "EMGSB/C1/P", "MPvGP");

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
      case "MPVGP", "MPTS", "GPTS" -> new TeamScores(code, edition);
      case "ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB" -> new ExtendedSonnebornBerger(code, edition);
      case "EDE", "EDET", "EDEB", "EDEBT", "EDEBB" -> new ExtendedDirectEncounter(code, edition);
      case "BC" -> new BoardCount(code, edition);
      case "TBR", "BBE" -> new BoardResults(code, edition);
      case "SSSC" -> new ScoreStrengthCombination(code, edition);
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
   * lots (Art. 4.2); named {@code fide-<year>}. A list with a tie-break of teams only (Art. 12 and
   * 13) or a score type ({@code :MP}, {@code :GP}) ranks teams, as {@link #teamRuleset} does.
   *
   * @throws IllegalArgumentException listing every code that cannot be read, and the rating-based
   *     tie-breaks of a list that ranks teams
   */
  public static Ruleset ruleset(FideEdition edition, List<String> codes) {
    Optional<FideEdition> given = Optional.of(Objects.requireNonNull(edition, "edition"));
    boolean teams = ranksTeams(codes);
    return ruleset(given, name(given, false, teams), codes, Set.of(), teams);
  }

  /**
   * A ruleset of the tie-breaks these codes name, in order, under the edition of the ranked event's
   * start date, then a drawing of lots (Art. 4.2); named {@value #BY_DATE}, or
   * {@code fide-team} for a list that ranks teams (see {@link #ruleset(FideEdition, List)}).
   *
   * @throws IllegalArgumentException listing every code that cannot be read, and the rating-based
   *     tie-breaks of a list that ranks teams
   */
  public static Ruleset ruleset(List<String> codes) {
    boolean teams = ranksTeams(codes);
    return ruleset(Optional.empty(), name(Optional.empty(), false, teams), codes, Set.of(),
        teams);
  }

  /**
   * A ruleset that ranks the teams of a team event by the tie-breaks these codes name, in order,
   * under an edition, then a drawing of lots (Art. 4.2); named {@code fide-<year>-team}. An
   * individual tie-break counts in the score {@code :MP} or {@code :GP} names, the primary score
   * by default (Art. 11.1).
   *
   * @throws IllegalArgumentException listing every code that cannot be read or does not rank
   *     teams (the rating-based tie-breaks of Art. 10)
   */
  public static Ruleset teamRuleset(FideEdition edition, List<String> codes) {
    Optional<FideEdition> given = Optional.of(Objects.requireNonNull(edition, "edition"));
    return ruleset(given, name(given, false, true), codes, Set.of(), true);
  }

  /**
   * A ruleset that ranks the teams of a team event by the tie-breaks these codes name, under the
   * edition of the event's start date, then a drawing of lots; named {@code fide-team}.
   *
   * @throws IllegalArgumentException listing every code that cannot be read or does not rank
   *     teams
   */
  public static Ruleset teamRuleset(List<String> codes) {
    return ruleset(Optional.empty(), name(Optional.empty(), false, true), codes, Set.of(), true);
  }

  /** Whether a list ranks teams: it has a team-only tie-break or a score type. */
  private static boolean ranksTeams(List<String> codes) {
    for (String code : Objects.requireNonNull(codes, "codes")) {
      try {
        TiebreakCode read = TiebreakCode.parse(Objects.requireNonNull(code, "code"));
        if (read.teamOnly() || read.pointType().isPresent()) {
          return true;
        }
      } catch (IllegalArgumentException e) {
        continue;
      }
    }
    return false;
  }

  private static Ruleset ruleset(Optional<FideEdition> edition, String name, List<String> codes,
      Set<Format> formats, boolean teams) {
    List<TiebreakRule> rules = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (String code : codes) {
      try {
        TiebreakCode read = TiebreakCode.parse(Objects.requireNonNull(code, "code"));
        if (teams && read.ratingBased()) {
          problems.add("\"" + read.text() + "\": the rating-based tie-breaks of Art. 10 are for"
              + " individuals, not teams");
        } else if (!teams && read.teamOnly()) {
          problems.add("\"" + read.text() + "\" is a tie-break of team events");
        } else {
          rules.add(rule(edition, code));
        }
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
        .description(editionText + (teams ? ", teams" : "") + ": " + String.join(", ", codes)
            + ", then lots")
        .addAllFormats(formats).addAllRules(rules).forTeams(teams).build();
  }

  /**
   * The name of a built-in FIDE ruleset: {@code fide-2026}, {@code fide-2024-rr},
   * {@code fide-2026-team-rr} and so on.
   */
  static String name(Optional<FideEdition> edition, boolean roundRobin, boolean teams) {
    String base = edition.map(e -> e == FideEdition.PRE_2023 ? "fide-pre-2023"
        : "fide-" + e.year()).orElse(BY_DATE);
    return base + (teams ? "-team" : "") + (roundRobin ? "-rr" : "");
  }

  /**
   * The built-in FIDE rulesets: each edition and the start date's, for Swiss and round robins,
   * of players and of teams.
   */
  static List<Ruleset> rulesets() {
    List<Ruleset> all = new ArrayList<>();
    List<Optional<FideEdition>> editions = List.of(Optional.empty(),
        Optional.of(FideEdition.EDITION_2026), Optional.of(FideEdition.EDITION_2024),
        Optional.of(FideEdition.PRE_2023));
    Set<Format> roundRobins = Set.of(Format.ROUND_ROBIN, Format.DOUBLE_ROUND_ROBIN);
    for (Optional<FideEdition> edition : editions) {
      all.add(ruleset(edition, name(edition, false, false), SWISS, Set.of(Format.SWISS),
          false));
      all.add(ruleset(edition, name(edition, true, false), ROUND_ROBIN, roundRobins, false));
    }
    for (Optional<FideEdition> edition : editions) {
      all.add(ruleset(edition, name(edition, false, true), TEAM_SWISS, Set.of(Format.SWISS),
          true));
      all.add(ruleset(edition, name(edition, true, true), TEAM_ROUND_ROBIN, roundRobins, true));
    }
    return all;
  }

  /** The edition of a built-in FIDE ruleset by name; empty for the start date's. */
  static Optional<FideEdition> edition(String rulesetName) {
    for (FideEdition edition : FideEdition.values()) {
      if (rulesetName.startsWith(name(Optional.of(edition), false, false))) {
        return Optional.of(edition);
      }
    }
    return Optional.empty();
  }
}
