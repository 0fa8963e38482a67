package org.tiebreak.prizes;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;

/**
 * Goes down the standings score by score, prize group by prize group, asking the sharing policy
 * how each tie divides the prizes it takes, and keeps the books: each player's cash and the lines
 * that explain it, the holders of non-cash awards and titles, the unrated players' limit.
 */
final class Distributor {

  /** The most players on the same score a heading names; more are counted. */
  private static final int SAME_SCORE_LISTED = 12;

  private final Standings standings;
  private final PrizeList advertised;
  private final SharingPolicy policy;
  private final List<Standings.Row> rows;
  private final Score[] scores;
  private final RowIndex rowOf;
  /** The first row of the players on the same score as each row, and the row after the last. */
  private final int[] groupStart;
  private final int[] groupEnd;
  private final List<Message> notes = new ArrayList<>();
  private PrizeList list;
  private Eligibility eligibility;
  private long[] cash;
  private long[] withheld;
  /** The lines that explain each row's award, null for a row that has none yet. */
  private Book[] books;
  private final Map<String, Outcome> outcomes = new LinkedHashMap<>();
  private long roundingDifference;

  private Distributor(Standings standings, PrizeList list, SharingPolicy policy) {
    this.standings = standings;
    this.advertised = list;
    this.policy = policy;
    this.rows = List.copyOf(standings.rows());
    int n = rows.size();
    this.scores = new Score[n];
    for (int p = 0; p < n; p++) {
      scores[p] = rows.get(p).score();
    }
    this.rowOf = new RowIndex(rows);
    this.groupStart = new int[n];
    this.groupEnd = new int[n];
    for (int p = 1; p < n; p++) {
      groupStart[p] = scores[p].equals(scores[p - 1]) ? groupStart[p - 1] : p;
    }
    for (int p = n - 1; p >= 0; p--) {
      groupEnd[p] = p + 1 < n && groupStart[p + 1] == groupStart[p] ? groupEnd[p + 1] : p + 1;
    }
  }

  static PrizeDistribution distribute(Standings standings, PrizeList list, SharingPolicy policy) {
    return new Distributor(standings, list, policy).run();
  }

  private PrizeDistribution run() {
    check();
    list = scaled();
    eligibility = new Eligibility(rows, list, policy);
    int n = rows.size();
    cash = new long[n];
    withheld = new long[n];
    books = new Book[n];
    for (PrizeCategory category : list.categories()) {
      for (Prize prize : category.prizes()) {
        outcomes.put(prize.id(), new Outcome(prize, SharingPolicies.name(category, prize)));
      }
    }
    Map<String, List<Integer>> groups = new LinkedHashMap<>();
    for (int c = 0; c < list.categories().size(); c++) {
      groups.computeIfAbsent(list.categories().get(c).group(), g -> new ArrayList<>()).add(c);
    }
    for (List<Integer> group : groups.values()) {
      distribute(new GroupState(list, group.stream().mapToInt(Integer::intValue).toArray()));
    }
    limitUnrated();
    return result();
  }

  /** Refuses a list that names players the standings do not have. */
  private void check() {
    List<Message> problems = new ArrayList<>();
    for (PrizeCategory category : advertised.categories()) {
      for (int member : category.members()) {
        if (rowOf.of(member) < 0) {
          problems.add(Message.of("prizeList.unknownMember", category.id(), (long) member));
        }
      }
    }
    for (Map<Integer, Integer> ratings : List.of(advertised.ratings(),
        advertised.assignedRatings())) {
      for (int player : ratings.keySet()) {
        if (rowOf.of(player) < 0) {
          problems.add(Message.of("prizeList.unknownPlayer", (long) player));
        }
      }
    }
    if (!problems.isEmpty()) {
      throw new InvalidPrizeListException(problems);
    }
  }

  /** The list as paid: a "based on" fund scaled to the entries (US Chess rule 32D as quoted). */
  private PrizeList scaled() {
    if (advertised.basedOn().isEmpty()) {
      return advertised;
    }
    long expected = advertised.basedOn().getAsInt();
    long entries = advertised.entries().orElse(rows.size());
    long fund = advertised.fund();
    if (entries >= expected) {
      notes.add(Message.of("prize.basedOn.full", expected, entries));
      return advertised;
    }
    long numerator = entries;
    long denominator = expected;
    boolean half = fund > advertised.proportionalUpTo() && 2 * entries < expected;
    if (half) {
      numerator = 1;
      denominator = 2;
    }
    long unit = advertised.rounding().unit();
    List<PrizeCategory> categories = new ArrayList<>();
    for (PrizeCategory category : advertised.categories()) {
      List<Prize> paid = new ArrayList<>();
      for (Prize prize : category.prizes()) {
        long amount = BigInteger.valueOf(prize.cash()).multiply(BigInteger.valueOf(numerator))
            .divide(BigInteger.valueOf(denominator).multiply(BigInteger.valueOf(unit)))
            .longValueExact() * unit;
        paid.add(prize.withCash(amount));
      }
      categories.add(category.withPrizes(paid));
    }
    PrizeList scaled = advertised.withCategories(categories);
    notes.add(Message.of(half ? "prize.basedOn.half" : fund > advertised.proportionalUpTo()
            ? "prize.basedOn.scaled" : "prize.basedOn.proportional", expected, entries,
        Score.of(numerator, denominator), advertised.format(fund),
        advertised.format(scaled.fund())));
    return scaled;
  }

  /** One prize group, down the standings while any of its prizes can still be won. */
  private void distribute(GroupState state) {
    int n = rows.size();
    int[] remaining = new int[list.categories().size()];
    for (int p = 0; p < n; p++) {
      for (int c : state.categories) {
        if (eligibility.test(p, c)) {
          remaining[c]++;
        }
      }
    }
    long[] mask = new long[eligibility.words()];
    int from = 0;
    while (from < n) {
      Arrays.fill(mask, 0);
      boolean live = false;
      for (int c : state.categories) {
        if (state.left[c] > 0 && remaining[c] > 0) {
          mask[c >>> 6] |= 1L << c;
          live = true;
        }
      }
      if (!live) {
        return;
      }
      int to = groupEnd[from];
      boolean anyone = false;
      for (int p = from; p < to && !anyone; p++) {
        anyone = eligibility.any(p, mask);
      }
      if (anyone) {
        share(tie(from, to, state), state, from, to);
      }
      for (int p = from; p < to; p++) {
        for (int c : state.categories) {
          if (eligibility.test(p, c)) {
            remaining[c]--;
          }
        }
      }
      from = to;
    }
  }

  private Tie tie(int from, int to, GroupState state) {
    List<Integer> players = new ArrayList<>(to - from);
    List<List<Integer>> places = new ArrayList<>();
    List<Integer> place = null;
    for (int p = from; p < to; p++) {
      int player = rows.get(p).player().startNumber();
      players.add(player);
      if (place == null || rows.get(p).rank() != rows.get(p - 1).rank()) {
        place = new ArrayList<>();
        places.add(place);
      }
      place.add(player);
    }
    List<List<Integer>> fixed = new ArrayList<>(places.size());
    for (List<Integer> each : places) {
      fixed.add(List.copyOf(each));
    }
    return new Tie(standings, scores[from], players, fixed, rowOf, from, to, state, eligibility);
  }

  /** Asks the policy how the tie divides what it takes, checks the answer and books it. */
  private void share(Tie tie, GroupState state, int from, int to) {
    Split split;
    try {
      split = policy.split(tie);
    } catch (RuntimeException e) {
      throw new IllegalStateException("sharing policy " + policy.name() + " failed for the"
          + " players on " + tie.score() + " " + tie.players() + ": " + e, e);
    }
    if (split == null) {
      throw new IllegalStateException("sharing policy " + policy.name() + " gave no split for"
          + " the players on " + tie.score() + " " + tie.players());
    }
    checkSplit(tie, state, split, from, to);
    for (Prize prize : split.taken()) {
      state.take(prize);
      outcomes.get(prize.id()).taken = true;
    }
    // every player of the split, in the order of the standings
    Set<Integer> involved = new java.util.TreeSet<>();
    for (Split.Share share : split.shares()) {
      for (int player : share.players()) {
        involved.add(rowOf.of(player));
      }
    }
    int[] members = involved.stream().mapToInt(Integer::intValue).toArray();
    Map<Integer, Integer> index = new HashMap<>();
    for (int i = 0; i < members.length; i++) {
      index.put(members[i], i);
    }
    List<Split.Share> shares = split.shares();
    long[] amounts = new long[shares.size()];
    int[][] divisions = new int[shares.size()][];
    int[] count = new int[members.length];
    for (int s = 0; s < shares.size(); s++) {
      Split.Share share = shares.get(s);
      amounts[s] = share.amount();
      divisions[s] = share.players().stream().mapToInt(player -> index.get(rowOf.of(player)))
          .sorted().toArray();
      for (int i : divisions[s]) {
        count[i]++;
      }
      for (Prize prize : share.prizes()) {
        Outcome outcome = outcomes.get(prize.id());
        for (int i : divisions[s]) {
          outcome.sharedBy.add(rows.get(members[i]).player().startNumber());
          book(members[i]).prizes.add(prize.id());
        }
      }
      for (int i : divisions[s]) {
        line(members[i], share.amount() == 0 ? share.reason()
            : Message.of("prize.share.line", share.reason(), money(share.amount()),
                (long) divisions[s].length, each(share.amount(), divisions[s].length)));
      }
    }
    Rounding.Rounded rounded = list.rounding().divide(amounts, divisions, members.length);
    for (int i = 0; i < members.length; i++) {
      int p = members[i];
      long part = rounded.cash()[i];
      cash[p] = Math.addExact(cash[p], part);
      roundingDifference += part;
      if (rounded.raised()[i]) {
        line(p, Message.of("prize.share.rounded", money(part)));
      } else if (count[i] > 1 || !list.rounding().balanced()) {
        line(p, Message.of("prize.share.total", money(part)));
      }
    }
    for (long amount : amounts) {
      roundingDifference -= amount;
    }
    ineligible(tie, split, involved);
    if (split.taken().stream().anyMatch(Prize::indivisible)) {
      holders(tie, state, split.taken(), from, to);
    }
  }

  private void checkSplit(Tie tie, GroupState state, Split split, int from, int to) {
    String who = "sharing policy " + policy.name() + ", players on " + tie.score() + " "
        + tie.players() + ": ";
    long taken = 0;
    for (Prize prize : split.taken()) {
      if (!state.available(prize)) {
        throw new IllegalStateException(who + "takes " + prize.id()
            + ", which is not an available prize of the prize group");
      }
      taken = Math.addExact(taken, prize.cash());
    }
    if (!fits(range(from, to), split.taken(), state)) {
      throw new IllegalStateException(who + "takes " + ids(split.taken())
          + ", which the players cannot win with one prize each");
    }
    long shared = 0;
    for (Split.Share share : split.shares()) {
      for (int player : share.players()) {
        int p = rowOf.of(player);
        if (p < from || p >= to) {
          throw new IllegalStateException(who + "gives a share to " + player
              + ", who is not in the tie");
        }
      }
      if (share.players().stream().distinct().count() != share.players().size()) {
        throw new IllegalStateException(who + "names a player twice in a share");
      }
      for (Prize prize : share.prizes()) {
        if (!split.taken().contains(prize)) {
          throw new IllegalStateException(who + "shares " + prize.id() + ", which it does not take");
        }
      }
      shared = Math.addExact(shared, share.amount());
    }
    if (shared != taken) {
      throw new IllegalStateException(who + "divides " + shared + " of the " + taken
          + " the prizes it takes pay");
    }
  }

  /** Notes, for the players of a tie that shares prizes, the categories they may not win. */
  private void ineligible(Tie tie, Split split, Set<Integer> involved) {
    Map<String, PrizeCategory> categories = new LinkedHashMap<>();
    for (Prize prize : split.taken()) {
      categories.putIfAbsent(prize.category(), tie.category(prize));
    }
    if (involved.size() < 2) {
      return;
    }
    for (int p : involved) {
      for (PrizeCategory category : categories.values()) {
        Optional<Message> why = eligibility.reason(p, category);
        why.ifPresent(reason -> line(p, Message.of("prize.ineligible", category.name(), reason)));
      }
    }
  }

  /**
   * Gives each non-cash award and title among the prizes a tie takes to one player. Going down
   * the tie, each player takes the best prize left that they may win, so long as the players
   * after them can still hold the rest. Players the standings leave sharing a place take the best
   * prizes they can hold together on the same terms, and an award among them is undecided unless
   * only one of them can hold it. Players separated only by lots take their awards in the order
   * the lots gave, but a title among them is decided only if just one of them can hold it
   * whatever the lots: a title never follows a drawing of lots.
   */
  private void holders(Tie tie, GroupState state, List<Prize> taken, int from, int to) {
    List<Prize> left = new ArrayList<>(taken);
    left.sort(state.best());
    Kinds kinds = new Kinds(from, to, taken, state);
    int start = from;
    while (start < to && left.stream().anyMatch(Prize::indivisible)) {
      // a block: the players up to the next place not separated from the one above by lot
      int end = start + 1;
      while (end < to && (rows.get(end).rank() == rows.get(end - 1).rank()
          || rows.get(end - 1).decidedByLot())) {
        end++;
      }
      int[] members = range(start, end);
      List<Prize> together = kinds.best(start, end, to, left);
      left.removeAll(together);
      boolean shared = rows.get(start).rank() == rows.get(end - 1).rank();
      for (Prize prize : together) {
        if (!prize.indivisible() || (!shared && !prize.title() && members.length > 1)) {
          continue;
        }
        List<Integer> candidates = new ArrayList<>();
        for (int p : members) {
          // separated by lots, any player who may win the title could hold it had the lots
          // fallen otherwise
          if (eligibility.test(p, state.categoryOf(prize)) && (!shared
              || kinds.canHold(start, end, together, prize, p))) {
            candidates.add(p);
          }
        }
        if (candidates.size() == 1) {
          held(prize, candidates.get(0), to, state, false);
        } else if (prize.title()) {
          undecided(prize, candidates, Message.of(shared ? "prize.undecided.title"
              : "prize.undecided.titleByLot"));
        } else {
          undecided(prize, candidates,
              rows.get(candidates.get(0)).remark().orElse(Message.of("prize.undecided.tie")));
        }
      }
      if (!shared && members.length > 1) {
        // the other awards of players separated by lot, in the order the lots gave
        List<Prize> byLot = new ArrayList<>(together);
        for (int p = start; p < end && !byLot.isEmpty(); p++) {
          for (Prize prize : kinds.best(p, p + 1, end, byLot)) {
            byLot.remove(prize);
            if (prize.indivisible() && !prize.title()) {
              held(prize, p, to, state, true);
            }
          }
        }
      }
      start = end;
    }
  }

  /**
   * Books a non-cash award or title to the player of row {@code p}, naming what placed the
   * player above the next player of the tie who may win it.
   */
  private void held(Prize prize, int p, int to, GroupState state, boolean lot) {
    int c = state.categoryOf(prize);
    int rival = -1;
    for (int q = p + 1; q < to; q++) {
      if (eligibility.test(q, c)) {
        rival = q;
        break;
      }
    }
    Message how = null;
    if (rival >= 0) {
      Standings.Comparison comparison = standings.compare(rows.get(p).player().startNumber(),
          rows.get(rival).player().startNumber());
      how = lot && byLot(p, rival, comparison)
          ? Message.of("prize.decided.lot", comparison.message()) : comparison.message();
    }
    Outcome outcome = outcomes.get(prize.id());
    outcome.holder = rows.get(p).player().startNumber();
    outcome.note = how;
    book(p).awards.add(prize.award().orElseThrow());
    Message award = Message.of(prize.title() ? "prize.award.title" : "prize.award.receives",
        prize.award().orElseThrow(), outcome.name);
    line(p, how == null ? award : Message.of("prize.award.how", award, how));
  }

  private void undecided(Prize prize, List<Integer> candidateRows, Message why) {
    Outcome outcome = outcomes.get(prize.id());
    List<Integer> candidates = new ArrayList<>();
    for (int p : candidateRows) {
      candidates.add(rows.get(p).player().startNumber());
    }
    outcome.candidates = candidates;
    outcome.note = why;
    for (int p : candidateRows) {
      book(p);
      line(p, Message.of("prize.award.undecided", prize.award().orElseThrow(), outcome.name,
          candidates, why));
    }
  }

  /**
   * Whether the player of row {@code p} is above the player of row {@code q} (on the same
   * score, in different places) only by a drawing of lots.
   */
  private boolean byLot(int p, int q, Standings.Comparison comparison) {
    if (comparison.rule().isEmpty()) {
      return false;
    }
    String rule = comparison.rule().get();
    for (int r = p; r < q; r++) {
      if (rule.equals(rows.get(r).decidedBy().orElse(null))) {
        return rows.get(r).decidedByLot();
      }
    }
    return false;
  }

  /** The list's limit on an unrated player's cash, applied to each player's whole cash. */
  private void limitUnrated() {
    if (list.unratedCashLimit().isEmpty()) {
      return;
    }
    long limit = list.unratedCashLimit().getAsLong();
    boolean share = list.unratedExcess() == PrizeList.UnratedExcess.SHARED_IN_TIE;
    int from = 0;
    while (from < rows.size()) {
      int to = groupEnd[from];
      // on each score, what the unrated players receive beyond the limit, divided once among
      // the rated players of the score who receive cash
      List<Integer> limited = new ArrayList<>();
      List<Integer> others = new ArrayList<>();
      long excess = 0;
      for (int p = from; p < to; p++) {
        if (eligibility.unrated(p) && cash[p] > limit) {
          limited.add(p);
          excess += cash[p] - limit;
        } else if (share && !eligibility.unrated(p) && cash[p] > 0) {
          others.add(p);
        }
      }
      List<Integer> numbers = new ArrayList<>();
      for (int q : others) {
        numbers.add(rows.get(q).player().startNumber());
      }
      List<Integer> from1 = new ArrayList<>();
      for (int p : limited) {
        long over = cash[p] - limit;
        cash[p] = limit;
        from1.add(rows.get(p).player().startNumber());
        if (others.isEmpty()) {
          withheld[p] += over;
          line(p, Message.of("prize.unrated.withheld", money(limit), money(over)));
        } else {
          line(p, Message.of("prize.unrated.shared", money(limit), money(over), numbers));
        }
      }
      if (!others.isEmpty() && excess > 0) {
        long[] parts = list.rounding().divide(new long[] {excess},
            new int[][] {range(0, others.size())}, others.size()).cash();
        for (int i = 0; i < parts.length; i++) {
          int q = others.get(i);
          cash[q] = Math.addExact(cash[q], parts[i]);
          roundingDifference += parts[i];
          line(q, Message.of("prize.unrated.received", money(parts[i]), money(excess), from1,
              money(limit)));
        }
        roundingDifference -= excess;
      }
      from = to;
    }
  }

  private PrizeDistribution result() {
    List<Prize> inOrder = list.prizes();
    List<Award> all = new ArrayList<>();
    Map<Integer, Award> byPlayer = new HashMap<>();
    long paid = 0;
    long kept = 0;
    for (int p = 0; p < rows.size(); p++) {
      paid = Math.addExact(paid, cash[p]);
      kept = Math.addExact(kept, withheld[p]);
      if (books[p] == null) {
        continue;
      }
      Book book = books[p];
      Standings.Row row = rows.get(p);
      List<String> ids = new ArrayList<>();
      for (Prize prize : inOrder) {
        if (book.prizes.contains(prize.id())) {
          ids.add(prize.id());
        }
      }
      Award award = new Award(row.player(), row.place(), scores[p], cash[p], withheld[p], ids,
          book.awards, book.lines);
      all.add(award);
      byPlayer.put(row.player().startNumber(), award);
    }
    long unawarded = 0;
    List<PrizeOutcome> outcomeList = new ArrayList<>();
    for (Outcome outcome : outcomes.values()) {
      if (!outcome.taken) {
        unawarded = Math.addExact(unawarded, outcome.prize.cash());
      }
      outcomeList.add(outcome.build(eligibility, list));
    }
    if (paid + kept + unawarded != list.fund() + roundingDifference) {
      throw new IllegalStateException("the books do not balance: paid " + paid + ", withheld "
          + kept + ", not awarded " + unawarded + ", fund " + list.fund() + ", rounding "
          + roundingDifference);
    }
    return new PrizeDistribution(standings, advertised, list, policy, all, byPlayer, outcomeList,
        paid, kept, unawarded, roundingDifference, notes, eligibility, rowOf);
  }

  private boolean fits(int[] players, List<Prize> prizes, GroupState state) {
    if (prizes.size() > players.length) {
      return false;
    }
    int[] categories = prizes.stream().mapToInt(state::categoryOf).distinct().sorted().toArray();
    Matching matching = Matching.of(players, categories, eligibility::test);
    for (Prize prize : prizes) {
      if (!matching.add(state.categoryOf(prize))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The players of a tie counted by the categories of its prizes they may win, so that whether
   * some of them can hold some prizes is a question about a few classes, not thousands of
   * players: a prefix count of each class down the tie.
   */
  private final class Kinds {
    private final int from;
    private final GroupState state;
    /** The categories of the tie's prizes, as indices of the list's categories. */
    private final int[] categories;
    /** Each class's categories, as positions in {@link #categories}. */
    private final List<BitSet> signatures = new ArrayList<>();
    /** The class of each row of the tie. */
    private final int[] classOf;
    /** {@code counts[(r - from) * classes + c]}: the rows of class c before row r. */
    private final int[] counts;

    Kinds(int from, int to, List<Prize> taken, GroupState state) {
      this.from = from;
      this.state = state;
      this.categories = taken.stream().mapToInt(state::categoryOf).distinct().sorted().toArray();
      Map<BitSet, Integer> ids = new HashMap<>();
      classOf = new int[to - from];
      for (int r = from; r < to; r++) {
        BitSet signature = new BitSet(categories.length);
        for (int k = 0; k < categories.length; k++) {
          if (eligibility.test(r, categories[k])) {
            signature.set(k);
          }
        }
        Integer id = ids.get(signature);
        if (id == null) {
          id = signatures.size();
          ids.put(signature, id);
          signatures.add(signature);
        }
        classOf[r - from] = id;
      }
      int classes = signatures.size();
      counts = new int[(to - from + 1) * classes];
      for (int r = from; r < to; r++) {
        int at = (r - from) * classes;
        System.arraycopy(counts, at, counts, at + classes, classes);
        counts[at + classes + classOf[r - from]]++;
      }
    }

    private int count(int fromRow, int toRow, int c) {
      int classes = signatures.size();
      return counts[(toRow - from) * classes + c] - counts[(fromRow - from) * classes + c];
    }

    /** The position of a prize's category in {@link #categories}. */
    int position(Prize prize) {
      return Arrays.binarySearch(categories, state.categoryOf(prize));
    }

    /** How many prizes of each category position a list holds. */
    int[] counts(List<Prize> prizes) {
      int[] counts = new int[categories.length];
      for (Prize prize : prizes) {
        counts[position(prize)]++;
      }
      return counts;
    }

    /**
     * Whether the rows from {@code a} to {@code b} (exclusive) can hold, one prize each,
     * {@code anyone[i]} prizes of each category position {@code i}, {@code members[i]} more that
     * go to the rows from {@code a} to {@code c}, and one of position {@code held} (if not -1)
     * that goes to the row {@code holder}.
     */
    boolean fits(int a, int c, int b, int[] anyone, int[] members, int held, int holder) {
      int k = categories.length;
      int total = held >= 0 ? 1 : 0;
      for (int i = 0; i < k; i++) {
        total += anyone[i] + members[i];
      }
      if (total > b - a) {
        return false;
      }
      // a kind of prize: a category position going to anyone (i), to the members (i + k) or to
      // the holder (i + 2k)
      int[] demands = new int[3 * k];
      for (int i = 0; i < k; i++) {
        demands[i] = anyone[i];
        demands[i + k] = members[i];
      }
      if (held >= 0) {
        demands[held + 2 * k] = 1;
      }
      List<BitSet> classes = new ArrayList<>();
      List<Integer> sizes = new ArrayList<>();
      int holderClass = holder >= 0 ? classOf[holder - from] : -1;
      for (int cls = 0; cls < signatures.size(); cls++) {
        BitSet base = signatures.get(cls);
        int inside = count(a, c, cls) - (cls == holderClass ? 1 : 0);
        int outside = count(c, b, cls);
        for (int level = 0; level <= 2; level++) {
          int size = level == 0 ? outside : level == 1 ? inside : cls == holderClass ? 1 : 0;
          if (size <= 0) {
            continue;
          }
          BitSet signature = new BitSet(3 * k);
          for (int i = base.nextSetBit(0); i >= 0; i = base.nextSetBit(i + 1)) {
            for (int restricted = 0; restricted <= level; restricted++) {
              signature.set(i + restricted * k);
            }
          }
          classes.add(signature);
          sizes.add(size);
        }
      }
      return Matching.feasible(demands, classes,
          sizes.stream().mapToInt(Integer::intValue).toArray());
    }

    /**
     * The best of {@code left} the rows from {@code a} to {@code c} (exclusive) can hold
     * together, one prize each, while the rows from {@code a} to {@code b} hold all of it. Prizes
     * of one category are alike here: once one cannot be added, none of its category can.
     */
    List<Prize> best(int a, int c, int b, List<Prize> left) {
      int[] anyone = counts(left);
      int[] members = new int[categories.length];
      boolean[] refused = new boolean[categories.length];
      List<Prize> together = new ArrayList<>();
      for (Prize prize : left) {
        if (together.size() == c - a) {
          break;
        }
        int i = position(prize);
        if (refused[i]) {
          continue;
        }
        anyone[i]--;
        members[i]++;
        if (fits(a, c, b, anyone, members, -1, -1)) {
          together.add(prize);
        } else {
          anyone[i]++;
          members[i]--;
          refused[i] = true;
        }
      }
      return together;
    }

    /** Whether the row {@code holder} can hold {@code prize} while the rows from a to c hold the rest of {@code together}. */
    boolean canHold(int a, int c, List<Prize> together, Prize prize, int holder) {
      int[] members = counts(together);
      int held = position(prize);
      members[held]--;
      return fits(a, c, c, new int[categories.length], members, held, holder);
    }
  }

  private static int[] range(int from, int to) {
    int[] range = new int[Math.max(0, to - from)];
    for (int i = 0; i < range.length; i++) {
      range[i] = from + i;
    }
    return range;
  }

  private static String ids(List<Prize> prizes) {
    return prizes.stream().map(Prize::id).toList().toString();
  }

  private String money(long amount) {
    return list.format(amount);
  }

  /** An equal part of an amount, or about it where it is not a whole minor unit. */
  private Object each(long amount, int players) {
    if (amount % players == 0) {
      return money(amount / players);
    }
    return Message.of("prize.amount.about", money((2 * amount + players) / (2L * players)));
  }

  /** A row's book, opened with its first line: score, place and who else is on the score. */
  private Book book(int p) {
    if (books[p] != null) {
      return books[p];
    }
    Book book = new Book();
    books[p] = book;
    Standings.Row row = rows.get(p);
    int first = groupStart[p];
    int end = groupEnd[p];
    Message heading;
    if (end - first == 1) {
      heading = Message.of("prize.tie.alone", scores[p], row.place());
    } else if (end - first > SAME_SCORE_LISTED) {
      heading = Message.of("prize.tie.withMany", scores[p], row.place(), (long) (end - first - 1));
    } else {
      List<Integer> others = new ArrayList<>();
      for (int q = first; q < end; q++) {
        if (q != p) {
          others.add(rows.get(q).player().startNumber());
        }
      }
      heading = Message.of("prize.tie.with", scores[p], row.place(), others);
    }
    book.lines.add(heading);
    return book;
  }

  private void line(int p, Message line) {
    book(p).lines.add(line);
  }

  /** What a row receives, and why. */
  private static final class Book {
    final List<Message> lines = new ArrayList<>();
    final Set<String> prizes = new LinkedHashSet<>();
    final List<String> awards = new ArrayList<>();
  }

  /** What becomes of one prize, as the distribution goes. */
  private final class Outcome {
    final Prize prize;
    final Message name;
    boolean taken;
    final Set<Integer> sharedBy = new LinkedHashSet<>();
    Integer holder;
    List<Integer> candidates = List.of();
    Message note;

    Outcome(Prize prize, Message name) {
      this.prize = prize;
      this.name = name;
    }

    PrizeOutcome build(Eligibility eligibility, PrizeList list) {
      List<Integer> shared = new ArrayList<>(sharedBy);
      shared.sort(Comparator.comparingInt(rowOf::of));
      PrizeOutcome.Status status;
      Message why = note;
      if (!taken) {
        status = PrizeOutcome.Status.NOT_AWARDED;
        int c = list.categories().indexOf(list.category(prize.category()).orElseThrow());
        boolean any = false;
        for (int p = 0; p < rows.size() && !any; p++) {
          any = eligibility.test(p, c);
        }
        why = Message.of(any ? "prize.notAwarded.allWon" : "prize.notAwarded.nobody");
      } else if (!candidates.isEmpty()) {
        status = PrizeOutcome.Status.UNDECIDED;
      } else if (shared.size() > 1) {
        status = PrizeOutcome.Status.SHARED;
      } else {
        status = PrizeOutcome.Status.WON;
      }
      Optional<Integer> holds = Optional.ofNullable(holder);
      if (holds.isEmpty() && status == PrizeOutcome.Status.WON && shared.size() == 1) {
        holds = Optional.of(shared.get(0));
      }
      return new PrizeOutcome(prize, name, status, shared, holds, candidates,
          Optional.ofNullable(why));
    }
  }
}
