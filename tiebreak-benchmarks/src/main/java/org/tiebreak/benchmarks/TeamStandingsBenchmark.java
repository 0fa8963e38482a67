package org.tiebreak.benchmarks;

import java.util.List;
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
import org.openjdk.jmh.infra.Blackhole;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;

/**
 * The standings of a generated team Swiss ({@link TeamEvents}: 500 teams of 10 boards, 11 rounds)
 * ranked by match points under three chains: FIDE C.07 (2026) with GPTS, EDE, ESB, BH:MP, then
 * lots ({@code fide-2026-team-mp-gp}); the built-in {@code fide-2026-team} (EDET/P, EMGSB/C1/P,
 * BH:MP/C1/P, MPvGP, then lots); and {@code uscf-team}. {@link #build} times building the event
 * itself from its teams and matches, with its checks. The event is generated once per trial.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class TeamStandingsBenchmark {

  /** Teams, boards and rounds. */
  static final int TEAMS = 500;
  static final int BOARDS = 10;
  static final int ROUNDS = 11;

  /** The FIDE chain after match points: game points, EDE, ESB, Buchholz on match points. */
  static final List<String> FIDE_CHAIN = List.of("GPTS", "EDE", "ESB", "BH:MP");

  private TeamEvents.Plan plan;
  private TeamTournament event;

  /** The ruleset ranked, by name. */
  @State(Scope.Benchmark)
  public static class Chain {

    /** {@code fide-2026-team-mp-gp} for {@link #FIDE_CHAIN}, or a built-in ruleset's name. */
    @Param({"fide-2026-team-mp-gp", "fide-2026-team", "uscf-team"})
    public String ruleset;

    Ruleset chosen;

    /** Looks the ruleset up. */
    @Setup(Level.Trial)
    public void setUp() {
      chosen = ruleset.equals("fide-2026-team-mp-gp")
          ? Fide.teamRuleset(FideEdition.EDITION_2026, FIDE_CHAIN)
          : Rulesets.named(ruleset);
    }
  }

  /** Generates the event and builds it. */
  @Setup(Level.Trial)
  public void setUp() {
    plan = TeamEvents.swissPlan(TEAMS, BOARDS, ROUNDS, Events.SEED);
    event = plan.build();
  }

  /** The team standings; the leader's figures are read so nothing is left unused. */
  @Benchmark
  public Standings rank(Chain chain, Blackhole blackhole) {
    Standings standings = TiebreakEngine.rank(event, chain.chosen);
    blackhole.consume(standings.rows().get(0).values());
    return standings;
  }

  /** Builds and checks the event from its teams and matches. */
  @Benchmark
  public TeamTournament build() {
    return plan.build();
  }
}
