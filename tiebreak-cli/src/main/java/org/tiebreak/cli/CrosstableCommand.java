package org.tiebreak.cli;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tiebreak crosstable FILE}: the crosstable as a wall chart, in text. */
@Command(name = "crosstable", mixinStandardHelpOptions = true,
    description = {"Print the crosstable as a wall chart: a row per player (or team) with each"
        + " round as opponent, colour and result, then the score and every tie-break.",
        "A round reads 12w1 (against No. 12 with white, won), 5b½ (with black, drawn), 7w+ or"
            + " 7b- (won or lost by forfeit), 12w? (not yet played), 6 1 (no colour in the"
            + " file); a bye reads H (half-point), F (full-point), U (pairing-allocated) or Z"
            + " (zero-point, absent). The legend of the codes follows the table. Text only:"
            + " standings --format html has the crosstable too."})
final class CrosstableCommand implements Callable<Integer> {
  @CommandLine.ParentCommand
  Main main;

  @CommandLine.Mixin
  Main.RankingOptions options;

  @Option(names = "--order", paramLabel = "ORDER", defaultValue = "place",
      description = "the order of the rows: place or start (start number; a team's number)"
          + " (default: ${DEFAULT-VALUE})")
  CrosstableOutput.Order order;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    if (options.format != Main.Format.text) {
      throw new Main.BadInput(List.of("tiebreak: crosstable prints text only; standings"
          + " --format html has a crosstable too"));
    }
    Locale locale = main.locale();
    Main.Ranking ranking = options.rank(spec.commandLine().getErr(), locale);
    spec.commandLine().getOut().print(CrosstableOutput.text(ranking, order, locale));
    return 0;
  }
}
