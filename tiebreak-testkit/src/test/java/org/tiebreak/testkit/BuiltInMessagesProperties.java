package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.rulesets.Rulesets;

/**
 * Every text the built-in rulesets give (remarks, and the lines and notes of every explanation)
 * is a message of the library's texts, so that it reads in every language the library has: no
 * literal text ({@link Message#text}) and no key the texts lack, down to nested arguments.
 */
class BuiltInMessagesProperties {

  private static final Set<String> KEYS = Message.keys();

  @Provide
  Arbitrary<RankedEvent> events() {
    return Arbitraries.frequencyOf(
        Tuple.of(2, TournamentArbitraries.any().map(RankedEvent::of)),
        Tuple.of(1, TeamTournamentArbitraries.any().map(RankedEvent::of)));
  }

  /** The rulesets of the library itself, not those the tests' providers register. */
  private static List<Ruleset> builtIn(RankedEvent event) {
    List<Ruleset> rulesets = new ArrayList<>();
    for (Ruleset ruleset : Rulesets.all()) {
      boolean vendors = ruleset.name().startsWith("testkit-") || ruleset.name().startsWith("example-");
      if (!vendors && event.fits(ruleset)) {
        rulesets.add(ruleset);
      }
    }
    return rulesets;
  }

  @Property(tries = 60, edgeCases = EdgeCasesMode.NONE)
  void everyRemarkAndExplanation_isAMessageOfTheLibrarysTexts(
      @ForAll("events") RankedEvent event, @ForAll long seed) {
    Set<String> strays = new TreeSet<>();
    for (Ruleset ruleset : builtIn(event)) {
      for (OptionalLong lots : List.of(OptionalLong.empty(), OptionalLong.of(seed))) {
        Standings standings = event.rank(ruleset, lots);
        for (Standings.Row row : standings.rows()) {
          row.remark().ifPresent(remark -> collect(strays, ruleset, "remark", remark));
          for (Explanation explanation : standings.explain(row.player().startNumber())) {
            String where = explanation.rule();
            explanation.notes().forEach(note -> collect(strays, ruleset, where, note));
            for (Explanation.Line line : explanation.lines()) {
              line.result().ifPresent(result -> collect(strays, ruleset, where, result));
              line.adjustment().ifPresent(why -> collect(strays, ruleset, where, why));
            }
            explanation.format(Locale.GERMAN);
          }
        }
      }
    }
    assertEquals(List.of(), strays.stream().limit(20).toList(),
        () -> strays.size() + " texts outside the library's messages, the first 20 shown");
  }

  private static void collect(Set<String> strays, Ruleset ruleset, String where, Object value) {
    if (value instanceof List<?> list) {
      list.forEach(element -> collect(strays, ruleset, where, element));
    } else if (value instanceof Message message) {
      if (!KEYS.contains(message.key())) {
        strays.add(ruleset.name() + " " + where + ": " + message.key() + " \"" + message + "\"");
      }
      message.arguments().forEach(argument -> collect(strays, ruleset, where, argument));
    }
  }
}
