package org.tiebreak.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.scenarios.Limit;
import org.tiebreak.scenarios.ScenarioReport;
import org.tiebreak.scenarios.Scenarios;
import org.tiebreak.scenarios.Target;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code tiebreak scenarios FILE}: what each player can still reach while a round is in
 * progress.
 */
@Command(name = "scenarios", mixinStandardHelpOptions = true,
    description = {"What each player can still reach while a round is in progress: over every"
        + " way the pending games (paired, no result yet) can end, each player's best and worst"
        + " place, the same after each result of their own games, and for first place (and"
        + " each --target) whether it is clinched, open, at best a tie, or out of reach. In a"
        + " team file, the same for each team over every way its matches in progress can end"
        + " (--individuals: for its players).",
        "With --player or --name, that player alone, with the fewest results that decide each"
            + " target (\"a win; or a draw, if 8 does not beat 5\"). Every answer is exact;"
            + " where --max-completions or --max-seconds stops the work first, the answer says"
            + " \"undecided\". With --format html, the standings page with a column of the"
            + " places each player can still finish in."})
final class ScenariosCommand implements Callable<Integer> {
  @CommandLine.ParentCommand
  Main main;

  @CommandLine.Mixin
  Main.RankingOptions options;

  @CommandLine.ArgGroup(exclusive = true)
  Who who;

  /** The player asked about. */
  static final class Who {
    @Option(names = "--player", paramLabel = "START_NUMBER", required = true,
        description = "the player's start number")
    Integer player;

    @Option(names = "--name", paramLabel = "TEXT", required = true,
        description = "a part of the player's name that no other name holds, in any case")
    String name;
  }

  @Option(names = "--target", paramLabel = "TARGET",
      description = "first, top:N or prize:ID (a prize of --prizes, such as place-2 or"
          + " u1800-1); may be repeated. First place is always answered")
  List<String> targets = new ArrayList<>();

  @Option(names = "--prizes", paramLabel = "PRIZES",
      description = "the prize-list file (JSON; see the prizes command) for prize targets")
  Path prizes;

  @Option(names = "--sharing", paramLabel = "POLICY",
      description = "the sharing policy of the prizes (default: the file's, else us-chess)")
  String sharing;

  @Option(names = "--max-completions", paramLabel = "N", defaultValue = "1000000",
      description = "completions examined for each question at most (default:"
          + " ${DEFAULT-VALUE})")
  long maxCompletions;

  @Option(names = "--max-seconds", paramLabel = "S", defaultValue = "60",
      description = "seconds for the whole analysis at most (default: ${DEFAULT-VALUE})")
  long maxSeconds;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    Locale locale = main.locale();
    if (options.format == Main.Format.csv || options.format == Main.Format.trf) {
      throw new Main.BadInput(List.of("tiebreak: scenarios writes text, json or html, not "
          + options.format));
    }
    if (options.format == Main.Format.html && who != null) {
      throw new Main.BadInput(List.of("tiebreak: the standings page (--format html) shows every"
          + " player; --player and --name are for text and json"));
    }
    if (maxCompletions < 1 || maxSeconds < 1) {
      throw new Main.BadInput(List.of("tiebreak: --max-completions and --max-seconds must be"
          + " at least 1"));
    }
    Main.Ranking ranking = options.rank(spec.commandLine().getErr(), locale);
    Standings standings = ranking.standings();
    List<Target> asked = new ArrayList<>();
    for (String text : targets) {
      try {
        asked.add(Target.parse(text.strip()));
      } catch (IllegalArgumentException e) {
        throw new Main.BadInput(List.of("tiebreak: --target " + text + ": " + e.getMessage()));
      }
    }
    Scenarios scenarios = ranking.teams()
        .map(event -> Scenarios.of(event, standings.ruleset()))
        .orElseGet(() -> Scenarios.of(standings.tournament(), standings.ruleset()))
        .targets(asked.toArray(new Target[0]))
        .limit(Limit.completions(maxCompletions).andTime(Duration.ofSeconds(maxSeconds)));
    if (asked.stream().anyMatch(Target::isPrize)) {
      if (prizes == null) {
        throw new Main.BadInput(List.of("tiebreak: a prize target needs the prize list:"
            + " --prizes FILE"));
      }
      var read = PrizeListFile.read(prizes, standings, ranking.input().trf, false, sharing,
          locale);
      scenarios = scenarios.prizes(read.list(), read.policy());
    } else if (prizes != null) {
      throw new Main.BadInput(List.of("tiebreak: --prizes is read for prize targets"
          + " (--target prize:ID)"));
    }
    Integer player = null;
    if (who != null) {
      player = who.name != null
          ? Participants.byName(standings, who.name.strip(), "player", options.file)
          : Participants.byNumber(standings, Integer.toString(who.player), "player",
              options.file);
      scenarios = scenarios.players(player).conditionsFor(player);
    }
    ScenarioReport report;
    try {
      report = scenarios.analyse();
    } catch (IllegalArgumentException e) {
      throw new Main.BadInput(List.of(options.file + ":1:1: " + e.getMessage()));
    } catch (RuleFailedException e) {
      if (e.getCause() != null) {
        throw e;
      }
      throw new Main.BadInput(List.of(options.file + ":1:1: " + e.getMessage()));
    }
    spec.commandLine().getOut().print(switch (options.format) {
      case json -> ScenariosOutput.json(ranking, report, locale);
      case html -> HtmlOutput.html(ranking, locale, report);
      default -> ScenariosOutput.text(ranking, report, player, locale);
    });
    return 0;
  }
}
