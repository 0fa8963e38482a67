package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * What became of one prize: who shares its cash, who receives it (its non-cash award or title,
 * or the whole prize), or why nobody does yet.
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class PrizeOutcome {

  /** What became of a prize. */
  public enum Status {
    /** One player receives the whole prize. */
    WON,
    /** Its cash is divided among players tied on score; its award, if any, has a holder. */
    SHARED,
    /**
     * Its non-cash award or title goes to one of several players, and nothing decides which yet:
     * a drawing of lots not drawn, a title that lots may not decide, or a tie no rule separates.
     */
    UNDECIDED,
    /** Nobody receives it: no player may win it, or every player who may won another prize. */
    NOT_AWARDED
  }

  private final Prize prize;
  private final Message name;
  private final Status status;
  private final List<Integer> sharedBy;
  private final Optional<Integer> holder;
  private final List<Integer> candidates;
  private final Optional<Message> note;

  PrizeOutcome(Prize prize, Message name, Status status, List<Integer> sharedBy,
      Optional<Integer> holder, List<Integer> candidates, Optional<Message> note) {
    this.prize = prize;
    this.name = name;
    this.status = status;
    this.sharedBy = List.copyOf(sharedBy);
    this.holder = holder;
    this.candidates = List.copyOf(candidates);
    this.note = note;
  }

  /** The prize, paying what the distribution paid (scaled where the fund is "based on"). */
  public Prize prize() {
    return prize;
  }

  /** The prize's name: its category's name and position ("Under 2400 #1"). */
  public Message name() {
    return name;
  }

  /** What became of it. */
  public Status status() {
    return status;
  }

  /** The players whose cash includes part of the prize's, in the order of the standings. */
  public List<Integer> sharedBy() {
    return sharedBy;
  }

  /** The player who receives the prize, or its non-cash award or title, if decided. */
  public Optional<Integer> holder() {
    return holder;
  }

  /** The players one of whom receives an undecided award or title. */
  public List<Integer> candidates() {
    return candidates;
  }

  /** Why the prize is undecided or not awarded, or how its holder was decided. */
  public Optional<Message> note() {
    return note;
  }

  @Override
  public String toString() {
    return prize.id() + " " + status + " " + sharedBy + holder.map(h -> " holder " + h).orElse("")
        + (candidates.isEmpty() ? "" : " candidates " + candidates)
        + note.map(n -> " (" + n + ")").orElse("");
  }
}
