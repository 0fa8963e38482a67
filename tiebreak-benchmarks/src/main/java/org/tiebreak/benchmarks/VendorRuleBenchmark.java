package org.tiebreak.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;

/**
 * A vendor's rule against the built-in rule that computes the same figures: a Buchholz written
 * over the public {@link Crosstable} as the guide shows it (docs/guide/custom-rules.md), and the
 * built-in Solkoff on the opponents' scores as they stand without the player's own unplayed
 * rounds. {@link #figures} is the rule alone over a ranking's context; {@link #rank} is the
 * standings under a ruleset of that one rule, what a vendor pays.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class VendorRuleBenchmark {

  /** Players × rounds. */
  @Param({"10000x11", "100000x11"})
  public String size;

  /** Which rule: the vendor's Buchholz or the built-in Solkoff. */
  @Param({"vendor", "built-in"})
  public String rule;

  private Tournament tournament;
  private ValueRule subject;
  private Ruleset ruleset;
  private TiebreakContext context;

  /** Generates the event, picks the rule and captures a ranking's context for it. */
  @Setup(Level.Trial)
  public void setUp() {
    tournament = Events.swiss(size);
    subject = rule.equals("vendor") ? new Buchholz()
        : Tiebreaks.solkoff(OpponentUnplayed.AS_SCORED, OwnUnplayed.IGNORED);
    ruleset = Ruleset.builder().name(rule).addRules(subject).build();
    Capture capture = new Capture();
    TiebreakEngine.rank(tournament, Ruleset.builder().name("capture").addRules(capture).build());
    context = capture.context;
  }

  /** Every player's figure, computed over the context of a ranking. */
  @Benchmark
  public Figures figures() {
    return subject.figures(context);
  }

  /** The standings under the one rule, from the built tournament. */
  @Benchmark
  public Standings rank() {
    return TiebreakEngine.rank(tournament, ruleset);
  }

  /** The vendor's Buchholz of the guide: the sum of the scores of the opponents met. */
  static final class Buchholz implements ValueRule {
    @Override
    public String code() {
      return "BH";
    }

    @Override
    public String name() {
      return "Buchholz";
    }

    @Override
    public Figures figures(TiebreakContext context) {
      Crosstable table = context.crosstable();
      long[] sums = new long[table.players()];
      for (int p = 0; p < table.players(); p++) {
        for (int r = 0; r < table.rounds(); r++) {
          if (table.kind(p, r).isPlayed()) {
            sums[p] += table.score(table.opponent(p, r));
          }
        }
      }
      return Figures.of(sums, table.unitsPerPoint());
    }
  }

  /** Records the context the engine gives a rule. */
  private static final class Capture implements ValueRule {
    private TiebreakContext context;

    @Override
    public String code() {
      return "CAPTURE";
    }

    @Override
    public String name() {
      return "Captures the context";
    }

    @Override
    public Score value(int player, TiebreakContext given) {
      context = given;
      return Score.ZERO;
    }
  }
}
