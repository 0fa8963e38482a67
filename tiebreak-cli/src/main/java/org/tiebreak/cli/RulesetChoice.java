package org.tiebreak.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tiebreak.api.Format;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;

/**
 * Which ruleset ranks a file. A ruleset named by {@code --ruleset} is used as named, its chain
 * replaced by {@code --tiebreaks} if given. Without {@code --ruleset}:
 *
 * <ul>
 *   <li>{@code --tiebreaks} of FIDE codes only are read by the FIDE rules of the event's start
 *       date ({@code fide}, or {@code fide-rr} for a round robin); other codes by {@code uscf};
 *   <li>else the file's own tie-break list (TRF-26 record 202, or 212) is read the same way,
 *       except in a team file, where the list ranks the teams;
 *   <li>else {@code uscf}, or the FIDE rules where {@code uscf} does not fit the event.
 * </ul>
 *
 * <p>The teams of a team file are chosen for the same way among the rulesets for teams:
 * {@code uscf-team}, {@code fide-team} (by the start date; {@code fide-team-rr} for a round
 * robin), and a ruleset named for individuals gives way to its counterpart for teams
 * ({@code fide-2026} to {@code fide-2026-team}, {@code fide-2026-rr} to {@code fide-2026-team-rr}).
 */
final class RulesetChoice {

  /** The ruleset when neither the options nor the file name tie-breaks. */
  static final String DEFAULT = "uscf";

  /** The ruleset for teams when neither the options nor the file name tie-breaks. */
  static final String DEFAULT_TEAMS = "uscf-team";

  private RulesetChoice() {}

  /**
   * The ruleset for a file; notes on standard error where the choice is not the one named.
   *
   * @param name the {@code --ruleset} option, or null
   * @param tiebreaks the {@code --tiebreaks} option, or null
   * @throws Main.BadInput for an unknown ruleset or code, naming the record of a file's code
   */
  static Ruleset choose(Path file, String name, List<String> tiebreaks, InputFile input,
      PrintWriter err) {
    Tournament tournament = input.tournament;
    if (name != null) {
      Ruleset chosen = build(name, tiebreaks);
      if (!chosen.formats().isEmpty() && !chosen.formats().contains(tournament.format())) {
        err.println("tiebreak: warning: " + misfit(chosen, file, tournament));
      }
      return chosen;
    }
    String fide = fide(tournament);
    if (tiebreaks != null) {
      return buildUnnamed(fide, DEFAULT, tiebreaks);
    }
    if (input.tiebreaks.isPresent() && !input.hasTeams()) {
      return fileList(file, input.tiebreaks.get(), fide, tournament.startDate(), err);
    }
    Ruleset standard = Rulesets.named(DEFAULT);
    if (standard.fits(tournament)) {
      return standard;
    }
    err.println("tiebreak: " + misfit(standard, file, tournament) + "; ranking by " + fide + ", "
        + edition(tournament.startDate()));
    return Rulesets.named(fide);
  }

  /**
   * The ruleset for the teams of a team event; notes on standard error where the choice is not
   * the one named.
   *
   * @param name the {@code --ruleset} option, or null
   * @param tiebreaks the {@code --tiebreaks} option, or null
   * @throws Main.BadInput for an unknown ruleset or code, or a ruleset with no counterpart for
   *     teams
   */
  static Ruleset chooseForTeams(Path file, String name, List<String> tiebreaks,
      InputFile input, TeamTournament event, PrintWriter err) {
    if (name != null) {
      String teamName = teamName(name);
      if (!teamName.equalsIgnoreCase(name)) {
        err.println("tiebreak: ranking the teams by " + teamName);
      }
      Ruleset chosen = build(teamName, tiebreaks);
      if (!chosen.formats().isEmpty() && !chosen.formats().contains(event.format())) {
        err.println("tiebreak: warning: " + misfit(chosen, file, event.format()));
      }
      return chosen;
    }
    String fide = Fide.BY_DATE + (event.format() == Format.SWISS ? "-team" : "-team-rr");
    if (tiebreaks != null) {
      return buildUnnamed(fide, DEFAULT_TEAMS, tiebreaks);
    }
    if (input.tiebreaks.isPresent()) {
      return fileList(file, input.tiebreaks.get(), fide, event.startDate(), err);
    }
    Ruleset standard = Rulesets.named(DEFAULT_TEAMS);
    if (standard.fits(event)) {
      return standard;
    }
    err.println("tiebreak: ruleset " + DEFAULT_TEAMS + " does not fit " + file + "; ranking by "
        + fide + ", " + edition(event.startDate()));
    return Rulesets.named(fide);
  }

  /**
   * The ruleset for teams of this name: the named one if it ranks teams, else its counterpart
   * ({@code X-team}, {@code X-team-rr} for {@code X-rr}, {@code X-team} for {@code X-swiss}).
   */
  private static String teamName(String name) {
    Ruleset named = build(name, null);
    if (named.forTeams()) {
      return named.name();
    }
    name = named.name();
    String base = name.endsWith("-rr") ? name.substring(0, name.length() - 3)
        : name.endsWith("-swiss") ? name.substring(0, name.length() - 6) : name;
    String counterpart = base + "-team" + (name.endsWith("-rr") ? "-rr" : "");
    List<String> teamRulesets = new ArrayList<>();
    for (Ruleset ruleset : Rulesets.all()) {
      if (ruleset.forTeams()) {
        if (ruleset.name().equals(counterpart)) {
          return counterpart;
        }
        teamRulesets.add(ruleset.name());
      }
    }
    throw new Main.BadInput(List.of("tiebreak: ruleset " + name + " ranks players, not teams;"
        + " rulesets for teams: " + String.join(", ", teamRulesets)));
  }

  /** The FIDE ruleset of the start date for the tournament's format. */
  static String fide(Tournament tournament) {
    return tournament.format() == Format.SWISS ? Fide.BY_DATE : Fide.BY_DATE + "-rr";
  }

  /**
   * The ruleset named, its chain replaced by the codes if given.
   *
   * @throws Main.BadInput for an unknown ruleset, or listing every code the ruleset cannot read
   */
  private static Ruleset build(String name, List<String> tiebreaks) {
    Ruleset named;
    try {
      named = Rulesets.named(name);
    } catch (IllegalArgumentException e) {
      throw new Main.BadInput(List.of("tiebreak: " + e.getMessage()));
    }
    if (tiebreaks == null) {
      return named;
    }
    List<String> problems = new ArrayList<>();
    boolean fideRuleset = CodeList.isFide(named.name());
    for (String code : tiebreaks) {
      if (code.isBlank() || reads(named.name(), code)) {
        continue;
      }
      String problem = fideRuleset ? fideProblem(code)
          : "unknown code \"" + code.strip() + "\" for ruleset " + named.name();
      if (!fideRuleset && isFideCode(code)) {
        problem += " (a FIDE code: --ruleset " + Fide.BY_DATE + ")";
      } else if (fideRuleset && reads(DEFAULT, code)) {
        problem += " (a US Chess code: --ruleset " + DEFAULT + ")";
      }
      problems.add("tiebreak: --tiebreaks: " + problem);
    }
    if (!problems.isEmpty()) {
      problems.add("tiebreak: the codes " + named.name() + " reads: "
          + String.join(", ", CodeList.known(named.name())) + " (all codes: tiebreak rulesets"
          + " --codes)");
      throw new Main.BadInput(problems);
    }
    try {
      return Rulesets.withRules(named.name(), tiebreaks);
    } catch (IllegalArgumentException e) {
      throw new Main.BadInput(List.of("tiebreak: --tiebreaks: " + e.getMessage()));
    }
  }

  /**
   * The ruleset for codes given without a ruleset: the FIDE one where the codes are FIDE codes
   * (and lots, which every ruleset draws), else the standard one.
   *
   * @throws Main.BadInput listing every code neither reads, and codes of both mixed in one list
   */
  private static Ruleset buildUnnamed(String fide, String standard, List<String> tiebreaks) {
    if (tiebreaks.stream().anyMatch(RulesetChoice::isFideCode)
        && tiebreaks.stream().allMatch(code -> reads(fide, code))) {
      return build(fide, tiebreaks);
    }
    List<String> fideOnly = new ArrayList<>();
    List<String> standardOnly = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (String code : tiebreaks) {
      boolean isFide = !code.isBlank() && reads(fide, code);
      boolean isStandard = code.isBlank() || reads(standard, code);
      if (isFide && !isStandard) {
        fideOnly.add(code.strip());
      } else if (isStandard && !isFide) {
        standardOnly.add(code.strip());
      } else if (!isFide) {
        problems.add("tiebreak: --tiebreaks: unknown code \"" + code.strip() + "\": neither a"
            + " code of " + standard + " nor a FIDE code" + (code.contains("/") || code.contains(":")
                ? " (" + fideProblem(code) + ")" : ""));
      }
    }
    if (!fideOnly.isEmpty() && !standardOnly.isEmpty()) {
      problems.add("tiebreak: --tiebreaks: " + String.join(", ", fideOnly) + " only the FIDE"
          + " rulesets read, and " + String.join(", ", standardOnly) + " only " + standard
          + "; a chain is read by one ruleset (name it with --ruleset)");
    }
    if (!problems.isEmpty()) {
      problems.add("tiebreak: the codes: tiebreak rulesets --codes");
      throw new Main.BadInput(problems);
    }
    return build(standard, tiebreaks);
  }

  /** Whether the ruleset reads the code. */
  private static boolean reads(String ruleset, String code) {
    try {
      Rulesets.rule(ruleset, code.strip());
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** Why the FIDE rules cannot read a code: "\"BH/Q\": BH takes no modifier /Q ...". */
  private static String fideProblem(String code) {
    try {
      Fide.rule(code);
      return "\"" + code.strip() + "\" is not read by this ruleset";
    } catch (IllegalArgumentException e) {
      String message = e.getMessage();
      int known = message.indexOf("; known: ");
      return known < 0 ? message : message.substring(0, known);
    }
  }

  private static boolean isFideCode(String code) {
    try {
      Fide.rule(code);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** The FIDE rules of the file's own list; every code that cannot be read is bad input. */
  private static Ruleset fileList(Path file, InputFile.TiebreakList list, String fide,
      Optional<LocalDate> startDate, PrintWriter err) {
    List<String> codes = list.codes();
    String where = file + ":" + list.place().get() + " " + list.holder() + ": ";
    List<String> problems = new ArrayList<>();
    for (String code : codes) {
      try {
        Fide.rule(code);
      } catch (IllegalArgumentException e) {
        problems.add(where + e.getMessage());
      }
    }
    if (!problems.isEmpty()) {
      throw new Main.BadInput(problems);
    }
    Ruleset ruleset;
    try {
      ruleset = Rulesets.withRules(fide, codes);
    } catch (IllegalArgumentException e) {
      throw new Main.BadInput(List.of(where + e.getMessage()));
    }
    err.println("tiebreak: ranking by the file's tie-break list (" + list.holder() + "): "
        + String.join(", ", codes) + "; " + edition(startDate));
    return ruleset;
  }

  /** The edition of FIDE C.07 the start date calls for, and the date. */
  static String edition(Optional<LocalDate> startDate) {
    String edition = switch (FideEdition.forStartDate(startDate)) {
      case PRE_2023 -> "FIDE C.07 before 2023";
      case EDITION_2024 -> "FIDE C.07, 2024 edition";
      case EDITION_2026 -> "FIDE C.07, 2026 edition";
    };
    return edition + startDate.map(date -> ", by the start date " + date)
        .orElse(" (no start date)");
  }

  /** Why a ruleset does not fit the tournament. */
  private static String misfit(Ruleset ruleset, Path file, Tournament tournament) {
    if (ruleset.standardPointsOnly() && !tournament.pointSystem().isStandard()) {
      return "ruleset " + ruleset.name() + " ranks events scored 1, ½ and 0 and " + file
          + " scores " + tournament.pointSystem();
    }
    return misfit(ruleset, file, tournament.format());
  }

  /** Why a ruleset does not fit an event of this format. */
  private static String misfit(Ruleset ruleset, Path file, Format format) {
    return "ruleset " + ruleset.name() + " is meant for " + formats(ruleset) + " and " + file
        + " is a " + name(format);
  }

  /** "Swiss events", "round robins and double round robins": the formats a ruleset is for. */
  static String formats(Ruleset ruleset) {
    List<String> names = new ArrayList<>();
    for (Format format : Format.values()) {
      if (ruleset.formats().contains(format)) {
        names.add(name(format) + "s");
      }
    }
    return String.join(" and ", names);
  }

  private static String name(Format format) {
    return switch (format) {
      case SWISS -> "Swiss event";
      case ROUND_ROBIN -> "round robin";
      case DOUBLE_ROUND_ROBIN -> "double round robin";
    };
  }
}
