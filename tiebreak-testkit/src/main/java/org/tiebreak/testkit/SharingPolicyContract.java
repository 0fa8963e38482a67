package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Supplier;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.apiguardian.api.API;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.prizes.Award;
import org.tiebreak.prizes.Prize;
import org.tiebreak.prizes.PrizeCategory;
import org.tiebreak.prizes.PrizeDistribution;
import org.tiebreak.prizes.PrizeList;
import org.tiebreak.prizes.PrizeOutcome;
import org.tiebreak.prizes.Prizes;
import org.tiebreak.prizes.SharingPolicy;
import org.tiebreak.rulesets.Rulesets;

/**
 * What every {@link SharingPolicy} must keep, as jqwik properties over generated Swiss events and
 * prize lists ({@link PrizeListArbitraries}), ranked by the US Chess ruleset: the money adds up to
 * the cent and never exceeds the fund; a prize goes unawarded only when nobody who may win it is
 * left; no player wins two prizes of a prize group and no tie takes more prizes than it has
 * players; players tied on score who may win the same prizes receive the same cash (for a policy
 * that shares); renumbering the players changes nobody's award; a title never follows a drawing of
 * lots; adding a player who wins nothing changes nobody's award; the same input gives the same
 * distribution; and every award explains itself.
 *
 * <pre>{@code
 * class ClubSharingTest implements SharingPolicyContract {
 *   public SharingPolicy subject() { return new ClubSharing(); }
 * }
 * }</pre>
 */
@API(status = STABLE, since = "1.0")
public interface SharingPolicyContract {

  /**
   * The policy under test.
   *
   * @return the policy; called once per try
   */
  SharingPolicy subject();

  /**
   * Whether players tied on score who may win the same prizes receive the same cash, up to the
   * odd units of rounding: true for a policy that shares, false for one that gives prizes by the
   * order of the standings (no sharing, the Hort system).
   *
   * @return whether the policy shares among tied players
   */
  default boolean sharesAmongTied() {
    return true;
  }

  /**
   * Whether no player receives more than the largest prize of each prize group: true for a policy
   * that divides pools equally or gives prizes by order; false for the Hort system, whose pool of
   * the other halves goes to every player on the score, so that players sharing a place whose
   * claim holds a prize other than a place prize may receive more than the largest prize.
   *
   * @return whether the largest prize of each prize group bounds what a player receives
   */
  default boolean boundedByLargestPrize() {
    return true;
  }

  /**
   * The ruleset the events are ranked by: {@code uscf} unless overridden.
   *
   * @return the ruleset
   */
  default Ruleset ruleset() {
    return Rulesets.named("uscf");
  }

  /**
   * The events the properties run over: Swiss events of 2 to 16 players, some unrated, with every
   * kind of unplayed round, complete or in progress, each with a prize list for its players.
   *
   * @return the arbitrary of events
   */
  @Provide
  default Arbitrary<PrizedEvent> events() {
    return TournamentArbitraries.swiss().players(2, 16).rated(30).allUnplayedKinds().inProgress()
        .flatMap(tournament -> PrizeListArbitraries.forPlayers(tournament.players())
            .map(list -> new PrizedEvent(tournament, list)));
  }

  /**
   * The money adds up to the cent: what is paid, withheld and not awarded is the fund, what is
   * paid is the players' cash, and nothing beyond the fund is paid.
   *
   * @param event a generated event with its prize list
   */
  @Property(tries = 150)
  default void money_addsUpToTheCent(@ForAll("events") PrizedEvent event) {
    PrizeDistribution distribution = distribute(event, rank(event.tournament()));
    long cash = 0;
    long withheld = 0;
    for (Award award : distribution.awards()) {
      holds(award.cash() >= 0 && award.withheld() >= 0, () -> "negative: " + award);
      cash += award.cash();
      withheld += award.withheld();
    }
    same(distribution.paid(), cash, "paid is the players' cash");
    same(distribution.withheld(), withheld, "withheld is the players' withheld cash");
    same(0L, distribution.roundingDifference(), "a balanced rounding adds up");
    same(distribution.fund(),
        distribution.paid() + distribution.withheld() + distribution.unawarded(),
        "paid, withheld and not awarded make the fund");
    holds(distribution.fund() <= event.list().fund(), "scaling never adds to the fund");
  }

  /**
   * A prize goes unawarded only when every player who may win it won or shares another prize of
   * its prize group.
   *
   * @param event a generated event with its prize list
   */
  @Property(tries = 150)
  default void prizeNotAwarded_onlyWhenNobodyWhoMayWinItIsLeft(
      @ForAll("events") PrizedEvent event) {
    PrizeDistribution distribution = distribute(event, rank(event.tournament()));
    for (PrizeOutcome outcome : distribution.prizes()) {
      if (outcome.status() != PrizeOutcome.Status.NOT_AWARDED) {
        continue;
      }
      String group = category(distribution, outcome.prize()).group();
      for (Player player : event.tournament().players()) {
        if (distribution.eligible(player.startNumber(), outcome.prize())) {
          Optional<Award> award = distribution.award(player.startNumber());
          holds(award.isPresent() && award.get().prizes().stream().anyMatch(
                  id -> category(distribution, id).group().equals(group)),
              () -> outcome.prize().id() + " is not awarded, but player " + player.startNumber()
                  + " may win it and won nothing of prize group " + group);
        }
      }
    }
  }

  /**
   * No tie takes more prizes of a prize group than it has players, and, where
   * {@link #boundedByLargestPrize()}, no player receives more than the largest prize of each prize
   * group together (and the odd units of rounding: less than two units for each group).
   *
   * @param event a generated event with its prize list
   */
  @Property(tries = 150)
  default void onePrizeForEachPlayer_inEachPrizeGroup(@ForAll("events") PrizedEvent event) {
    Standings standings = rank(event.tournament());
    PrizeDistribution distribution = distribute(event, standings);
    Map<Integer, String> scoreOf = new HashMap<>();
    Map<String, Integer> players = new HashMap<>();
    for (Standings.Row row : standings.rows()) {
      scoreOf.put(row.player().startNumber(), row.score().toString());
      players.merge(row.score().toString(), 1, Integer::sum);
    }
    Map<String, Integer> taken = new HashMap<>();
    Map<String, Long> largest = new HashMap<>();
    for (PrizeOutcome outcome : distribution.prizes()) {
      String group = category(distribution, outcome.prize()).group();
      largest.merge(group, outcome.prize().cash(), Math::max);
      Set<Integer> who = new HashSet<>(outcome.sharedBy());
      outcome.holder().ifPresent(who::add);
      who.addAll(outcome.candidates());
      Set<String> scores = new HashSet<>();
      who.forEach(player -> scores.add(scoreOf.get(player)));
      holds(scores.size() <= 1, () -> outcome + " goes to players of several scores");
      scores.forEach(score -> taken.merge(group + " " + score, 1, Integer::sum));
    }
    taken.forEach((key, count) -> {
      String score = key.substring(key.lastIndexOf(' ') + 1);
      holds(count <= players.get(score), () -> "the " + players.get(score)
          + " players on " + score + " take " + count + " prizes of prize group " + key);
    });
    if (!boundedByLargestPrize()
        || (event.list().unratedExcess() == PrizeList.UnratedExcess.SHARED_IN_TIE
        && event.list().unratedCashLimit().isPresent())) {
      return;
    }
    // A balanced rounding may give one player of a tie one unit for a largest remainder and the
    // rest below one unit as well (Rounding): less than two units more than the exact amount.
    long bound = 0;
    for (long each : largest.values()) {
      bound += each + 2 * event.list().rounding().unit() - 1;
    }
    for (Award award : distribution.awards()) {
      long most = bound;
      holds(award.cash() + award.withheld() <= most,
          () -> award + " receives more than the largest prize of each prize group: " + most
              + "\n" + distribution.awards() + "\n" + award.explanation());
    }
  }

  /**
   * Players tied on score who may win the same prizes receive the same cash, up to the odd units
   * of rounding, under a policy that shares.
   *
   * @param event a generated event with its prize list
   */
  @Property(tries = 150)
  default void tiedPlayersWhoMayWinTheSamePrizes_receiveTheSameCash(
      @ForAll("events") PrizedEvent event) {
    if (!sharesAmongTied() || (event.list().unratedExcess()
        == PrizeList.UnratedExcess.SHARED_IN_TIE && event.list().unratedCashLimit().isPresent())) {
      return;
    }
    Standings standings = rank(event.tournament());
    PrizeDistribution distribution = distribute(event, standings);
    List<Standings.Row> rows = standings.rows();
    long groups = event.list().categories().stream().map(PrizeCategory::group).distinct().count();
    long slack = 2 * (groups + 1) * event.list().rounding().unit();
    for (int i = 0; i < rows.size(); i++) {
      for (int j = i + 1; j < rows.size() && rows.get(j).score().equals(rows.get(i).score());
          j++) {
        Player a = rows.get(i).player();
        Player b = rows.get(j).player();
        if (!sameEligibility(distribution, event, a, b)) {
          continue;
        }
        long difference = Math.abs(distribution.cash(a.startNumber())
            - distribution.cash(b.startNumber()));
        holds(difference <= slack, () -> "players " + a.startNumber() + " and "
            + b.startNumber() + " are on one score and may win the same prizes, but receive "
            + distribution.cash(a.startNumber()) + " and " + distribution.cash(b.startNumber())
            + "\n" + event + "\n" + distribution.awards());
      }
    }
  }

  /**
   * Renumbering the players (and the list with them) changes nobody's prizes and cash, except
   * which of the players sharing a place receives an odd unit of rounding: their place receives
   * the same, each of them the same give or take those units. Where an unrated limit's excess
   * goes to the others on the score, those units decide how much is over the limit, so on a
   * score with a shared place it is the score that receives the same.
   *
   * @param event a generated event with its prize list
   * @param seed the seed of the renumbering
   */
  @Property(tries = 150)
  default void renumbering_changesNobodysAward(@ForAll("events") PrizedEvent event,
      @ForAll long seed) {
    Tournament tournament = event.tournament();
    Map<Integer, Integer> numbers = TournamentTransforms.randomNumbers(tournament,
        new Random(seed));
    Standings before = rank(tournament);
    PrizeDistribution original = distribute(event, before);
    Standings after = rank(TournamentTransforms.renumber(tournament, numbers));
    PrizeDistribution renumbered = Prizes.distribute(after,
        PrizeListTransforms.renumber(event.list(), numbers), subject());
    long groups = event.list().categories().stream().map(PrizeCategory::group).distinct().count();
    long slack = 2 * (groups + 1) * event.list().rounding().unit();
    boolean excessShared = event.list().unratedCashLimit().isPresent()
        && event.list().unratedExcess() == PrizeList.UnratedExcess.SHARED_IN_TIE;
    Set<Score> sharedScores = new HashSet<>();
    for (Standings.Row row : before.rows()) {
      if (row.shared()) {
        sharedScores.add(row.score());
      }
    }
    Map<String, Long> placeCash = new TreeMap<>();
    Map<String, Long> renumberedPlaceCash = new TreeMap<>();
    for (Standings.Row row : before.rows()) {
      int player = row.player().startNumber();
      int now = numbers.get(player);
      Optional<Award> was = original.award(player);
      Optional<Award> is = renumbered.award(now);
      same(was.map(Award::prizes), is.map(Award::prizes),
          "the prizes of player " + player + ", now " + now);
      same(was.map(Award::awards), is.map(Award::awards),
          "the awards of player " + player + ", now " + now);
      long had = original.cash(player) + was.map(Award::withheld).orElse(0L);
      long has = renumbered.cash(now) + is.map(Award::withheld).orElse(0L);
      // an unrated limit's excess is divided once per score: where a place on that score is
      // shared, who took the odd units, and so the excess, follows the start numbers; the score
      // as a whole receives the same
      boolean byScore = excessShared && sharedScores.contains(row.score());
      String key = byScore ? "score " + row.score() : row.place();
      placeCash.merge(key, had, Long::sum);
      renumberedPlaceCash.merge(key, has, Long::sum);
      boolean exact = !row.shared() && !byScore;
      if (exact) {
        same(original.cash(player), renumbered.cash(now),
            () -> "the cash of player " + player + ", now " + now + "\n" + numbers + "\n"
                + before + "\n" + original.awards() + "\n" + after + "\n"
                + renumbered.awards());
      } else {
        holds(Math.abs(had - has) <= slack, () -> "player " + player + ", now " + now
            + ", shares place " + row.place() + " and receives " + had + ", then " + has
            + "\n" + event + "\n" + numbers + "\n" + original.awards() + "\n"
            + renumbered.awards());
      }
    }
    same(placeCash, renumberedPlaceCash, "the cash of each place");
  }

  /**
   * A title never follows a drawing of lots: whoever holds a title when lots are drawn holds it
   * when they are not.
   *
   * @param event a generated event with its prize list
   * @param seed the lot seed
   */
  @Property(tries = 150)
  default void title_neverFollowsALot(@ForAll("events") PrizedEvent event, @ForAll long seed) {
    PrizeDistribution drawn = distribute(event,
        TiebreakEngine.rank(event.tournament(), ruleset(), seed));
    PrizeDistribution undrawn = distribute(event, rank(event.tournament()));
    for (PrizeOutcome outcome : drawn.prizes()) {
      if (outcome.prize().title() && outcome.holder().isPresent()) {
        same(outcome.holder(), undrawn.prize(outcome.prize().id()).holder(),
            () -> "the title " + outcome.prize().id() + " goes to "
                + outcome.holder().get() + " only when lots are drawn");
      }
    }
  }

  /**
   * Adding a player who wins nothing (absent from every round) changes nobody's award.
   *
   * @param event a generated event with its prize list
   */
  @Property(tries = 150)
  default void addingAPlayerWhoWinsNothing_changesNobodysAward(
      @ForAll("events") PrizedEvent event) {
    Tournament tournament = event.tournament();
    int added = tournament.players().stream().mapToInt(Player::startNumber).max().orElse(0) + 1;
    Tournament.Builder builder = Tournament.builder().settingsOf(tournament);
    for (Player player : tournament.players()) {
      builder.addRow(player, tournament.results(player.startNumber()));
    }
    List<RoundResult> absent = new ArrayList<>();
    for (int round = 0; round < tournament.roundsPlayed(); round++) {
      absent.add(RoundResult.bye(ResultKind.ABSENT));
    }
    builder.addRow(Player.of(added, "Added"), absent);
    PrizeDistribution with = distribute(event, rank(builder.build()));
    Assume.that(with.award(added).isEmpty());
    PrizeDistribution without = distribute(event, rank(tournament));
    for (Player player : tournament.players()) {
      int number = player.startNumber();
      same(without.cash(number), with.cash(number), () -> "the cash of player " + number
          + "\n" + event + "\nwithout " + without.awards() + "\nwith " + with.awards());
      same(without.award(number).map(Award::prizes), with.award(number)
          .map(Award::prizes), "the prizes of player " + number);
      same(without.award(number).map(Award::awards), with.award(number)
          .map(Award::awards), "the awards of player " + number);
    }
  }

  /**
   * The same input gives the same distribution, explanations included.
   *
   * @param event a generated event with its prize list
   */
  @Property(tries = 150)
  default void sameInput_sameDistribution(@ForAll("events") PrizedEvent event) {
    Standings standings = rank(event.tournament());
    PrizeDistribution first = distribute(event, standings);
    PrizeDistribution second = distribute(event, standings);
    same(first.awards().size(), second.awards().size());
    for (int i = 0; i < first.awards().size(); i++) {
      Award a = first.awards().get(i);
      Award b = second.awards().get(i);
      same(a.player(), b.player());
      same(a.cash(), b.cash());
      same(a.prizes(), b.prizes());
      same(a.explanation(), b.explanation());
    }
    same(first.prizes().toString(), second.prizes().toString());
  }

  /**
   * Every award explains itself, in English and German, and every player who receives anything
   * has an award.
   *
   * @param event a generated event with its prize list
   */
  @Property(tries = 150)
  default void everyAward_explainsItself(@ForAll("events") PrizedEvent event) {
    PrizeDistribution distribution = distribute(event, rank(event.tournament()));
    for (Award award : distribution.awards()) {
      fails(award.explanation().isEmpty(), () -> award + " has no explanation");
      fails(award.format(Locale.GERMAN).isBlank());
      if (award.cash() > 0) {
        holds(award.explanation().size() >= 2, () -> award + " says nothing of its cash");
      }
      for (Message line : award.explanation()) {
        fails(line.toString().isBlank());
      }
    }
  }

  private Standings rank(Tournament tournament) {
    return TiebreakEngine.rank(tournament, ruleset());
  }

  private PrizeDistribution distribute(PrizedEvent event, Standings standings) {
    return Prizes.distribute(standings, event.list(), subject());
  }

  private static PrizeCategory category(PrizeDistribution distribution, Prize prize) {
    return distribution.paidList().category(prize.category()).orElseThrow();
  }

  private static PrizeCategory category(PrizeDistribution distribution, String prizeId) {
    return category(distribution, distribution.paidList().prize(prizeId).orElseThrow());
  }

  private static boolean sameEligibility(PrizeDistribution distribution, PrizedEvent event,
      Player a, Player b) {
    if (event.list().unratedCashLimit().isPresent()
        && a.rating().isPresent() != b.rating().isPresent()) {
      return false;
    }
    for (PrizeCategory category : distribution.paidList().categories()) {
      if (distribution.ineligibility(a.startNumber(), category.id()).isPresent()
          != distribution.ineligibility(b.startNumber(), category.id()).isPresent()) {
        return false;
      }
    }
    return true;
  }

  private static void holds(boolean condition, Supplier<String> message) {
    if (!condition) {
      throw new AssertionError(message.get());
    }
  }

  private static void holds(boolean condition, String message) {
    holds(condition, () -> message);
  }

  private static void fails(boolean condition, Supplier<String> message) {
    holds(!condition, message);
  }

  private static void fails(boolean condition) {
    holds(!condition, "a blank explanation");
  }

  private static void same(Object expected, Object actual) {
    same(expected, actual, "");
  }

  private static void same(Object expected, Object actual, String what) {
    holds(Objects.equals(expected, actual),
        () -> what + (what.isEmpty() ? "" : ": ") + "expected " + expected + " but was " + actual);
  }

  private static void same(Object expected, Object actual, Supplier<String> what) {
    if (!Objects.equals(expected, actual)) {
      same(expected, actual, what.get());
    }
  }
}
