package org.tiebreak.testkit.rules;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;

/**
 * A context written against the public API only, with a crosstable read straight from the
 * tournament, as a caller outside the engine would write it: rules must give the same figures
 * through it as through the engine's own context and index.
 */
final class PlainContext implements TiebreakContext {

  private final Tournament tournament;
  private final OptionalLong lotSeed;
  private final Crosstable crosstable;
  private final Map<Object, Object> shared = new HashMap<>();

  PlainContext(Tournament tournament, OptionalLong lotSeed) {
    this.tournament = tournament;
    this.lotSeed = lotSeed;
    this.crosstable = new PlainCrosstable(tournament);
  }

  @Override
  public Tournament tournament() {
    return tournament;
  }

  @Override
  public Crosstable crosstable() {
    return crosstable;
  }

  @Override
  public Figures figures(ValueRule rule) {
    return rule.figures(this);
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> T shared(Object key, Function<TiebreakContext, T> compute) {
    Object value = shared.get(Objects.requireNonNull(key));
    if (value == null) {
      value = compute.apply(this);
      shared.put(key, value);
    }
    return (T) value;
  }

  @Override
  public OptionalLong lotSeed() {
    return lotSeed;
  }

  /** The tournament's results looked up through its own methods, one by one. */
  private record PlainCrosstable(Tournament tournament) implements Crosstable {

    @Override
    public int players() {
      return tournament.players().size();
    }

    @Override
    public int rounds() {
      return tournament.roundsPlayed();
    }

    @Override
    public Player player(int player) {
      return tournament.players().get(player);
    }

    @Override
    public int indexOf(int startNumber) {
      List<Player> players = tournament.players();
      for (int i = 0; i < players.size(); i++) {
        if (players.get(i).startNumber() == startNumber) {
          return i;
        }
      }
      throw new IllegalArgumentException("no player with start number " + startNumber);
    }

    private RoundResult result(int player, int round) {
      return tournament.result(startNumber(player), round + 1);
    }

    @Override
    public ResultKind kind(int player, int round) {
      return result(player, round).kind();
    }

    @Override
    public int opponent(int player, int round) {
      int opponent = result(player, round).opponentOrZero();
      return opponent == 0 ? -1 : indexOf(opponent);
    }

    @Override
    public Optional<Colour> colour(int player, int round) {
      return result(player, round).colour();
    }

    @Override
    public long unitsPerPoint() {
      long common = 1;
      for (ResultKind kind : ResultKind.values()) {
        common = lcm(common, tournament.pointSystem().points(kind).denominator());
      }
      return common;
    }

    private static long lcm(long a, long b) {
      long x = a;
      long y = b;
      while (y != 0) {
        long t = x % y;
        x = y;
        y = t;
      }
      return a / x * b;
    }

    @Override
    public long pointsFor(ResultKind kind) {
      Score points = tournament.pointSystem().points(kind);
      return points.numerator() * (unitsPerPoint() / points.denominator());
    }

    @Override
    public long points(int player, int round) {
      return pointsFor(result(player, round).kind());
    }

    @Override
    public long score(int player) {
      return scoreAfter(player, rounds() - 1);
    }

    @Override
    public long scoreAfter(int player, int round) {
      long sum = 0;
      for (int r = 0; r <= round; r++) {
        sum += points(player, r);
      }
      return sum;
    }
  }
}
