package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * A category of a prize list: who may win its prizes, and the prizes, best first. Place prizes are
 * open to every player; a class prize to the players whose rating lies in a band ("Under 1800",
 * "1600-1799"); an unrated prize to the players without a rating; a group prize to the players
 * the list names (juniors, seniors, women, a school, a club), optionally within a rating band.
 *
 * <p>A player wins at most one prize of a {@linkplain #group() prize group}: by default the whole
 * list is one group, as US Chess rule 32B1 ("no player may win more than one cash prize") and
 * English congresses have it. A category in a group of its own (a clear-first bonus, a junior
 * trophy besides the cash) can be won as well.
 *
 * <p>The order of the categories in the list is their priority where two prizes pay the same:
 * place prizes first, then the rating classes from the highest down, then the other groups
 * (US Chess rule 32B4 as quoted: a place prize before a class prize of the same amount, a higher
 * class before a lower one, a rating class before a junior or senior prize).
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class PrizeCategory {

  /** Who a category is for. */
  public enum Kind {
    /** Every player: the place prizes (1st, 2nd, ...). */
    PLACE,
    /** The players rated within a band. */
    RATING,
    /** The players without a rating. */
    UNRATED,
    /** The players the list names, optionally within a rating band. */
    GROUP
  }

  /** The prize group of a category that names none: the whole list. */
  public static final String DEFAULT_GROUP = "prizes";

  private final String id;
  private final String name;
  private final Kind kind;
  private final Integer minRating;
  private final Integer maxRating;
  private final Set<Integer> members;
  private final Boolean unratedEligible;
  private final String group;
  private final List<Prize> prizes;

  private PrizeCategory(Builder builder, List<Prize> prizes) {
    this.id = builder.id;
    this.name = builder.name;
    this.kind = builder.kind;
    this.minRating = builder.minRating;
    this.maxRating = builder.maxRating;
    this.members = Collections.unmodifiableSet(new TreeSet<>(builder.members));
    this.unratedEligible = builder.unratedEligible;
    this.group = builder.group;
    this.prizes = List.copyOf(prizes);
  }

  /** Place prizes, open to every player. */
  public static Builder place(String id, String name) {
    return new Builder(id, name, Kind.PLACE);
  }

  /**
   * Class prizes for the players rated from {@code min} to {@code max}, both included
   * ("1600-1799" is {@code rating(id, name, 1600, 1799)}).
   */
  public static Builder rating(String id, String name, int min, int max) {
    Builder builder = new Builder(id, name, Kind.RATING);
    builder.minRating = min;
    builder.maxRating = max;
    return builder;
  }

  /** Class prizes for the players rated below {@code limit} ("Under 1800" is {@code under(id, name, 1800)}). */
  public static Builder under(String id, String name, int limit) {
    Builder builder = new Builder(id, name, Kind.RATING);
    builder.maxRating = limit - 1;
    return builder;
  }

  /** Class prizes for the players rated {@code min} or more. */
  public static Builder atLeast(String id, String name, int min) {
    Builder builder = new Builder(id, name, Kind.RATING);
    builder.minRating = min;
    return builder;
  }

  /** Prizes for the players without a rating. */
  public static Builder unrated(String id, String name) {
    return new Builder(id, name, Kind.UNRATED);
  }

  /**
   * Prizes for the players of a group the list defines (juniors, seniors, women, a school), by
   * their start numbers (for a team prize list, team numbers).
   */
  public static Builder group(String id, String name, Collection<Integer> members) {
    Builder builder = new Builder(id, name, Kind.GROUP);
    Objects.requireNonNull(members, "members");
    for (Integer member : members) {
      builder.members.add(Objects.requireNonNull(member, "a member"));
    }
    return builder;
  }

  /** The id, unique in the list; the prizes' ids begin with it. */
  public String id() {
    return id;
  }

  /** The name as shown ("Under 1800"). */
  public String name() {
    return name;
  }

  /** Who the category is for. */
  public Kind kind() {
    return kind;
  }

  /** The lowest rating of the band, included; empty where the band has no lower end. */
  public OptionalInt minRating() {
    return minRating == null ? OptionalInt.empty() : OptionalInt.of(minRating);
  }

  /** The highest rating of the band, included; empty where the band has no upper end. */
  public OptionalInt maxRating() {
    return maxRating == null ? OptionalInt.empty() : OptionalInt.of(maxRating);
  }

  /** Whether the category limits its players by rating. */
  public boolean hasRatingBand() {
    return minRating != null || maxRating != null;
  }

  /** The start numbers of a group category's players; empty for the other kinds. */
  public Set<Integer> members() {
    return members;
  }

  /**
   * Whether a player without a rating may win the category's prizes, where the list says so;
   * empty where it does not. Then place and unrated prizes are open to them, a rating band is
   * not (unless the list assigns them a rating), and a group prize is as the sharing policy says
   * (US Chess rule 28D as quoted: place and unrated prizes only).
   */
  public Optional<Boolean> unratedEligible() {
    return Optional.ofNullable(unratedEligible);
  }

  /** The prize group: a player wins at most one prize of the categories of a group. */
  public String group() {
    return group;
  }

  /** The prizes, first prize first. */
  public List<Prize> prizes() {
    return prizes;
  }

  /** The band in words: "1600-1799", "under 1800", "1800 and over". */
  Message band() {
    if (minRating != null && maxRating != null) {
      return Message.of("prize.band.range", (long) minRating, (long) maxRating);
    }
    if (maxRating != null) {
      return Message.of("prize.band.under", maxRating + 1L);
    }
    return Message.of("prize.band.from", minRating == null ? 0L : (long) minRating);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PrizeCategory other && id.equals(other.id) && name.equals(other.name)
        && kind == other.kind && Objects.equals(minRating, other.minRating)
        && Objects.equals(maxRating, other.maxRating) && members.equals(other.members)
        && Objects.equals(unratedEligible, other.unratedEligible) && group.equals(other.group)
        && prizes.equals(other.prizes);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name, kind, minRating, maxRating, members, unratedEligible, group,
        prizes);
  }

  @Override
  public String toString() {
    return id + " (" + name + ", " + kind.name().toLowerCase(java.util.Locale.ROOT)
        + (hasRatingBand() ? " " + band() : "") + (members.isEmpty() ? "" : " " + members)
        + (unratedEligible == null ? "" : unratedEligible ? ", unrated eligible"
            : ", unrated not eligible")
        + (group.equals(DEFAULT_GROUP) ? "" : ", prize group " + group) + ") " + prizes;
  }

  /**
   * Builds a {@link PrizeCategory}: its prizes in order, first prize first, and what else the
   * list says of it. Cash is in minor units of the list's currency.
   */
  public static final class Builder {
    private final String id;
    private final String name;
    private final Kind kind;
    private Integer minRating;
    private Integer maxRating;
    private final Set<Integer> members = new TreeSet<>();
    private Boolean unratedEligible;
    private String group = DEFAULT_GROUP;
    private final List<Object[]> prizes = new ArrayList<>();

    private Builder(String id, String name, Kind kind) {
      this.id = Objects.requireNonNull(id, "id");
      this.name = Objects.requireNonNull(name, "name");
      this.kind = kind;
    }

    /** Adds a cash prize for each amount, in order. */
    public Builder cash(long... amounts) {
      for (long amount : Objects.requireNonNull(amounts, "amounts")) {
        prizes.add(new Object[] {amount, null, false});
      }
      return this;
    }

    /** Adds a prize of cash and a non-cash award ("trophy"). */
    public Builder prize(long cash, String award) {
      prizes.add(new Object[] {cash, Objects.requireNonNull(award, "award"), false});
      return this;
    }

    /** Adds a non-cash award without cash ("trophy", "qualification to the state final"). */
    public Builder award(String award) {
      return prize(0, award);
    }

    /** Adds a title, never decided by lot, with no cash. */
    public Builder title(String title) {
      return title(title, 0);
    }

    /** Adds a title, never decided by lot, with cash. */
    public Builder title(String title, long cash) {
      prizes.add(new Object[] {cash, Objects.requireNonNull(title, "title"), true});
      return this;
    }

    /** Puts the category in a prize group of its own name (by default the whole list). */
    public Builder group(String group) {
      this.group = Objects.requireNonNull(group, "group");
      return this;
    }

    /** Says whether players without a rating may win the category's prizes. */
    public Builder unratedEligible(boolean eligible) {
      this.unratedEligible = eligible;
      return this;
    }

    /** Limits a group category to the players rated from {@code min} to {@code max}, included. */
    public Builder ratings(int min, int max) {
      this.minRating = min;
      this.maxRating = max;
      return this;
    }

    /**
     * The category.
     *
     * @throws InvalidPrizeListException listing every problem: a blank id or name, an id with
     *     blanks, no prize, negative cash, cash that grows from one prize to the next, an empty
     *     band, a group without members, a member numbered below 1
     */
    public PrizeCategory build() {
      List<Message> problems = new ArrayList<>();
      if (id.isBlank() || !id.strip().equals(id) || id.chars().anyMatch(Character::isWhitespace)) {
        problems.add(Message.of("prizeList.categoryId", id));
      }
      if (name.isBlank()) {
        problems.add(Message.of("prizeList.categoryName", id));
      }
      if (group.isBlank()) {
        problems.add(Message.of("prizeList.groupName", id));
      }
      if (prizes.isEmpty()) {
        problems.add(Message.of("prizeList.noPrizes", id));
      }
      if (minRating != null && maxRating != null && minRating > maxRating) {
        problems.add(Message.of("prizeList.emptyBand", id, (long) minRating, (long) maxRating));
      }
      if ((minRating != null && minRating < 0) || (maxRating != null && maxRating < 0)) {
        problems.add(Message.of("prizeList.negativeRating", id));
      }
      if (kind == Kind.GROUP && members.isEmpty()) {
        problems.add(Message.of("prizeList.noMembers", id));
      }
      for (int member : members) {
        if (member < 1) {
          problems.add(Message.of("prizeList.member", id, (long) member));
        }
      }
      List<Prize> built = new ArrayList<>(prizes.size());
      long previous = Long.MAX_VALUE;
      for (Object[] spec : prizes) {
        long cash = (Long) spec[0];
        String award = (String) spec[1];
        int position = built.size() + 1;
        if (cash < 0) {
          problems.add(Message.of("prizeList.negativeCash", id, (long) position));
        } else if (cash > previous) {
          problems.add(Message.of("prizeList.growingCash", id, (long) position, (long) position - 1));
        }
        if (award != null && award.isBlank()) {
          problems.add(Message.of("prizeList.blankAward", id, (long) position));
        }
        if (award == null && cash == 0) {
          problems.add(Message.of("prizeList.emptyPrize", id, (long) position));
        }
        previous = cash < 0 ? Long.MAX_VALUE : cash;
        built.add(new Prize(id, position, cash, award, (Boolean) spec[2]));
      }
      if (!problems.isEmpty()) {
        throw new InvalidPrizeListException(problems);
      }
      return new PrizeCategory(this, built);
    }
  }

  /** The category with its prizes paying {@code cash} instead, in order. */
  PrizeCategory withPrizes(List<Prize> scaled) {
    Builder builder = new Builder(id, name, kind);
    builder.minRating = minRating;
    builder.maxRating = maxRating;
    builder.members.addAll(members);
    builder.unratedEligible = unratedEligible;
    builder.group = group;
    return new PrizeCategory(builder, scaled);
  }
}
