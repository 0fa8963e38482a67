package org.tiebreak.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IllformedLocaleException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tiebreak.api.Problem;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfException;
import org.tiebreak.trf.TrfLimits;
import org.tiebreak.trf.TrfProblem;
import org.tiebreak.trf.TrfVersion;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The {@code tiebreak} command: standings and explanations of a tournament read from a FIDE TRF
 * file, of its players or, in a team file, of its teams, and a check of the file's Rank column.
 * Exit status 0 on success, 2 for bad input or usage (every problem on standard error as
 * {@code FILE:LINE:COLUMN: message}), 3 when {@code check} finds ranks that differ, 1 for a fault
 * in the tool itself or running out of memory (one line, never a stack trace). Whatever a file
 * holds, every output has its control characters escaped. {@code --lang} gives the language of
 * the library's texts in every output: remarks, explanations, comparisons and the problems of the
 * tournament a file describes; the tool's own headings and messages are English.
 */
@Command(name = "tiebreak", mixinStandardHelpOptions = true, version = "tiebreak 1.0.0",
    description = "Ranks a chess tournament by score and tie-breaks.",
    subcommands = {Main.StandingsCommand.class, Main.ExplainCommand.class,
        Main.CheckCommand.class, Main.RulesetsCommand.class, CrosstableCommand.class,
        PrizesCommand.class, ScenariosCommand.class},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:success; check: every rank agrees", "1:a fault in the tool itself, or out of memory",
        "2:bad input or usage", "3:check: some ranks differ"})
public final class Main implements Runnable {

  /** Bad input or usage. */
  static final int BAD_INPUT = 2;

  /** {@code check} found players whose rank in the file differs from the computed place. */
  static final int RANKS_DIFFER = 3;

  /** How many problems of one run are printed; the others are counted. */
  static final int LISTED = 100;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = "--lang", paramLabel = "TAG", scope = CommandLine.ScopeType.INHERIT,
      description = "the language of remarks, explanations, comparisons and a file's problems:"
          + " a BCP 47 tag such as de (default: English, also for a language without texts)")
  String lang;

  /** Runs the command line and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /**
   * Runs the command line, writing to {@code out} and {@code err} with every control character
   * escaped; returns the exit status. A {@link Error} (out of memory, a stack overflow) ends it
   * with one line on {@code err} and status 1.
   */
  static int run(String[] args, PrintWriter out, PrintWriter err) {
    PrintWriter printableOut = Printable.writer(out);
    PrintWriter printableErr = Printable.writer(err);
    int status;
    try {
      status = execute(args, printableOut, printableErr);
    } catch (OutOfMemoryError e) {
      status = fault(printableErr, "out of memory" + (e.getMessage() == null ? ""
          : " (" + e.getMessage() + ")") + "; give Java more memory (java -Xmx...), or lower"
          + " --max-file-size, --max-players or --max-rounds");
    } catch (StackOverflowError e) {
      status = fault(printableErr, "internal error: the stack overflowed");
    } catch (Error e) {
      status = fault(printableErr, "internal error: " + e);
    }
    printableOut.flush();
    printableErr.flush();
    return status;
  }

  private static int execute(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine commandLine = new CommandLine(new Main());
    UsageErrors.configure(commandLine, err);
    commandLine.setOut(out);
    commandLine.setErr(err);
    commandLine.setExecutionExceptionHandler((e, line, parsed) -> {
      if (e instanceof BadInput badInput) {
        List<String> messages = badInput.messages;
        for (String message : messages.subList(0, Math.min(messages.size(), LISTED))) {
          err.println(message);
        }
        long more = badInput.unlisted + Math.max(0, messages.size() - LISTED);
        if (more > 0) {
          err.println("tiebreak: and " + more + " more " + (more == 1 ? "problem" : "problems")
              + ", not listed");
        }
        return BAD_INPUT;
      }
      err.println("tiebreak: internal error: " + e);
      e.printStackTrace(err);
      return 1;
    });
    return commandLine.execute(args);
  }

  /** Prints the first line of a fault of the tool and gives its status. */
  private static int fault(PrintWriter err, String message) {
    err.println("tiebreak: " + message.lines().findFirst().orElse(""));
    return 1;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(), "a command is required: "
        + String.join(", ", spec.subcommands().keySet()));
  }

  /** The language {@code --lang} names; {@link Locale#ROOT} (English) without it. */
  Locale locale() {
    if (lang == null) {
      return Locale.ROOT;
    }
    try {
      return new Locale.Builder().setLanguageTag(lang.strip()).build();
    } catch (IllformedLocaleException e) {
      throw new BadInput(List.of("tiebreak: --lang needs a BCP 47 language tag such as de or"
          + " de-AT: " + lang));
    }
  }

  /** Options shared by the commands that rank a file. */
  static class RankingOptions {
    @Parameters(index = "0", paramLabel = "FILE", description = "a tournament file, recognised"
        + " by its content: FIDE TRF (TRF-16 or TRF-26), FIDE Chess-JSON, PGN, or a US Chess"
        + " rating report (its TDEXPORT.DBF, or any of its three files)")
    Path file;

    @Option(names = "--section", paramLabel = "NAME",
        description = "the section of a US Chess rating report, the tournament of a Chess-JSON"
            + " file (number or name), or the event of a PGN file (its Event tag)")
    String section;

    @Option(names = "--ruleset", paramLabel = "NAME",
        description = "the ruleset; see the rulesets command. Default: the FIDE rules of the"
            + " file's tie-break list (record 202, or 212) if it has one, else uscf, or fide"
            + " where uscf does not fit the event's point system (fide-rr, not fide, for round"
            + " robins). For teams the same among uscf-team and fide-team, and a ruleset for"
            + " players gives way to its counterpart for teams (fide-2026 to fide-2026-team)")
    String ruleset;

    @Option(names = "--tiebreaks", paramLabel = "CODE", split = ",",
        description = "replace the ruleset's chain by these rules, in this order, each in the"
            + " ruleset's own variant; FIDE codes as the regulations write them (BH/C1, ARO/U1000);"
            + " any case. The codes: tiebreak rulesets --codes."
            + " Without --ruleset: fide (by the start date; fide-rr for round robins) when"
            + " every code is a FIDE code (or LOTS), else uscf")
    List<String> tiebreaks;

    @Option(names = "--after-round", paramLabel = "N",
        description = "the standings as they stood after round N")
    Integer afterRound;

    @Option(names = "--lot-seed", paramLabel = "SEED",
        description = "draw lots, where the ruleset does, from this seed")
    Long lotSeed;

    @Option(names = "--draw-lots",
        description = "draw lots, where the ruleset does, from a seed made of the event's own"
            + " data (its name, start date, planned rounds and players), so the same draw comes"
            + " out every time; --lot-seed wins")
    boolean drawLots;

    @Option(names = "--play-off", paramLabel = "ORDER",
        description = "the order a play-off among tied players produced, best first, players"
            + " left level joined by = (\"7 3=12\"); applied where its players share a score and"
            + " follow one another in the standings; may be repeated (as ### TB PLAYOFF)")
    List<String> playOffs;

    @Option(names = "--arbiter", paramLabel = "ORDER",
        description = "an order the arbiter gave tied players, written as for --play-off; may be"
            + " repeated (as ### TB ARBITER)")
    List<String> arbiterOrders;

    @Option(names = "--withdrawals", paramLabel = "RULE",
        description = "how a round robin counts a player who withdrew or was expelled:"
            + " under-half (FIDE General Regulations for Competitions 6.6, US Chess rule 30B:"
            + " one who played fewer than half of the games is left out and none of the games"
            + " counts; otherwise the games count, those not played as forfeits) or all-counted."
            + " Default: the file's ### TB WITHDRAWALS, else all-counted")
    String withdrawals;

    @Option(names = "--ratings", paramLabel = "USE",
        description = "which rating the rating-based tie-breaks count where players have"
            + " ratings by round (### TB RATING): first (FIDE's default) or by-round. Default:"
            + " the file's ### TB RATINGS, else first")
    String ratings;

    @Option(names = "--teams",
        description = "rank the teams (TRF-26 records 310, or 013); the default for a team file")
    boolean teams;

    @Option(names = "--individuals", description = "rank the players of a team file")
    boolean individuals;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
        description = "text, csv or json; html for standings: one page with the crosstable"
            + " and every row's figures explained; trf for standings: the file as TRF-26 with"
            + " the points, ranks and tie-break list computed (default: ${DEFAULT-VALUE})")
    Format format;

    /** The command these options belong to. */
    @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
    CommandLine.Model.CommandSpec command;

    @Option(names = "--max-file-size", paramLabel = "BYTES",
        description = "refuse a larger file (default: 16000000)")
    Long maxFileSize;

    @Option(names = "--max-players", paramLabel = "N",
        description = "refuse a file with more player records (001), or more team or"
            + " point-system records of one kind (default: 100000)")
    Integer maxPlayers;

    @Option(names = "--max-rounds", paramLabel = "N",
        description = "refuse a file with a player record of more rounds (default: 1000)")
    Integer maxRounds;

    /** The limits the options give, the defaults for those not given. */
    TrfLimits limits() {
      TrfLimits limits = TrfLimits.DEFAULTS;
      try {
        if (maxFileSize != null) {
          limits = limits.withMaxFileSize(maxFileSize);
        }
        if (maxPlayers != null) {
          limits = limits.withMaxPlayers(maxPlayers);
        }
        if (maxRounds != null) {
          limits = limits.withMaxRounds(maxRounds);
        }
      } catch (IllegalArgumentException e) {
        throw new BadInput(List.of("tiebreak: --max-file-size, --max-players and --max-rounds"
            + " must be at least 1"));
      }
      return limits;
    }

    /**
     * The file and its standings as the options ask, or a {@link BadInput} with a file's
     * problems in the language of {@code locale}.
     */
    Ranking rank(PrintWriter err, Locale locale) {
      if (format == Format.html && !command.name().equals("standings")
          && !command.name().equals("prizes") && !command.name().equals("scenarios")) {
        throw new BadInput(List.of("tiebreak: --format html is the standings page (standings"
            + " --format html); " + command.name() + " does not write it"));
      }
      if (format == Format.trf && !command.name().equals("standings")) {
        throw new BadInput(List.of("tiebreak: --format trf writes the file with its results"
            + " (standings --format trf); " + command.name() + " does not write it"));
      }
      if (format == Format.trf && afterRound != null) {
        throw new BadInput(List.of("tiebreak: --format trf writes the results of every round"
            + " the file holds; --after-round does not go with it"));
      }
      InputFile input = InputFile.read(file, limits(), section, err, locale);
      if (format == Format.trf && input.trf.isEmpty()) {
        throw new BadInput(List.of("tiebreak: --format trf writes a TRF file back with its"
            + " results; " + file + " is " + input.format + ", not TRF"));
      }
      Optional<TeamTournament> event = teamEvent(input, locale);
      if (event.isPresent()) {
        return rankTeams(input, event.get(), err);
      }
      Tournament tournament = input.tournament;
      Ruleset chosen = RulesetChoice.choose(file, ruleset, tiebreaks, input, err);
      if (chosen.standardPointsOnly() && !tournament.pointSystem().isStandard()) {
        throw new BadInput(List.of(file + ":" + input.pointsPlace() + " ruleset "
            + chosen.name() + " ranks events scored"
            + " 1, ½ and 0; this file scores " + tournament.pointSystem()));
      }
      if (afterRound != null) {
        tournament = tournament.afterRound(checkedRound(tournament.roundsPlayed()));
      }
      Tournament ranked = Regulations.apply(tournament, this);
      Long seed = lotSeed != null ? lotSeed : drawLots ? Long.valueOf(ranked.lotSeed()) : null;
      Standings standings = ranking(input, () -> seed == null
          ? TiebreakEngine.rank(ranked, chosen)
          : TiebreakEngine.rank(ranked, chosen, seed));
      if (seed != null && lotSeed == null) {
        err.println("tiebreak: lots are drawn, where the ruleset does, with the event's own seed "
            + seed + " (its name, start date, planned rounds and players)");
      }
      for (Problem warning : standings.warnings()) {
        err.println(file + ": warning: " + warning.format(locale));
      }
      return new Ranking(input, standings, Optional.empty());
    }

    /** The team event to rank: a team file's, unless {@code --individuals} asks for players. */
    private Optional<TeamTournament> teamEvent(InputFile input, Locale locale) {
      if (teams && individuals) {
        throw new BadInput(List.of("tiebreak: --teams and --individuals exclude each other"));
      }
      if (individuals) {
        return Optional.empty();
      }
      if (!input.hasTeams()) {
        if (teams) {
          throw new BadInput(List.of(file + ":1:1: " + (input.trf.isPresent()
              ? "no team records (310, or 013) to rank teams by"
              : "no teams to rank: the " + input.format + " has none")));
        }
        return Optional.empty();
      }
      return input.teamTournament(locale);
    }

    private Ranking rankTeams(InputFile input, TeamTournament event, PrintWriter err) {
      if (playOffs != null || arbiterOrders != null || withdrawals != null || ratings != null) {
        throw new BadInput(List.of("tiebreak: --play-off, --arbiter, --withdrawals and --ratings"
            + " are for players; this ranks the teams of a team file (--individuals ranks its"
            + " players)"));
      }
      List<String> codes = tiebreaks == null ? null : withoutPrimaryScore(event, tiebreaks);
      Ruleset chosen = RulesetChoice.chooseForTeams(file, ruleset, codes, input, event, err);
      TeamTournament ranked = afterRound == null ? event
          : event.afterRound(checkedRound(event.roundsPlayed()));
      Long seed = lotSeed != null ? lotSeed
          : drawLots ? Long.valueOf(ranked.asTournament().lotSeed()) : null;
      if (seed != null && lotSeed == null) {
        err.println("tiebreak: lots are drawn, where the ruleset does, with the event's own seed "
            + seed + " (its name, start date, planned rounds and teams)");
      }
      return new Ranking(input, ranking(input, () -> seed == null
          ? TiebreakEngine.rank(ranked, chosen) : TiebreakEngine.rank(ranked, chosen, seed)),
          Optional.of(ranked));
    }

    /**
     * The codes without a first one that names the event's primary score ({@code MP} or
     * {@code MPTS} where match points rank it, {@code GP} or {@code GPTS} where game points
     * do), as the FIDE reference checker's lists open with it: the score column shows it.
     */
    private static List<String> withoutPrimaryScore(TeamTournament event, List<String> codes) {
      String first = codes.isEmpty() ? "" : codes.get(0).toUpperCase(java.util.Locale.ROOT);
      boolean primary = switch (event.primaryScore()) {
        case MATCH_POINTS -> first.equals("MP") || first.equals("MPTS");
        case GAME_POINTS -> first.equals("GP") || first.equals("GPTS");
      };
      return primary && codes.size() > 1 ? codes.subList(1, codes.size()) : codes;
    }

    private int checkedRound(int roundsPlayed) {
      if (afterRound < 0 || afterRound > roundsPlayed) {
        throw new BadInput(List.of("tiebreak: --after-round must be between 0 and "
            + roundsPlayed + " (the rounds played): " + afterRound));
      }
      return afterRound;
    }

    /**
     * Runs the engine; a rule that fails on the file's data (not a fault) is bad input, and so is
     * a point system whose scores are too large to rank exactly (at its record).
     */
    private Standings ranking(InputFile input, java.util.function.Supplier<Standings> engine) {
      try {
        return engine.get();
      } catch (IllegalArgumentException e) {
        throw new BadInput(List.of(file + ":" + input.pointsPlace() + " " + e.getMessage()));
      } catch (RuleFailedException e) {
        if (e.getCause() != null) {
          throw e;
        }
        throw new BadInput(List.of(file + ":1:1: " + e.getMessage()));
      }
    }
  }

  /**
   * A file as read and its standings.
   *
   * @param input the file as read, whatever its format
   * @param teams the team event ranked, or empty where players are
   */
  record Ranking(InputFile input, Standings standings, Optional<TeamTournament> teams) {

    /** What the score column counts. */
    StandingsOutput.Scored scored() {
      return teams.map(event -> switch (event.primaryScore()) {
        case MATCH_POINTS -> StandingsOutput.Scored.MATCH_POINTS;
        case GAME_POINTS -> StandingsOutput.Scored.GAME_POINTS;
      }).orElse(StandingsOutput.Scored.POINTS);
    }
  }

  /** The output formats. */
  enum Format { text, csv, json, html, trf }

  @Command(name = "standings", mixinStandardHelpOptions = true,
      description = "Print the standings with every tie-break of the ruleset.")
  static final class StandingsCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main main;

    @CommandLine.Mixin
    RankingOptions options;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--prizes", paramLabel = "PRIZES",
        description = "with --format html: the page gains the prizes of this prize-list file"
            + " (JSON; see the prizes command)")
    Path prizes;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      Locale locale = main.locale();
      if (prizes != null && options.format != Format.html) {
        throw new BadInput(List.of("tiebreak: --prizes adds the prizes to the standings page"
            + " (--format html); the prizes alone: tiebreak prizes FILE --prizes " + prizes));
      }
      Ranking ranking = options.rank(spec.commandLine().getErr(), locale);
      out.print(switch (options.format) {
        case csv -> StandingsOutput.csv(ranking, locale);
        case json -> JsonOutput.standings(ranking, locale);
        case html -> prizes == null ? HtmlOutput.html(ranking, locale)
            : HtmlOutput.html(ranking, locale,
                PrizesCommand.distribute(ranking, prizes, null, locale));
        case trf -> Trf.write(ranking.input().trf.orElseThrow(), ranking.standings(),
            TrfVersion.TRF26);
        default -> StandingsOutput.text(ranking, locale);
      });
      return 0;
    }
  }

  @Command(name = "explain", mixinStandardHelpOptions = true,
      description = {"Explain one player's or one team's figure for every rule of the chain.",
          "The player is given by start number (--player), or by a part of the name that no"
              + " other name holds, in any case (--name); several names holding it are listed."
              + " With --format csv, a row per explanation line and per note."})
  static final class ExplainCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main main;

    @CommandLine.Mixin
    RankingOptions options;

    @CommandLine.ArgGroup(exclusive = true, multiplicity = "1")
    Who who;

    /** The player or the team explained. */
    static final class Who {
      @Option(names = "--player", paramLabel = "START_NUMBER", required = true,
          description = "the player's start number")
      Integer player;

      @Option(names = "--team", paramLabel = "NUMBER", required = true,
          description = "the team's pairing number, in a team file")
      Integer team;

      @Option(names = "--name", paramLabel = "TEXT", required = true,
          description = "a part of the player's name (of the team's, where teams are ranked)"
              + " that no other name holds, in any case")
      String name;
    }

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      Locale locale = main.locale();
      if (who.name == null) {
        if (who.team != null ? options.individuals : options.teams) {
          throw new BadInput(List.of("tiebreak: --player explains a player and --team a team;"
              + " --teams and --individuals are not needed"));
        }
        options.teams = who.team != null;
        options.individuals = who.team == null;
      }
      Ranking ranking = options.rank(spec.commandLine().getErr(), locale);
      Standings standings = ranking.standings();
      String kind = ranking.scored().who;
      int number = who.name != null
          ? Participants.byName(standings, who.name.strip(), kind, options.file)
          : Participants.byNumber(standings, Integer.toString(who.team != null ? who.team
              : who.player), kind, options.file);
      out.print(switch (options.format) {
        case json -> JsonOutput.explanation(ranking, number, locale);
        case csv -> ExplainCsv.of(ranking, number, locale);
        default -> StandingsOutput.explainText(ranking, number, locale);
      });
      return 0;
    }
  }

  @Command(name = "check", mixinStandardHelpOptions = true,
      description = {"Compare the file's Rank column with the computed places.",
          "The places are computed as for standings: under the file's tie-break list, or the"
          + " ruleset and tie-breaks given. A rank agrees when it is the computed place or lies"
          + " within a shared one (4 within 3-5). Each player who differs is listed with the"
          + " rule that orders them against the neighbouring player, then a summary line (on"
          + " standard error for csv and json)."},
      exitCodeListHeading = "%nExit status:%n",
      exitCodeList = {"0:every rank agrees", "1:a fault in the tool itself, or out of memory",
          "2:bad input, or a file without a Rank column",
          "3:some ranks differ"})
  static final class CheckCommand implements Callable<Integer> {
    @CommandLine.ParentCommand
    Main main;

    @CommandLine.Mixin
    RankingOptions options;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      Locale locale = main.locale();
      Ranking ranking = options.rank(err, locale);
      RankCheck check = RankCheck.of(options.file, ranking);
      switch (options.format) {
        case csv -> {
          out.print(check.csv());
          err.println(check.summary());
        }
        case json -> {
          out.print(check.json());
          err.println(check.summary());
        }
        default -> out.print(check.text(locale));
      }
      return check.agrees() ? 0 : RANKS_DIFFER;
    }
  }

  @Command(name = "rulesets", mixinStandardHelpOptions = true,
      description = {"List the rulesets with their chains and the variant of each rule.",
          "Rulesets of a vendor's jar on the class path are listed too"
              + " (java -cp tiebreak.jar:vendor.jar org.tiebreak.cli.Main rulesets)."})
  static final class RulesetsCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--codes",
        description = "list every tie-break code instead: its name, the rulesets that read it,"
            + " and for the FIDE codes the modifiers each takes")
    boolean codes;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      if (codes) {
        out.print(CodeList.text());
        return 0;
      }
      for (Ruleset ruleset : Rulesets.all()) {
        out.println(ruleset.name() + ": " + StandingsOutput.chain(ruleset));
        if (!ruleset.description().isEmpty()) {
          out.print(Legend.wrap("    ", ruleset.description(), "    "));
        }
        if (!ruleset.formats().isEmpty()) {
          out.println("    meant for " + RulesetChoice.formats(ruleset));
        }
        out.print(Legend.of(ruleset.chain(), "    "));
      }
      return 0;
    }
  }

  /**
   * Reads a TRF file; a missing, unreadable or invalid file, or a directory, becomes a
   * {@link BadInput} saying which, the problems of the tournament it describes in the language of
   * {@code locale}.
   */
  static TrfDocument readTrf(Path file, TrfLimits limits, Locale locale) {
    try {
      return Trf.read(file, limits);
    } catch (TrfException e) {
      throw badFile(file, e, locale);
    } catch (IOException e) {
      throw new BadInput(List.of(file + ": " + unreadable(file, e)));
    }
  }

  /**
   * Why a file cannot be read, as what it is: "no such file" (and which part of its path is a
   * file rather than a directory), "a directory, not a TRF file", "cannot be read: permission
   * denied", or the system's reason.
   */
  static String unreadable(Path file, IOException e) {
    if (e instanceof NoSuchFileException) {
      for (Path parent = file.getParent(); parent != null;
          parent = parent.getParent()) {
        if (Files.isRegularFile(parent)) {
          return "no such file: " + parent + " is a file, not a directory";
        }
      }
      return "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "cannot be read: permission denied";
    }
    if (e instanceof FileSystemException fileSystem && fileSystem.getReason() != null) {
      return fileSystem.getReason();
    }
    return "cannot be read" + (e.getMessage() == null ? "" : ": " + e.getMessage());
  }

  /** Every problem of a file listed, each at its line and column, and how many more there are. */
  static BadInput badFile(Path file, TrfException e, Locale locale) {
    List<String> messages = new ArrayList<>();
    for (TrfProblem problem : e.problems()) {
      messages.add(file + ":" + location(problem) + " " + text(problem, locale)
          + (problem.kind() == TrfProblem.Kind.TOO_LARGE ? " (" + limitOption(problem) + ")"
              : ""));
    }
    return new BadInput(messages, e.unlisted());
  }

  /**
   * A problem of a file as the tool prints it: the file's English text, except that a problem of
   * the tournament the file describes is, in another language, that problem with its player,
   * team, round and board.
   */
  static String text(TrfProblem problem, Locale locale) {
    String language = locale.getLanguage();
    if (language.isEmpty() || language.equals(Locale.ENGLISH.getLanguage())) {
      return problem.message();
    }
    return problem.tournamentProblem().map(p -> p.format(locale)).orElse(problem.message());
  }

  /** The option that raises the limit a problem of kind {@code TOO_LARGE} names. */
  private static String limitOption(TrfProblem problem) {
    String message = problem.message();
    if (message.endsWith("the limit of the file size")) {
      return "--max-file-size";
    }
    return message.contains("the limit of rounds") ? "--max-rounds" : "--max-players";
  }

  /**
   * {@code LINE:COLUMN:} of the first record with one of these codes, at column 1; {@code 1:1:}
   * if there is none (a document read from a file has a record a line).
   */
  static String place(TrfDocument document, String... codes) {
    List<String> records = document.records();
    for (int i = 0; i < records.size(); i++) {
      for (String code : codes) {
        if (records.get(i).startsWith(code)) {
          return (i + 1) + ":1:";
        }
      }
    }
    return "1:1:";
  }

  /** {@code LINE:COLUMN:}, column 1 when the problem concerns a whole line or the file. */
  static String location(TrfProblem problem) {
    return problem.line() + ":" + problem.column().orElse(1) + ":";
  }

  /** Bad input: the messages go to standard error and the status is 2. */
  static final class BadInput extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient List<String> messages;
    /** How many more problems were found than {@link #messages} lists. */
    final int unlisted;

    BadInput(List<String> messages) {
      this(messages, 0);
    }

    BadInput(List<String> messages, int unlisted) {
      super(String.join("\n", messages), null, false, false);
      this.messages = messages;
      this.unlisted = unlisted;
    }
  }
}
