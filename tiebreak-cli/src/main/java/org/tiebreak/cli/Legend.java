package org.tiebreak.cli;

import java.util.ArrayList;
import java.util.List;
import org.tiebreak.api.TieDecision;
import org.tiebreak.api.rule.TiebreakRule;

/** The legend of a chain: each rule's code, name and, where it has variants, its variant. */
final class Legend {

  /** The width the legend's lines are wrapped to. */
  static final int WIDTH = 100;

  private Legend() {}

  /**
   * A line per rule, the codes aligned: {@code "MM    Modified Median: a minus score drops the
   * highest; ..."}, each line indented by {@code indent}.
   */
  static String of(List<TiebreakRule> chain, String indent) {
    return entries(chain.stream().map(rule -> List.of(rule.code(), describe(rule))).toList(),
        indent);
  }

  /** A line per rule, the codes aligned, not indented. */
  static String of(List<TiebreakRule> chain) {
    return of(chain, "");
  }

  /** A line per rule after a line for the score column: {@code "Pts   the score: points"}. */
  static String withScore(StandingsOutput.Scored scored, List<TiebreakRule> chain) {
    return withScore(scored, chain, List.of());
  }

  /**
   * A line per rule after a line for the score column, then a line per decision on tied players
   * that placed a row ({@code "PLAYOFF  Play-off: the order a play-off among tied players
   * produced"}).
   */
  static String withScore(StandingsOutput.Scored scored, List<TiebreakRule> chain,
      List<TieDecision> decisions) {
    List<List<String>> entries = new ArrayList<>();
    entries.add(List.of(scored.heading, "the score: " + scored.unit));
    chain.forEach(rule -> entries.add(List.of(rule.code(), describe(rule))));
    for (TieDecision decision : decisions) {
      entries.add(List.of(decision.code(), switch (decision.kind()) {
        case PLAY_OFF -> "Play-off: the order a play-off among tied players produced";
        case ARBITER -> "Arbiter's order: the order the arbiter gave tied players";
        case FIGURES -> "Figures computed elsewhere, higher first";
      }));
    }
    return entries(entries, "");
  }

  /** Pairs of a code and its text, the codes aligned, the texts wrapped beside them. */
  static String entries(List<List<String>> entries, String indent) {
    int width = entries.stream().mapToInt(entry -> entry.get(0).length()).max().orElse(0);
    StringBuilder text = new StringBuilder();
    for (List<String> entry : entries) {
      String head = indent + entry.get(0) + " ".repeat(width - entry.get(0).length()) + "  ";
      text.append(wrap(head, entry.get(1), " ".repeat(head.length())));
    }
    return text.toString();
  }

  /**
   * {@code first} and the text, broken at blanks into lines of at most {@link #WIDTH}
   * characters where the words allow, the lines after the first opening with {@code indent}.
   */
  static String wrap(String first, String text, String indent) {
    StringBuilder out = new StringBuilder();
    StringBuilder line = new StringBuilder(first);
    boolean empty = true;
    for (String word : text.split(" ")) {
      if (!empty && line.length() + 1 + word.length() > WIDTH) {
        out.append(line).append('\n');
        line = new StringBuilder(indent);
        empty = true;
      }
      line.append(empty ? "" : " ").append(word);
      empty = false;
    }
    return out.append(line).append('\n').toString();
  }

  /** "Modified Median: a minus score drops the highest; ...", or the name alone. */
  static String describe(TiebreakRule rule) {
    return rule.variant().isEmpty() ? rule.name() : rule.name() + ": " + rule.variant();
  }
}
