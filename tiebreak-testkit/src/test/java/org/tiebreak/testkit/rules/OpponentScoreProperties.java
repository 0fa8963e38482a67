package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Player;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.MinusScoreDrop;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;

/** Solkoff, Median and Modified Median against each other and against a computation of their own. */
class OpponentScoreProperties {

  @Provide
  Arbitrary<Tournament> events() {
    return Events.any();
  }

  /** Every player's value under the rule. */
  private static Score value(Standings standings, ValueRule rule, int player) {
    return standings.row(player).values().get(rule.code());
  }

  private static Standings rank(Tournament tournament, ValueRule rule) {
    return TiebreakEngine.rank(tournament, RuleCatalogue.only(rule));
  }

  /**
   * Solkoff ≥ Modified Median ≥ 0 (USCF and MCA variants) and Solkoff ≥ Median, and Solkoff is
   * the Modified Median plus the scores the Modified Median's explanation marks as dropped; the
   * same for the Median, and for every pairing of parameters Solkoff shares with them.
   */
  @Property(tries = 200)
  void solkoff_isModifiedMedianOrMedianPlusWhatWasDropped(
      @ForAll("events") Tournament tournament) {
    List<ValueRule[]> pairs = new ArrayList<>();
    pairs.add(new ValueRule[] {Uscf.solkoff(), Uscf.modifiedMedian()});
    pairs.add(new ValueRule[] {Uscf.solkoff(), Mca.modifiedMedian()});
    pairs.add(new ValueRule[] {Uscf.solkoff(), Uscf.median()});
    for (OpponentUnplayed opponents : OpponentUnplayed.values()) {
      for (OwnUnplayed own : OwnUnplayed.values()) {
        ValueRule solkoff = Tiebreaks.solkoff(opponents, own);
        for (int twoCutsFrom : new int[] {0, 3}) {
          pairs.add(new ValueRule[] {solkoff, Tiebreaks.median(twoCutsFrom, opponents, own)});
          for (MinusScoreDrop drop : MinusScoreDrop.values()) {
            pairs.add(new ValueRule[] {solkoff,
                Tiebreaks.modifiedMedian(drop, twoCutsFrom, opponents, own)});
          }
        }
      }
    }
    for (ValueRule[] pair : pairs) {
      Standings solkoff = rank(tournament, pair[0]);
      Standings median = rank(tournament, pair[1]);
      for (Player player : tournament.players()) {
        int p = player.startNumber();
        String what = pair[1] + " of player " + p;
        Score s = value(solkoff, pair[0], p);
        Score m = value(median, pair[1], p);
        assertFalse(m.isNegative(), what + " is negative: " + m);
        assertTrue(s.compareTo(m) >= 0, what + " = " + m + " exceeds " + pair[0] + " = " + s);
        Score dropped = Score.ZERO;
        for (Explanation.Line line : median.explain(p, pair[1].code()).lines()) {
          if (line.dropped()) {
            dropped = dropped.plus(line.usedScore().orElseThrow());
          }
        }
        assertEquals(s, m.plus(dropped), what + ": Solkoff " + s + " is not the figure plus the "
            + "dropped " + dropped + "\n" + median.explain(p, pair[1].code()));
      }
    }
  }

  /**
   * Every variant's figure equals a computation written here from the crosstable: the opponents'
   * scores (each unplayed round ½ under COUNT_HALF), 0 per own unplayed round under
   * ZERO_OPPONENT, sorted, with the lowest and highest cut as the rule says. A pending game is
   * left out everywhere: it is no opponent, no own unplayed round, no round of the opponent's
   * score, no round of the player's maximum score, and a round whose games are all pending is
   * not yet one of the event's rounds.
   */
  @Property(tries = 200)
  void figures_matchAnIndependentComputation(@ForAll("events") Tournament tournament) {
    for (ValueRule rule : RuleCatalogue.valueRules()) {
      if (!isOpponentScoreRule(rule)) {
        continue;
      }
      Standings standings = rank(tournament, rule);
      for (Player player : tournament.players()) {
        int p = player.startNumber();
        assertEquals(expected(tournament, rule, p), value(standings, rule, p),
            rule + " of player " + p);
      }
    }
  }

  /** Whether the rule is Solkoff, Median or Modified Median. */
  static boolean isOpponentScoreRule(ValueRule rule) {
    return List.of("SOLK", "MED", "MM").contains(rule.code());
  }

  /** The figure of {@code rule} for {@code player}, in half points, computed from scratch. */
  static Score expected(Tournament tournament, ValueRule rule, int player) {
    OpponentUnplayed opponents = RuleCatalogue.parameter(rule, OpponentUnplayed.class);
    OwnUnplayed own = RuleCatalogue.parameter(rule, OwnUnplayed.class);
    List<Long> values = new ArrayList<>();
    int playersRounds = 0;
    for (RoundResult result : tournament.results(player)) {
      if (result.kind().isPending()) {
        continue;
      }
      playersRounds++;
      if (result.kind().isPlayed()) {
        values.add(halfPoints(tournament, result.opponent().getAsInt(), opponents));
      } else if (own == OwnUnplayed.ZERO_OPPONENT) {
        values.add(0L);
      }
    }
    values.sort(null);
    int rounds = Events.roundsWithResults(tournament);
    int low = 0;
    int high = 0;
    if (rule.code().equals("MED")) {
      int twoCutsFrom = RuleCatalogue.parameter(rule, Integer.class);
      int per = twoCutsFrom > 0 && rounds >= twoCutsFrom ? 2 : 1;
      low = per;
      high = per;
    } else if (rule.code().equals("MM")) {
      int twoCutsFrom = RuleCatalogue.parameter(rule, Integer.class);
      int per = twoCutsFrom > 0 && rounds >= twoCutsFrom ? 2 : 1;
      Score half = Score.of(playersRounds, 2);
      int standing = tournament.score(player).compareTo(half);
      if (standing >= 0) {
        low = per;
      }
      if (standing == 0) {
        high = per;
      }
      if (standing < 0) {
        if (RuleCatalogue.parameter(rule, MinusScoreDrop.class) == MinusScoreDrop.HIGHEST) {
          high = per;
        } else {
          low = per;
        }
      }
    }
    low = Math.min(low, values.size());
    high = Math.min(high, values.size() - low);
    long sum = 0;
    for (int k = low; k < values.size() - high; k++) {
      sum += values.get(k);
    }
    return Score.of(sum, 2);
  }

  /** The opponent's score as the rule uses it, in half points. */
  private static long halfPoints(Tournament tournament, int opponent, OpponentUnplayed mode) {
    long sum = 0;
    for (RoundResult result : tournament.results(opponent)) {
      if (!result.kind().isPending()) {
        sum += mode == OpponentUnplayed.AS_SCORED || result.kind().isPlayed()
            ? result.kind().halfPoints() : 1;
      }
    }
    return sum;
  }


  /**
   * The explanation drops the right lines: none for Solkoff; for the others the lowest and the
   * highest used scores in the numbers the rule gives, the dropped lines carrying 0.
   */
  @Property(tries = 150)
  void droppedLines_areTheLowestAndHighestUsedScores(@ForAll("events") Tournament tournament) {
    for (ValueRule rule : List.of(Uscf.solkoff(), Uscf.median(), Uscf.modifiedMedian(),
        Mca.modifiedMedian())) {
      Standings standings = rank(tournament, rule);
      for (Player player : tournament.players()) {
        int p = player.startNumber();
        Explanation explanation = standings.explain(p, rule.code());
        List<Score> kept = new ArrayList<>();
        List<Score> dropped = new ArrayList<>();
        for (Explanation.Line line : explanation.lines()) {
          if (line.usedScore().isEmpty()) {
            assertFalse(line.dropped(), rule + ": a line without a used score is dropped");
            continue;
          }
          if (line.dropped()) {
            assertEquals(Score.ZERO, line.contribution().orElseThrow(),
                rule + ": a dropped line must add 0\n" + explanation);
            dropped.add(line.usedScore().get());
          } else {
            assertEquals(line.usedScore(), line.contribution(), rule + "\n" + explanation);
            kept.add(line.usedScore().get());
          }
        }
        List<Score> all = new ArrayList<>(kept);
        all.addAll(dropped);
        all.sort(null);
        kept.sort(null);
        // the kept scores are a contiguous run of the sorted scores
        boolean contiguous = false;
        for (int from = 0; from + kept.size() <= all.size(); from++) {
          if (all.subList(from, from + kept.size()).equals(kept)) {
            contiguous = true;
            break;
          }
        }
        assertTrue(contiguous, rule + ": the kept scores are not a middle run\n" + explanation);
        if (rule.code().equals("SOLK")) {
          assertTrue(dropped.isEmpty(), explanation.toString());
        }
      }
    }
  }
}
