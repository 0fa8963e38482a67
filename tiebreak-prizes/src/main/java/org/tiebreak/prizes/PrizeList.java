package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Currency;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * The prizes of an event (or of one section): categories of prizes in priority order, with cash
 * exact in the minor unit of one currency, and what the event says of unrated players, of a fund
 * "based on" a number of entries, of the ratings that decide classes, and of rounding.
 *
 * <pre>{@code
 * PrizeList list = PrizeList.builder(Currency.getInstance("USD"))
 *     .add(PrizeCategory.place("place", "Place").cash(300_00, 200_00).build())
 *     .add(PrizeCategory.group("youth", "Youth", juniors).cash(150_00).build())
 *     .build();
 * }</pre>
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class PrizeList {

  /** What happens to the cash an unrated player wins beyond the list's limit. */
  public enum UnratedExcess {
    /** Kept back from the player and reported (SwissSys's "pool credit"): the default. */
    WITHHELD,
    /** Divided equally among the other players of the tie who are not themselves limited. */
    SHARED_IN_TIE
  }

  /**
   * The largest fund, in minor units: 10^13, a hundred billion dollars, so that shares among up
   * to a million players compare exactly in 64-bit arithmetic.
   */
  public static final long MAX_FUND = 10_000_000_000_000L;

  private final Currency currency;
  private final List<PrizeCategory> categories;
  private final Long unratedCashLimit;
  private final UnratedExcess unratedExcess;
  private final Integer basedOn;
  private final Integer entries;
  private final Long proportionalUpTo;
  private final Map<Integer, Integer> ratings;
  private final Map<Integer, Integer> assignedRatings;
  private final Rounding rounding;

  private PrizeList(Builder builder) {
    this.currency = builder.currency;
    this.categories = List.copyOf(builder.categories);
    this.unratedCashLimit = builder.unratedCashLimit;
    this.unratedExcess = builder.unratedExcess;
    this.basedOn = builder.basedOn;
    this.entries = builder.entries;
    this.proportionalUpTo = builder.proportionalUpTo;
    this.ratings = Collections.unmodifiableMap(new TreeMap<>(builder.ratings));
    this.assignedRatings = Collections.unmodifiableMap(new TreeMap<>(builder.assignedRatings));
    this.rounding = builder.rounding;
  }

  /** A builder of a list in {@code currency}, its amounts in the currency's minor unit. */
  public static Builder builder(Currency currency) {
    return new Builder(Objects.requireNonNull(currency, "currency"));
  }

  /** The currency of every amount; amounts are in its minor unit (cents for dollars). */
  public Currency currency() {
    return currency;
  }

  /** The categories, in priority order. */
  public List<PrizeCategory> categories() {
    return categories;
  }

  /** Every prize, category by category in priority order. */
  public List<Prize> prizes() {
    List<Prize> prizes = new ArrayList<>();
    for (PrizeCategory category : categories) {
      prizes.addAll(category.prizes());
    }
    return Collections.unmodifiableList(prizes);
  }

  /** The prize of an id ({@code "u1800-2"}), if the list has it. */
  public Optional<Prize> prize(String id) {
    Objects.requireNonNull(id, "id");
    for (PrizeCategory category : categories) {
      for (Prize prize : category.prizes()) {
        if (prize.id().equals(id)) {
          return Optional.of(prize);
        }
      }
    }
    return Optional.empty();
  }

  /** The category of an id, if the list has it. */
  public Optional<PrizeCategory> category(String id) {
    Objects.requireNonNull(id, "id");
    return categories.stream().filter(c -> c.id().equals(id)).findFirst();
  }

  /** The cash of every prize as advertised, in minor units. */
  public long fund() {
    long fund = 0;
    for (PrizeCategory category : categories) {
      for (Prize prize : category.prizes()) {
        fund = Math.addExact(fund, prize.cash());
      }
    }
    return fund;
  }

  /** The most cash an unrated player may receive, where the list limits it ("no unrated may win over $600"). */
  public OptionalLong unratedCashLimit() {
    return unratedCashLimit == null ? OptionalLong.empty() : OptionalLong.of(unratedCashLimit);
  }

  /** What happens to the cash an unrated player wins beyond the limit. */
  public UnratedExcess unratedExcess() {
    return unratedExcess;
  }

  /**
   * The number of entries the fund is "based on", where it is: with fewer entries the cash is
   * scaled as US Chess rule 32D is quoted (see {@link Builder#basedOn(int)}).
   */
  public OptionalInt basedOn() {
    return basedOn == null ? OptionalInt.empty() : OptionalInt.of(basedOn);
  }

  /** The number of entries that count against {@link #basedOn()}, where the list gives it; else the players ranked. */
  public OptionalInt entries() {
    return entries == null ? OptionalInt.empty() : OptionalInt.of(entries);
  }

  /**
   * The largest fund paid strictly in proportion to the entries, in minor units: 500 whole units
   * of the currency (the $500 of US Chess rule 32D as quoted) unless the list says otherwise.
   */
  public long proportionalUpTo() {
    return proportionalUpTo != null ? proportionalUpTo
        : 500L * BigDecimal.TEN.pow(fractionDigits()).longValueExact();
  }

  /**
   * The rating the event names for prizes, by start number, where it is not the players' own
   * rating (a national rating in a FIDE-rated event, say).
   */
  public Map<Integer, Integer> ratings() {
    return ratings;
  }

  /**
   * Ratings assigned to unrated players for class prizes, by start number (US Chess rule 28D as
   * quoted: unrated players may win class prizes where ratings are assigned). They still count
   * as unrated for unrated prizes and for {@link #unratedCashLimit()}.
   */
  public Map<Integer, Integer> assignedRatings() {
    return assignedRatings;
  }

  /** How shares are rounded. */
  public Rounding rounding() {
    return rounding;
  }

  /** An amount in minor units written in the currency's decimals: {@code 74675} is {@code "746.75"}. */
  public String format(long amount) {
    return BigDecimal.valueOf(amount, fractionDigits()).toPlainString();
  }

  private int fractionDigits() {
    return Math.max(0, currency.getDefaultFractionDigits());
  }

  /** The list with each category's prizes paying the scaled amounts, in order. */
  PrizeList withCategories(List<PrizeCategory> scaled) {
    Builder builder = new Builder(currency);
    builder.categories.addAll(scaled);
    builder.unratedCashLimit = unratedCashLimit;
    builder.unratedExcess = unratedExcess;
    builder.basedOn = basedOn;
    builder.entries = entries;
    builder.proportionalUpTo = proportionalUpTo;
    builder.ratings.putAll(ratings);
    builder.assignedRatings.putAll(assignedRatings);
    builder.rounding = rounding;
    return new PrizeList(builder);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PrizeList other && currency.equals(other.currency)
        && categories.equals(other.categories)
        && Objects.equals(unratedCashLimit, other.unratedCashLimit)
        && unratedExcess == other.unratedExcess && Objects.equals(basedOn, other.basedOn)
        && Objects.equals(entries, other.entries)
        && Objects.equals(proportionalUpTo, other.proportionalUpTo)
        && ratings.equals(other.ratings) && assignedRatings.equals(other.assignedRatings)
        && rounding.equals(other.rounding);
  }

  @Override
  public int hashCode() {
    return Objects.hash(currency, categories, unratedCashLimit, unratedExcess, basedOn, entries,
        proportionalUpTo, ratings, assignedRatings, rounding);
  }

  @Override
  public String toString() {
    return "PrizeList " + currency + " " + categories
        + (unratedCashLimit == null ? "" : ", unrated limit " + unratedCashLimit + " "
            + unratedExcess)
        + (basedOn == null ? "" : ", based on " + basedOn + (entries == null ? ""
            : " with " + entries + " entries"))
        + (ratings.isEmpty() ? "" : ", ratings " + ratings)
        + (assignedRatings.isEmpty() ? "" : ", assigned ratings " + assignedRatings)
        + (rounding.equals(Rounding.exact()) ? "" : ", rounding " + rounding);
  }

  /** Builds a {@link PrizeList}. */
  public static final class Builder {
    private final Currency currency;
    private final List<PrizeCategory> categories = new ArrayList<>();
    private Long unratedCashLimit;
    private UnratedExcess unratedExcess = UnratedExcess.WITHHELD;
    private Integer basedOn;
    private Integer entries;
    private Long proportionalUpTo;
    private final Map<Integer, Integer> ratings = new LinkedHashMap<>();
    private final Map<Integer, Integer> assignedRatings = new LinkedHashMap<>();
    private Rounding rounding = Rounding.exact();

    private Builder(Currency currency) {
      this.currency = currency;
    }

    /** Adds categories, after those added before: the order is their priority. */
    public Builder add(PrizeCategory... categories) {
      for (PrizeCategory category : Objects.requireNonNull(categories, "categories")) {
        this.categories.add(Objects.requireNonNull(category, "category"));
      }
      return this;
    }

    /**
     * Limits the cash an unrated player may receive to {@code limit} minor units; what a share
     * gives beyond it is handled as {@code excess} says.
     */
    public Builder unratedCashLimit(long limit, UnratedExcess excess) {
      this.unratedCashLimit = limit;
      this.unratedExcess = Objects.requireNonNull(excess, "excess");
      return this;
    }

    /**
     * Says the fund is "based on" {@code expectedEntries} entries. With fewer entries (the
     * players ranked, or {@link #entries(int)}) every prize's cash is scaled by the entries
     * against the expected, rounded down to the rounding unit: a fund of at most
     * {@link #proportionalUpTo(long) 500 whole units} strictly in proportion, a larger one by
     * no less than half (US Chess rule 32D, as its editor Tim Just explains it in "Just the
     * Rules: A Prize Fund Quiz": "$2000 based on 125" with 75 entries pays $1200, "$450 based on
     * 30" with 10 entries pays a third).
     */
    public Builder basedOn(int expectedEntries) {
      this.basedOn = expectedEntries;
      return this;
    }

    /**
     * The entries that count against {@link #basedOn(int)}: for a goal shared by several
     * sections (US Chess rule 32D as quoted), the entries of all of them.
     */
    public Builder entries(int entries) {
      this.entries = entries;
      return this;
    }

    /** The largest fund, in minor units, that a "based on" shortfall scales strictly in proportion. */
    public Builder proportionalUpTo(long amount) {
      this.proportionalUpTo = amount;
      return this;
    }

    /** The rating the event names for a player's class, where it is not the player's own. */
    public Builder rating(int player, int rating) {
      ratings.put(player, rating);
      return this;
    }

    /** A rating assigned to an unrated player for class prizes (US Chess rule 28D as quoted). */
    public Builder assignedRating(int player, int rating) {
      assignedRatings.put(player, rating);
      return this;
    }

    /** How shares are rounded; {@link Rounding#exact()} by default. */
    public Builder rounding(Rounding rounding) {
      this.rounding = Objects.requireNonNull(rounding, "rounding");
      return this;
    }

    /**
     * The list.
     *
     * @throws InvalidPrizeListException listing every problem: no category, two categories of
     *     one id, a negative limit, an expected number of entries below 1, a negative rating
     */
    public PrizeList build() {
      List<Message> problems = new ArrayList<>();
      if (categories.isEmpty()) {
        problems.add(Message.of("prizeList.empty"));
      }
      Set<String> ids = new HashSet<>();
      for (PrizeCategory category : categories) {
        if (!ids.add(category.id())) {
          problems.add(Message.of("prizeList.duplicateCategory", category.id()));
        }
      }
      if (unratedCashLimit != null && unratedCashLimit < 0) {
        problems.add(Message.of("prizeList.negativeLimit", unratedCashLimit));
      }
      if (basedOn != null && basedOn < 1) {
        problems.add(Message.of("prizeList.basedOn", (long) basedOn));
      }
      if (entries != null && entries < 0) {
        problems.add(Message.of("prizeList.entries", (long) entries));
      }
      if (proportionalUpTo != null && proportionalUpTo < 0) {
        problems.add(Message.of("prizeList.proportional", proportionalUpTo));
      }
      for (Map<Integer, Integer> map : List.of(ratings, assignedRatings)) {
        for (Map.Entry<Integer, Integer> rating : map.entrySet()) {
          if (rating.getKey() < 1 || rating.getValue() < 0) {
            problems.add(Message.of("prizeList.rating", (long) rating.getKey(),
                (long) rating.getValue()));
          }
        }
      }
      try {
        if (fundOf(categories) > MAX_FUND) {
          problems.add(Message.of("prizeList.tooMuch", MAX_FUND));
        }
      } catch (ArithmeticException e) {
        problems.add(Message.of("prizeList.tooMuch", MAX_FUND));
      }
      if (!problems.isEmpty()) {
        throw new InvalidPrizeListException(problems);
      }
      return new PrizeList(this);
    }

    private static long fundOf(List<PrizeCategory> categories) {
      long fund = 0;
      for (PrizeCategory category : categories) {
        for (Prize prize : category.prizes()) {
          fund = Math.addExact(fund, prize.cash());
        }
      }
      return fund;
    }
  }
}
