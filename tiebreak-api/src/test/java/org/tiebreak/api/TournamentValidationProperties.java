package org.tiebreak.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;

/**
 * Properties of the checks of {@link Tournament.Builder#build()}: on generated small events, most
 * of them with something wrong, {@code build()} reports exactly the problems of
 * {@link ReferenceValidator}, in its order, and a tournament that builds holds every result given.
 */
class TournamentValidationProperties {

  private static final ResultKind[] KINDS = ResultKind.values();
  private static final ResultKind[] BYES = {ResultKind.FULL_POINT_BYE,
      ResultKind.HALF_POINT_BYE, ResultKind.ZERO_POINT_BYE, ResultKind.ABSENT,
      ResultKind.WITHDRAWN, ResultKind.LATE_ENTRY};
  private static final GameResult[] GAMES = GameResult.values();

  @Property(tries = 3000)
  @StatisticsReport(onFailureOnly = true)
  void build_reportsTheProblemsOfTheReference(@ForAll("events") Script script) {
    List<Problem> expected = new ReferenceValidator(script.format, script.plannedRounds,
        script.players(), script.entries()).problems();
    Tournament.Builder builder = script.builder();

    if (expected.isEmpty()) {
      Tournament tournament = builder.build();
      List<RoundEntries> entries = script.entries();
      for (int r = 0; r < entries.size(); r++) {
        RoundEntries round = entries.get(r);
        for (int k = 0; k < round.size(); k++) {
          assertEquals(round.result(k), tournament.result(round.player(k), r + 1));
        }
      }
      Statistics.label("outcome").collect("builds");
    } else {
      InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
          builder::build);
      assertEquals(expected, e.problems());
      Statistics.label("outcome").collect(expected.size() == 1 ? "one problem" : "problems");
      e.problems().forEach(p -> Statistics.label("kind").collect(p.kind()));
    }
    Statistics.label("outcome").coverage(checker -> {
      checker.check("builds").percentage(p -> p >= 10);
      checker.check("problems").percentage(p -> p >= 10);
    });
    Statistics.label("kind").coverage(checker -> {
      for (Problem.Kind kind : Problem.Kind.values()) {
        if (kind.compareTo(Problem.Kind.SECOND_PAIRING_ALLOCATED_BYE) <= 0) {
          checker.check(kind).count(c -> c >= 3);
        }
      }
    });
  }

  @Provide
  Arbitrary<Script> events() {
    return Arbitraries.randomValue(TournamentValidationProperties::event);
  }

  /**
   * A small event: its rounds paired among the players (games with random results, byes of random
   * kinds, a pairing-allocated bye for the odd player out), the first rounds given as wall-chart
   * rows and the rest as pairings, then now and again something spoilt: a player or a name, a
   * result replaced by a random one, a row cut short, a pairing left out or one added between
   * random start numbers, an impossible number of planned rounds.
   */
  private static Script event(Random random) {
    Format format = Format.values()[random.nextInt(Format.values().length)];
    int count = 2 + random.nextInt(6);
    int rounds = random.nextInt(5);
    int plannedRounds = random.nextInt(8) == 0 ? random.nextInt(3) - 1
        : rounds + (random.nextInt(6) == 0 ? -1 : random.nextInt(2));
    boolean spoil = random.nextInt(3) > 0;
    int highest = count + (random.nextBoolean() ? 0 : random.nextInt(count + 1));
    List<Integer> numbers = new ArrayList<>();
    for (int n = 1; n <= highest; n++) {
      numbers.add(n);
    }
    Collections.shuffle(numbers, random);
    List<Player> players = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      int number = numbers.get(i);
      boolean blank = spoil && random.nextInt(20) == 0;
      players.add(Player.of(number, blank ? " " : "Player " + number));
    }
    if (spoil && random.nextInt(10) == 0) {
      players.add(Player.of(players.get(random.nextInt(count)).startNumber(), "Twin"));
    }
    List<List<Pairing>> paired = new ArrayList<>();
    for (int r = 0; r < rounds; r++) {
      paired.add(round(players, random, spoil, highest));
    }
    int byRows = rounds == 0 ? 0 : random.nextInt(rounds + 1);
    Script script = new Script(format, plannedRounds);
    if (byRows == 0) {
      players.forEach(p -> script.ops.add(new AddPlayer(p)));
    } else {
      for (Player player : players) {
        List<RoundResult> row = new ArrayList<>();
        for (int r = 0; r < byRows; r++) {
          RoundEntries round = new RoundEntries();
          paired.get(r).forEach(p -> p.addTo(round));
          row.add(resultOf(round, player.startNumber()));
        }
        if (spoil && random.nextInt(8) == 0) {
          row.set(random.nextInt(byRows), randomResult(random, highest + 1));
        }
        while (row.contains(null) || spoil && !row.isEmpty() && random.nextInt(15) == 0) {
          row.remove(row.size() - 1);
        }
        script.ops.add(new AddRow(player, row));
      }
    }
    for (int r = byRows; r < rounds; r++) {
      script.ops.add(new AddRound(paired.get(r)));
    }
    return script;
  }

  /** One round paired among the players, spoilt now and again. */
  private static List<Pairing> round(List<Player> players, Random random, boolean spoil,
      int highest) {
    List<Integer> order = new ArrayList<>();
    players.forEach(p -> order.add(p.startNumber()));
    Collections.shuffle(order, random);
    List<Pairing> pairings = new ArrayList<>();
    List<Integer> waiting = new ArrayList<>();
    for (int number : order) {
      if (random.nextInt(8) == 0) {
        pairings.add(Pairing.bye(number, BYES[random.nextInt(BYES.length)]));
      } else {
        waiting.add(number);
      }
    }
    for (int k = 0; k + 1 < waiting.size(); k += 2) {
      pairings.add(Pairing.game(waiting.get(k), waiting.get(k + 1),
          GAMES[random.nextInt(GAMES.length)]));
    }
    if (waiting.size() % 2 == 1) {
      pairings.add(Pairing.bye(waiting.get(waiting.size() - 1),
          ResultKind.PAIRING_ALLOCATED_BYE));
    }
    if (spoil && random.nextInt(6) == 0 && !pairings.isEmpty()) {
      pairings.remove(random.nextInt(pairings.size()));
    }
    if (spoil && random.nextInt(6) == 0) {
      int a = 1 + random.nextInt(highest + 1);
      int b = 1 + random.nextInt(highest + 1);
      pairings.add(random.nextBoolean() ? Pairing.bye(a, random.nextBoolean()
          ? ResultKind.PAIRING_ALLOCATED_BYE : BYES[random.nextInt(BYES.length)])
          : Pairing.game(a, b, GAMES[random.nextInt(GAMES.length)]));
    }
    return pairings;
  }

  private static RoundResult resultOf(RoundEntries round, int player) {
    for (int k = 0; k < round.size(); k++) {
      if (round.player(k) == player) {
        return round.result(k);
      }
    }
    return null;
  }

  private static RoundResult randomResult(Random random, int highest) {
    ResultKind kind = KINDS[random.nextInt(KINDS.length)];
    if (kind.isBye()) {
      return RoundResult.bye(kind);
    }
    Colour colour = switch (random.nextInt(3)) {
      case 0 -> Colour.WHITE;
      case 1 -> Colour.BLACK;
      default -> null;
    };
    return RoundResult.against(kind, 1 + random.nextInt(highest), colour);
  }

  /** What a builder is given, in order. */
  private sealed interface Op permits AddPlayer, AddRow, AddRound {}

  private record AddPlayer(Player player) implements Op {}

  private record AddRow(Player player, List<RoundResult> results) implements Op {}

  private record AddRound(List<Pairing> pairings) implements Op {}

  /** The calls that make a builder, and the results they give each round. */
  static final class Script {
    final Format format;
    final int plannedRounds;
    final List<Op> ops = new ArrayList<>();

    Script(Format format, int plannedRounds) {
      this.format = format;
      this.plannedRounds = plannedRounds;
    }

    Tournament.Builder builder() {
      Tournament.Builder builder = Tournament.builder().format(format)
          .plannedRounds(plannedRounds);
      for (Op op : ops) {
        if (op instanceof AddPlayer add) {
          builder.addPlayer(add.player());
        } else if (op instanceof AddRow row) {
          builder.addRow(row.player(), row.results());
        } else if (op instanceof AddRound round) {
          builder.addRound(round.pairings());
        }
      }
      return builder;
    }

    List<Player> players() {
      List<Player> players = new ArrayList<>();
      for (Op op : ops) {
        if (op instanceof AddPlayer add) {
          players.add(add.player());
        } else if (op instanceof AddRow row) {
          players.add(row.player());
        }
      }
      return players;
    }

    /** Each round's results in the order given: rows fill rounds from 1, pairings add a round. */
    List<RoundEntries> entries() {
      List<RoundEntries> rounds = new ArrayList<>();
      for (Op op : ops) {
        if (op instanceof AddRow row) {
          for (int r = 0; r < row.results().size(); r++) {
            while (rounds.size() <= r) {
              rounds.add(new RoundEntries());
            }
            rounds.get(r).add(row.player().startNumber(), row.results().get(r));
          }
        } else if (op instanceof AddRound round) {
          RoundEntries entries = new RoundEntries();
          round.pairings().forEach(p -> p.addTo(entries));
          rounds.add(entries);
        }
      }
      return rounds;
    }

    @Override
    public String toString() {
      return format + ", " + plannedRounds + " planned, " + ops;
    }
  }
}
