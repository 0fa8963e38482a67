package org.tiebreak.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code tiebreak compare FILE A B}: why one of two players (or teams) is placed above the other.
 * It names the rule that separated them with both figures, then lists the score and each rule of
 * the chain up to that one with the figures of both, as the standings print them.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
    description = {"Say why one of two players (or teams) is placed above the other.",
        "Each is given by start number (team number), or by a part of the name that no other"
            + " name holds, in any case. The first line names the rule that separated them"
            + " with both figures, the higher player's first; then the score and every rule of"
            + " the chain up to that one, with the figures of both."})
final class CompareCommand implements Callable<Integer> {

  @CommandLine.ParentCommand
  Main main;

  @CommandLine.Mixin
  Main.RankingOptions options;

  @Parameters(index = "1", paramLabel = "A",
      description = "a start number (team number), or a part of a name")
  String first;

  @Parameters(index = "2", paramLabel = "B",
      description = "the other, likewise")
  String second;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    Locale locale = main.locale();
    Main.Ranking ranking = options.rank(spec.commandLine().getErr(), locale);
    Standings standings = ranking.standings();
    String who = ranking.scored().who;
    int a = Participants.find(standings, first, who, options.file);
    int b = Participants.find(standings, second, who, options.file);
    if (a == b) {
      throw new Main.BadInput(List.of("tiebreak: " + first + " and " + second + " are the same "
          + who + " (" + a + ")"));
    }
    for (int player : List.of(a, b)) {
      if (standings.leftOut().contains(player)) {
        throw new Main.BadInput(List.of("tiebreak: " + who + " " + player + ": "
            + StandingsTable.reason(standings, player).map(reason -> reason.format(locale))
                .orElse("left out of the standings")));
      }
    }
    out.print(text(ranking, a, b, locale));
    return 0;
  }

  /** The comparison of two players in the order given. */
  static String text(Main.Ranking ranking, int a, int b, Locale locale) {
    Standings standings = ranking.standings();
    StandingsOutput.Scored scored = ranking.scored();
    Standings.Comparison comparison = standings.compare(a, b);
    List<StandingsTable.Line> lines = StandingsTable.lines(RowFacts.of(ranking), standings);
    StandingsTable.Line lineA = line(lines, a);
    StandingsTable.Line lineB = line(lines, b);
    StringBuilder text = new StringBuilder(comparison.message().format(locale)).append('\n');
    for (StandingsTable.Line line : List.of(lineA, lineB)) {
      text.append(String.format("%6d  %s: place %s", line.row().player().startNumber(),
          Printable.escape(line.row().player().name()), line.row().place()));
      line.row().remark().ifPresent(r -> text.append(" (").append(r.format(locale)).append(')'));
      text.append('\n');
    }
    text.append('\n');
    List<List<String>> cells = new ArrayList<>();
    cells.add(List.of("Code", Integer.toString(a), Integer.toString(b), ""));
    Optional<String> decisive = comparison.rule();
    boolean byScore = decisive.equals(Optional.of("score"));
    cells.add(List.of(scored.heading, lineA.row().score().toString(),
        lineB.row().score().toString(), byScore ? "decides" : "equal"));
    List<TiebreakRule> chain = standings.ruleset().chain();
    List<TiebreakRule> shown = new ArrayList<>();
    boolean byDecision = !byScore && decisive.isPresent()
        && chain.stream().noneMatch(rule -> rule.code().equals(decisive.get()));
    if (byDecision) {
      // A decision on tied players (a play-off, the arbiter's order) placed them before the chain.
      cells.add(List.of(decisive.get(), figure(comparison, a), figure(comparison, b),
          "decides"));
    }
    if (!byScore && !byDecision) {
      for (int k = 0; k < chain.size(); k++) {
        TiebreakRule rule = chain.get(k);
        boolean decides = decisive.equals(Optional.of(rule.code()));
        String figureA = lineA.figures().get(k);
        String figureB = lineB.figures().get(k);
        String verdict = decides ? "decides"
            : figureA.equals(figureB) && !figureA.isEmpty() ? "equal" : "not separated";
        if (decides && comparison.higherValue().isPresent()) {
          // The figures that separated them, where a rule applied again compared others than
          // the ones the standings print (Direct Encounter applied again, Art. 6.2).
          String separatingA = figure(comparison, a);
          String separatingB = figure(comparison, b);
          if (!separatingA.equals(figureA) || !separatingB.equals(figureB)) {
            verdict = "decides (applied again: the standings print " + blankAsNone(figureA)
                + " and " + blankAsNone(figureB) + ")";
            figureA = separatingA;
            figureB = separatingB;
          }
        }
        cells.add(List.of(rule.code(), figureA, figureB, verdict));
        shown.add(rule);
        if (decides) {
          break;
        }
      }
    }
    text.append(StandingsTable.align(cells, c -> c == 0 || c == 3));
    text.append('\n').append(Legend.withScore(scored, shown));
    text.append("Figures as the standings print them; 'tiebreak explain' shows how each is"
        + " made.\n");
    return text.toString();
  }

  /** The comparison's figure of a player, blank where it has none. */
  private static String figure(Standings.Comparison comparison, int player) {
    return (comparison.higher() == player ? comparison.higherValue() : comparison.lowerValue())
        .map(Object::toString).orElse("");
  }

  private static String blankAsNone(String figure) {
    return figure.isEmpty() ? "none" : figure;
  }

  private static StandingsTable.Line line(List<StandingsTable.Line> lines, int player) {
    return lines.stream().filter(line -> line.row().player().startNumber() == player)
        .findFirst().orElseThrow();
  }
}
