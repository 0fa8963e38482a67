package org.tiebreak.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfException;
import org.tiebreak.trf.TrfProblem;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The {@code tiebreak} command: standings and explanations of a tournament read from a FIDE TRF
 * file, and a check of the file's Rank column. Exit status 0 on success, 2 for bad input or usage
 * (every problem on standard error), 3 when {@code check} finds ranks that differ, 1 for a fault
 * in the tool itself.
 */
@Command(name = "tiebreak", mixinStandardHelpOptions = true, version = "tiebreak 0.1.0",
    description = "Ranks a chess tournament by score and tie-breaks.",
    subcommands = {Main.StandingsCommand.class, Main.ExplainCommand.class,
        Main.CheckCommand.class, Main.RulesetsCommand.class},
    exitCodeListHeading = "%nExit status:%n",
    exitCodeList = {"0:success; check: every rank agrees", "1:a fault in the tool itself",
        "2:bad input or usage", "3:check: some ranks differ"})
public final class Main implements Runnable {

  /** Bad input or usage. */
  static final int BAD_INPUT = 2;

  /** {@code check} found players whose rank in the file differs from the computed place. */
  static final int RANKS_DIFFER = 3;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  /** Runs the command line and exits with its status. */
  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /** Runs the command line, writing to {@code out} and {@code err}; returns the exit status. */
  static int run(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine commandLine = new CommandLine(new Main());
    commandLine.setOut(out);
    commandLine.setErr(err);
    commandLine.setExecutionExceptionHandler((e, line, parsed) -> {
      if (e instanceof BadInput badInput) {
        for (String message : badInput.messages) {
          err.println(message);
        }
        return BAD_INPUT;
      }
      err.println("tiebreak: internal error: " + e);
      e.printStackTrace(err);
      return 1;
    });
    int status = commandLine.execute(args);
    out.flush();
    err.flush();
    return status;
  }

  @Override
  public void run() {
    throw new CommandLine.ParameterException(spec.commandLine(),
        "a command is required: standings, explain, check or rulesets");
  }

  /** Options shared by the commands that rank a file. */
  static class RankingOptions {
    @Parameters(index = "0", paramLabel = "FILE", description = "a FIDE TRF file (TRF-16 or TRF-26)")
    Path file;

    @Option(names = "--ruleset", paramLabel = "NAME",
        description = "the ruleset; see the rulesets command. Default: the FIDE rules of the"
            + " file's tie-break list (record 202, or 212) if it has one, else uscf, or fide"
            + " where uscf does not fit the event's point system (fide-rr, not fide, for round"
            + " robins)")
    String ruleset;

    @Option(names = "--tiebreaks", paramLabel = "CODE", split = ",",
        description = "replace the ruleset's chain by these rules, in this order, each in the"
            + " ruleset's own variant; FIDE codes as the regulations write them (BH/C1, ARO/U1000)."
            + " Without --ruleset: fide (by the start date; fide-rr for round robins) when"
            + " every code is a FIDE code, else uscf")
    List<String> tiebreaks;

    @Option(names = "--after-round", paramLabel = "N",
        description = "the standings as they stood after round N")
    Integer afterRound;

    @Option(names = "--lot-seed", paramLabel = "SEED",
        description = "draw lots, where the ruleset does, from this seed")
    Long lotSeed;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
        description = "text, csv or json (default: ${DEFAULT-VALUE})")
    Format format;

    /** The standings the options ask for, or a {@link BadInput} listing what is wrong. */
    Standings standings(PrintWriter err) {
      return rank(err).standings();
    }

    /** The file and its standings as the options ask, or a {@link BadInput}. */
    Ranking rank(PrintWriter err) {
      TrfDocument document = read(file, err);
      Tournament tournament = document.tournament();
      Ruleset chosen = RulesetChoice.choose(file, ruleset, tiebreaks, document, err);
      if (chosen.standardPointsOnly() && !tournament.pointSystem().isStandard()) {
        throw new BadInput(List.of(file + ": ruleset " + chosen.name() + " ranks events scored"
            + " 1, ½ and 0; this file scores " + tournament.pointSystem()));
      }
      if (afterRound != null) {
        if (afterRound < 0 || afterRound > tournament.roundsPlayed()) {
          throw new BadInput(List.of("tiebreak: --after-round must be between 0 and "
              + tournament.roundsPlayed() + " (the rounds played): " + afterRound));
        }
        tournament = tournament.afterRound(afterRound);
      }
      try {
        Standings standings = lotSeed == null ? TiebreakEngine.rank(tournament, chosen)
            : TiebreakEngine.rank(tournament, chosen, lotSeed);
        return new Ranking(document, standings);
      } catch (RuleFailedException e) {
        if (e.getCause() != null) {
          throw e;
        }
        throw new BadInput(List.of(file + ": " + e.getMessage()));
      }
    }
  }

  /** A file as read and its standings. */
  record Ranking(TrfDocument document, Standings standings) {}

  /** The output formats. */
  enum Format { text, csv, json }

  @Command(name = "standings", mixinStandardHelpOptions = true,
      description = "Print the standings with every tie-break of the ruleset.")
  static final class StandingsCommand implements Callable<Integer> {
    @CommandLine.Mixin
    RankingOptions options;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      Standings standings = options.standings(spec.commandLine().getErr());
      out.print(switch (options.format) {
        case csv -> StandingsOutput.csv(standings);
        case json -> StandingsOutput.json(standings);
        default -> StandingsOutput.text(standings);
      });
      return 0;
    }
  }

  @Command(name = "explain", mixinStandardHelpOptions = true,
      description = "Explain one player's figure for every rule of the chain.")
  static final class ExplainCommand implements Callable<Integer> {
    @CommandLine.Mixin
    RankingOptions options;

    @Option(names = "--player", paramLabel = "START_NUMBER", required = true,
        description = "the player's start number")
    int player;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      Standings standings = options.standings(spec.commandLine().getErr());
      if (standings.tournament().findPlayer(player).isEmpty()) {
        throw new BadInput(List.of("tiebreak: no player with start number " + player + " in "
            + options.file));
      }
      out.print(options.format == Format.json ? StandingsOutput.explainJson(standings, player)
          : StandingsOutput.explainText(standings, player));
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
      exitCodeList = {"0:every rank agrees", "1:a fault in the tool itself",
          "2:bad input, or a file without a Rank column",
          "3:some ranks differ"})
  static final class CheckCommand implements Callable<Integer> {
    @CommandLine.Mixin
    RankingOptions options;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      Ranking ranking = options.rank(err);
      RankCheck check = RankCheck.of(options.file, ranking.document(), ranking.standings());
      switch (options.format) {
        case csv -> {
          out.print(check.csv());
          err.println(check.summary());
        }
        case json -> {
          out.print(check.json());
          err.println(check.summary());
        }
        default -> out.print(check.text());
      }
      return check.agrees() ? 0 : RANKS_DIFFER;
    }
  }

  @Command(name = "rulesets", mixinStandardHelpOptions = true,
      description = "List the rulesets with their chains and the variant of each rule.")
  static final class RulesetsCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      for (Ruleset ruleset : Rulesets.all()) {
        out.println(ruleset.name() + ": " + StandingsOutput.chain(ruleset));
        if (!ruleset.description().isEmpty()) {
          out.println("    " + ruleset.description());
        }
        for (TiebreakRule rule : ruleset.chain()) {
          out.println("    " + rule.code() + "  " + rule.name()
              + (rule.variant().isEmpty() ? "" : ": " + rule.variant()));
        }
      }
      return 0;
    }
  }

  /** Reads a TRF file; a missing or invalid file becomes a {@link BadInput}. */
  static TrfDocument read(Path file, PrintWriter err) {
    if (!Files.isRegularFile(file)) {
      throw new BadInput(List.of(file + ": no such file"));
    }
    try {
      TrfDocument document = Trf.read(file);
      for (TrfProblem warning : document.warnings()) {
        err.println(file + ":" + location(warning) + " warning: " + warning.message());
      }
      return document;
    } catch (TrfException e) {
      List<String> messages = new ArrayList<>();
      for (TrfProblem problem : e.problems()) {
        messages.add(file + ":" + location(problem) + " " + problem.message());
      }
      throw new BadInput(messages);
    } catch (UncheckedIOException e) {
      String reason = e.getCause() instanceof NoSuchFileException ? "no such file"
          : String.valueOf(e.getCause().getMessage());
      throw new BadInput(List.of(file + ": cannot be read: " + reason));
    }
  }

  /** {@code LINE:COLUMN:}, or {@code LINE:} when the column is not known. */
  private static String location(TrfProblem problem) {
    return problem.line() + ":"
        + (problem.column().isPresent() ? problem.column().getAsInt() + ":" : "");
  }

  /** Bad input: the messages go to standard error and the status is 2. */
  static final class BadInput extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final transient List<String> messages;

    BadInput(List<String> messages) {
      super(String.join("\n", messages));
      this.messages = messages;
    }
  }
}
