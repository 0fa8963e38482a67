package org.tiebreak.prizes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;

/**
 * A field whose scores, ratings and tie-break order a test sets directly: each player's score
 * is made of full- and half-point byes over the rounds, and the rule ORDER ranks tied players by
 * a figure the test gives (players without one tie on it).
 */
final class Field {

  private final int rounds;
  private final List<Player> players = new ArrayList<>();
  private final Map<Integer, Score> scores = new HashMap<>();
  private final Map<Integer, Long> order = new HashMap<>();

  Field(int rounds) {
    this.rounds = rounds;
  }

  /** A rated player with a score. */
  Field player(int number, int rating, String score) {
    players.add(Player.of(number, "Player " + number, rating));
    scores.put(number, Score.parse(score));
    return this;
  }

  /** An unrated player with a score. */
  Field unrated(int number, String score) {
    players.add(Player.of(number, "Player " + number));
    scores.put(number, Score.parse(score));
    return this;
  }

  /** The players' ORDER figures, best first: the first named ranks highest among its tie. */
  Field order(int... numbers) {
    for (int i = 0; i < numbers.length; i++) {
      order.put(numbers[i], (long) (numbers.length - i));
    }
    return this;
  }

  Tournament tournament() {
    Tournament.Builder builder = Tournament.builder().name("Field").plannedRounds(rounds);
    for (Player player : players) {
      Score score = scores.get(player.startNumber());
      long halves = score.times(2).numerator();
      List<RoundResult> results = new ArrayList<>();
      for (int r = 0; r < rounds; r++) {
        ResultKind kind = halves >= 2 ? ResultKind.FULL_POINT_BYE
            : halves == 1 ? ResultKind.HALF_POINT_BYE : ResultKind.ZERO_POINT_BYE;
        halves -= Math.min(halves, 2);
        results.add(RoundResult.bye(kind));
      }
      builder.addRow(player, results.toArray(RoundResult[]::new));
    }
    return builder.build();
  }

  /** The standings by score, then ORDER, then the rules given. */
  Standings rank(TiebreakRule... after) {
    return TiebreakEngine.rank(tournament(), ruleset(after));
  }

  /** The standings by score, then ORDER, then the rules given, lots drawn from the seed. */
  Standings rank(long seed, TiebreakRule... after) {
    return TiebreakEngine.rank(tournament(), ruleset(after), seed);
  }

  private Ruleset ruleset(TiebreakRule... after) {
    Ruleset.Builder builder = Ruleset.builder().name("field").addRules(new Order(order));
    for (TiebreakRule rule : after) {
      builder.addRules(rule);
    }
    return builder.build();
  }

  /** The lots of US Chess rule 34E13, every tie it reaches. */
  static TiebreakRule lots() {
    return Tiebreaks.drawingOfLots();
  }

  /** The lots of the MCA and Big Rapids lists, never for first place. */
  static TiebreakRule lotsExceptForTitle() {
    return Tiebreaks.drawingOfLotsExceptForTitle();
  }

  private record Order(Map<Integer, Long> figures) implements ValueRule {
    @Override
    public String code() {
      return "ORDER";
    }

    @Override
    public String name() {
      return "The order a test gives";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      return Score.of(figures.getOrDefault(player, 0L));
    }
  }
}
