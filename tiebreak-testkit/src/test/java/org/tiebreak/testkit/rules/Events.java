package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.function.IntUnaryOperator;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.tiebreak.api.Player;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.testkit.TournamentArbitraries;

/** Generated events and what the rule properties do with them: renumber, truncate, snapshot. */
final class Events {

  private Events() {}

  /**
   * Swiss events and single and double round robins, in progress (0 rounds played included, the
   * last round finished or with games pending), with every kind of unplayed round, rated or not,
   * from 1 player up.
   */
  static Arbitrary<Tournament> any() {
    return Arbitraries.oneOf(
        TournamentArbitraries.swiss().players(1, 16).inProgress().allUnplayedKinds().rated(),
        TournamentArbitraries.swiss().players(2, 12).inProgress().allUnplayedKinds()
            .withPendingGames(),
        TournamentArbitraries.swiss().players(1, 3).rounds(1, 4).inProgress().allUnplayedKinds(),
        TournamentArbitraries.roundRobin().players(1, 8).inProgress().allUnplayedKinds().rated()
            .withPendingGames(),
        TournamentArbitraries.roundRobin().doubleRoundRobin().players(1, 6).inProgress()
            .allUnplayedKinds().rated());
  }

  /**
   * The tournament with every start number {@code n} replaced by {@code renumber(n)}, for players
   * and opponents alike; names, ratings, colours, kinds and rounds are kept.
   */
  static Tournament renumber(Tournament tournament, IntUnaryOperator renumber) {
    Tournament.Builder builder = Tournament.builder().name(tournament.name())
        .format(tournament.format()).pointSystem(tournament.pointSystem())
        .plannedRounds(tournament.plannedRounds());
    for (Player player : tournament.players()) {
      List<RoundResult> results = new ArrayList<>();
      for (RoundResult result : tournament.results(player.startNumber())) {
        results.add(result.opponent().isPresent()
            ? RoundResult.against(result.kind(),
                renumber.applyAsInt(result.opponent().getAsInt()), result.colour().orElse(null))
            : result);
      }
      builder.addRow(Player.builder().startNumber(renumber.applyAsInt(player.startNumber()))
          .name(player.name()).rating(player.rating())
          .putAllFederationIds(player.federationIds()).build(), results);
    }
    return builder.build();
  }

  /**
   * The rounds played up to the last one in which some player has a result that is not pending:
   * a round whose games are all pending is not yet one of the event's rounds.
   */
  static int roundsWithResults(Tournament tournament) {
    for (int round = tournament.roundsPlayed(); round > 0; round--) {
      for (Player player : tournament.players()) {
        if (!tournament.result(player.startNumber(), round).kind().isPending()) {
          return round;
        }
      }
    }
    return 0;
  }

  /** The tournament rebuilt from its first {@code rounds} rounds only. */
  static Tournament firstRounds(Tournament tournament, int rounds) {
    Tournament.Builder builder = Tournament.builder().name(tournament.name())
        .format(tournament.format()).pointSystem(tournament.pointSystem())
        .plannedRounds(tournament.plannedRounds());
    for (Player player : tournament.players()) {
      builder.addRow(player,
          new ArrayList<>(tournament.results(player.startNumber()).subList(0, rounds)));
    }
    return builder.build();
  }

  /** A random permutation of the tournament's start numbers, drawn from {@code seed}. */
  static IntUnaryOperator shuffle(Tournament tournament, long seed) {
    List<Integer> numbers = new ArrayList<>();
    for (Player player : tournament.players()) {
      numbers.add(player.startNumber());
    }
    List<Integer> shuffled = new ArrayList<>(numbers);
    Collections.shuffle(shuffled, new Random(seed));
    Map<Integer, Integer> map = new HashMap<>();
    for (int k = 0; k < numbers.size(); k++) {
      map.put(numbers.get(k), shuffled.get(k));
    }
    return n -> map.get(n);
  }

  /** The players' start numbers, in start-number order. */
  static List<Integer> numbers(Tournament tournament) {
    List<Integer> numbers = new ArrayList<>();
    for (Player player : tournament.players()) {
      numbers.add(player.startNumber());
    }
    return numbers;
  }

  /** Everything a row of the standings shows. */
  record Row(String place, int rank, int player, Score score, Map<String, Score> values,
      Optional<String> decidedBy, Optional<Message> remark) {}

  /** The rows of the standings as values, to compare two rankings. */
  static List<Row> snapshot(Standings standings) {
    List<Row> rows = new ArrayList<>();
    for (Standings.Row row : standings.rows()) {
      rows.add(new Row(row.place(), row.rank(), row.player().startNumber(), row.score(),
          Map.copyOf(row.values()), row.decidedBy(), row.remark()));
    }
    return rows;
  }

  /** Every player's explanations under every rule of the chain, by player in row order. */
  static List<List<Explanation>> explanations(Standings standings) {
    List<List<Explanation>> all = new ArrayList<>();
    for (Standings.Row row : standings.rows()) {
      all.add(standings.explain(row.player().startNumber()));
    }
    return all;
  }

  /**
   * Asserts that {@code renumbered} ranks the renumbered tournament as {@code original} ranks the
   * original: the same places, scores and decisions row by row, and for every player the same
   * place, values and remark, and explanation lines equal once opponents are renumbered.
   */
  static void assertSameUpToRenumbering(Standings original, Standings renumbered,
      IntUnaryOperator renumber, String what) {
    assertEquals(original.rows().size(), renumbered.rows().size(), what);
    for (int k = 0; k < original.rows().size(); k++) {
      Standings.Row a = original.rows().get(k);
      Standings.Row b = renumbered.rows().get(k);
      assertEquals(a.place(), b.place(), what + ": place of row " + (k + 1));
      assertEquals(a.score(), b.score(), what + ": score of row " + (k + 1));
      assertEquals(a.decidedBy(), b.decidedBy(), what + ": decidedBy of row " + (k + 1));
    }
    for (Standings.Row a : original.rows()) {
      int player = a.player().startNumber();
      int image = renumber.applyAsInt(player);
      Standings.Row b = renumbered.row(image);
      String who = what + ": player " + player + " (renumbered " + image + ")";
      assertEquals(a.place(), b.place(), who + ": place");
      assertEquals(a.rank(), b.rank(), who + ": rank");
      assertEquals(a.values(), b.values(), who + ": values");
      assertEquals(a.remark(), b.remark(), who + ": remark");
      List<Explanation> before = original.explain(player);
      List<Explanation> after = renumbered.explain(image);
      assertEquals(before.size(), after.size(), who);
      for (int r = 0; r < before.size(); r++) {
        assertEquals(before.get(r).value(), after.get(r).value(),
            who + ": explained value of " + before.get(r).rule());
        assertEquals(renumberLines(before.get(r).lines(), renumber), after.get(r).lines(),
            who + ": explanation lines of " + before.get(r).rule());
      }
    }
  }

  private static List<Explanation.Line> renumberLines(List<Explanation.Line> lines,
      IntUnaryOperator renumber) {
    List<Explanation.Line> renumbered = new ArrayList<>();
    for (Explanation.Line line : lines) {
      renumbered.add(Explanation.Line.builder().round(line.round())
          .opponent(line.opponent().isPresent()
              ? OptionalInt.of(renumber.applyAsInt(line.opponent().getAsInt()))
              : OptionalInt.empty())
          .result(line.result()).opponentScore(line.opponentScore()).usedScore(line.usedScore())
          .adjustment(line.adjustment()).contribution(line.contribution())
          .dropped(line.dropped()).runningTotal(line.runningTotal()).build());
    }
    return renumbered;
  }
}
