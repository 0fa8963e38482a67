package org.tiebreak.api.standings;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.tiebreak.api.internal.ValueStyle;
import org.immutables.value.Value;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.TiebreakRule;

/**
 * How one rule's figure for one player comes about, in a form a program can render: one line per
 * contributing round or opponent (the opponent's score, the score used and why it was adjusted,
 * the contribution, whether it was dropped, the running total), and notes on the whole.
 */
@Value.Immutable
@ValueStyle
@SuppressWarnings("exports") // Immutables' annotations are compile-time markers only
@API(status = STABLE, since = "1.0")
public abstract class Explanation {

  Explanation() {}

  /** The rule's code. */
  public abstract String rule();

  /** The rule's name. */
  public abstract String ruleName();

  /** The player's start number. */
  public abstract int player();

  /** The player's figure; empty where the rule gives none (a group rule not applied to the player). */
  public abstract Optional<Score> value();

  /** The contributing rounds, round 1 first, or the games among the tied players. */
  public abstract List<Line> lines();

  /** Notes on the whole figure, such as "plus score: the lowest opponent is dropped". */
  public abstract List<Message> notes();

  /** A builder; {@code rule}, {@code ruleName} and {@code player} are required. */
  public static Builder builder() {
    return new Builder();
  }

  /** A builder for a rule's explanation of a player's figure: the rule's code and name set. */
  public static Builder builder(TiebreakRule rule, int player) {
    return builder().rule(rule.code()).ruleName(rule.name()).player(player);
  }

  /** A plain-text rendering in a language of the library's texts, one line per contribution. */
  public String format(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    Object figure = value().<Object>map(v -> v).orElse(Message.of("explanation.none"));
    StringBuilder text = new StringBuilder(
        Message.of("explanation.heading", ruleName(), rule(), player(), figure).format(locale));
    for (Line line : lines()) {
      text.append("\n  ").append(line.format(locale));
    }
    for (Message note : notes()) {
      text.append("\n  ").append(note.format(locale));
    }
    return text.toString();
  }

  /** The English rendering of {@link #format(Locale)}. */
  @Override
  public String toString() {
    return format(Locale.ROOT);
  }

  /** Builds an {@link Explanation}. */
  public static final class Builder extends ImmutableExplanation.Builder {
    Builder() {}
  }

  /** One contributing round or opponent. */
  @Value.Immutable
  @ValueStyle
  public abstract static class Line {

    Line() {}

    /** The round (from 1), if the line is about one round. */
    public abstract OptionalInt round();

    /** The opponent's start number, if there was one. */
    public abstract OptionalInt opponent();

    /** What happened in the round, such as "W", "D", "L", "+ (forfeit win)", "half-point bye". */
    public abstract Optional<Message> result();

    /** The opponent's score as it stands. */
    public abstract Optional<Score> opponentScore();

    /** The score the rule used for the opponent, after adjustment. */
    public abstract Optional<Score> usedScore();

    /** Why the used score differs from the opponent's score, or why there is no opponent. */
    public abstract Optional<Message> adjustment();

    /** What the line adds to the figure (zero when it is dropped). */
    public abstract Optional<Score> contribution();

    /** Whether the line was dropped (cut) from the figure. */
    @Value.Default
    public boolean dropped() {
      return false;
    }

    /** The running total after this line, where the rule keeps one. */
    public abstract Optional<Score> runningTotal();

    /** A builder; every attribute is optional. */
    public static Builder builder() {
      return new Builder();
    }

    /**
     * A builder for one round of a player, with the round, its result ("W", "D", "L", "+
     * (forfeit win)", "half-point bye"...) and the (scheduled) opponent's start number filled in.
     *
     * @param table the crosstable
     * @param player the player's index in the crosstable
     * @param round the round's index, from 0
     * @throws IndexOutOfBoundsException if the player or the round is out of range
     */
    public static Builder builder(Crosstable table, int player, int round) {
      Objects.checkIndex(player, table.players());
      Objects.checkIndex(round, table.rounds());
      Builder line = builder();
      line.round(round + 1).result(Message.of("line.result." + table.kind(player, round).name()));
      int opponent = table.opponent(player, round);
      if (opponent >= 0) {
        line.opponent(table.startNumber(opponent));
      }
      return line;
    }

    /** Builds an {@link Explanation.Line}. */
    public static final class Builder extends ImmutableLine.Builder {
      Builder() {}
    }

    /** The line in a language of the library's texts, its parts separated by commas. */
    public String format(Locale locale) {
      Objects.requireNonNull(locale, "locale");
      List<Message> parts = new ArrayList<>();
      round().ifPresent(r -> parts.add(Message.of("line.round", r)));
      result().ifPresent(parts::add);
      opponent().ifPresent(o -> parts.add(Message.of("line.opponent", o)));
      opponentScore().ifPresent(s -> parts.add(Message.of("line.score", s)));
      usedScore().ifPresent(s -> parts.add(Message.of("line.used", s)));
      adjustment().ifPresent(a -> parts.add(Message.of("line.adjustment", a)));
      contribution().ifPresent(c -> parts.add(Message.of("line.adds", c)));
      if (dropped()) {
        parts.add(Message.of("line.dropped"));
      }
      runningTotal().ifPresent(t -> parts.add(Message.of("line.total", t)));
      return parts.stream().map(part -> part.format(locale)).collect(Collectors.joining(", "));
    }

    /** The English rendering of {@link #format(Locale)}. */
    @Override
    public String toString() {
      return format(Locale.ROOT);
    }
  }
}
