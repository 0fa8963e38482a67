package org.tiebreak.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
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
 * file. Exit status 0 on success, 2 for bad input or usage (every problem on standard error), 1
 * for a fault in the tool itself.
 */
@Command(name = "tiebreak", mixinStandardHelpOptions = true, version = "tiebreak 0.1.0",
    description = "Ranks a chess tournament by score and tie-breaks.",
    subcommands = {Main.StandingsCommand.class, Main.ExplainCommand.class,
        Main.RulesetsCommand.class})
public final class Main implements Runnable {

  /** Bad input or usage. */
  static final int BAD_INPUT = 2;

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
        "a command is required: standings, explain or rulesets");
  }

  /** Options shared by the commands that rank a file. */
  static class RankingOptions {
    @Parameters(index = "0", paramLabel = "FILE", description = "a FIDE TRF file (TRF-16 or TRF-26)")
    Path file;

    @Option(names = "--ruleset", paramLabel = "NAME", defaultValue = "uscf",
        description = "the ruleset (default: ${DEFAULT-VALUE}); see the rulesets command")
    String ruleset;

    @Option(names = "--tiebreaks", paramLabel = "CODE", split = ",",
        description = "replace the ruleset's chain by these rules, in this order, each in the"
            + " ruleset's own variant")
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
      Tournament tournament = read(file, err);
      Ruleset chosen = ruleset();
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
      return lotSeed == null ? TiebreakEngine.rank(tournament, chosen)
          : TiebreakEngine.rank(tournament, chosen, lotSeed);
    }

    private Ruleset ruleset() {
      try {
        return tiebreaks == null ? Rulesets.named(ruleset) : Rulesets.withRules(ruleset, tiebreaks);
      } catch (IllegalArgumentException e) {
        throw new BadInput(List.of("tiebreak: " + e.getMessage()));
      }
    }
  }

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
  static Tournament read(Path file, PrintWriter err) {
    if (!Files.isRegularFile(file)) {
      throw new BadInput(List.of(file + ": no such file"));
    }
    try {
      TrfDocument document = Trf.read(file);
      for (TrfProblem warning : document.warnings()) {
        err.println(file + ":" + location(warning) + " warning: " + warning.message());
      }
      return document.tournament();
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
