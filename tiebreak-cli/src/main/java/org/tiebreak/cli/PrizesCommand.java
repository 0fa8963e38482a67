package org.tiebreak.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tiebreak.prizes.PrizeDistribution;
import org.tiebreak.prizes.Prizes;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tiebreak prizes FILE --prizes PRIZES.json}: who gets which prize, and why. */
@Command(name = "prizes", mixinStandardHelpOptions = true,
    description = {"Give out the prizes of a prize-list file (JSON, docs/prize-list.schema.json)"
        + " by the standings: each award with its cash, prizes and non-cash awards, what became"
        + " of each prize, the money, and why each player receives what they receive.",
        "Cash is shared as the sharing policy says (--sharing, else the file's \"sharing\", else"
            + " us-chess): us-chess (US Chess rule 32B as amended), us-chess-as-printed, equal,"
            + " hort or none. Trophies and titles follow the standings; a title never follows a"
            + " drawing of lots. With --format html, the standings page with the prizes."})
final class PrizesCommand implements Callable<Integer> {
  @CommandLine.ParentCommand
  Main main;

  @CommandLine.Mixin
  Main.RankingOptions options;

  @Option(names = "--prizes", paramLabel = "PRIZES", required = true,
      description = "the prize-list file (JSON)")
  Path prizes;

  @Option(names = "--sharing", paramLabel = "POLICY",
      description = "the sharing policy: us-chess, us-chess-as-printed, equal, hort or none"
          + " (default: the file's, else us-chess)")
  String sharing;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    Locale locale = main.locale();
    Main.Ranking ranking = options.rank(spec.commandLine().getErr(), locale);
    PrizeDistribution distribution = distribute(ranking, prizes, sharing, locale);
    spec.commandLine().getOut().print(switch (options.format) {
      case csv -> PrizesOutput.csv(ranking, distribution, locale);
      case json -> JsonOutput.prizes(ranking, distribution, locale);
      case html -> HtmlOutput.html(ranking, locale, distribution);
      default -> PrizesOutput.text(ranking, distribution, locale);
    });
    return 0;
  }

  /** The prizes of the file given out by the ranking's standings. */
  static PrizeDistribution distribute(Main.Ranking ranking, Path file, String sharing,
      Locale locale) {
    PrizeListFile.Read read = PrizeListFile.read(file, ranking.standings(),
        ranking.input().trf, ranking.teams().isPresent(), sharing, locale);
    return Prizes.distribute(ranking.standings(), read.list(), read.policy());
  }
}
