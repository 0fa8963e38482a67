package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import org.apiguardian.api.API;
import org.tiebreak.api.Player;
import org.tiebreak.api.Problem;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;

/**
 * The checks of {@link RulesetContract}, one tournament at a time: what the standings of every
 * ruleset must be on every valid tournament. Each check ranks with {@link TiebreakEngine#rank},
 * without a lot seed and with the one given, and returns normally or throws an
 * {@link AssertionError} whose message names the ruleset, the players and the rule concerned,
 * shows the standings and the tournament as a crosstable in the notation of {@link Crosstables}
 * (and, for a renumbering, the renumbering and the renumbered tournament).
 *
 * <p>Every check has a twin for a ruleset of teams ({@link Ruleset#forTeams()}) on a
 * {@link TeamTournament}: the same properties of standings whose rows are teams, the event shown
 * with its rosters and every round's matches, and renumbering both the teams and the players.
 *
 * <pre>{@code
 * RulesetChecks.check(Rulesets.named("uscf"), tournament, 42L, 7L);        // every check
 * RulesetChecks.check(Rulesets.named("mca-team"), teamEvent, 42L, 7L);     // the same, teams
 * }</pre>
 *
 * <p>Where the lot seed decides the order of two players (the standings ranked with the seed
 * separate them, and without it they are left tied or separated by a later rule), only a group
 * rule may have separated them, and the checks that compare two rankings ask only that the
 * ranking be the same for the same seed.
 */
@API(status = STABLE, since = "1.0")
public final class RulesetChecks {

  private RulesetChecks() {}

  /**
   * Every check of this class on the tournament, the renumbering drawn at random.
   *
   * @param ruleset the ruleset; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param lotSeed the lot seed of the seeded rankings
   * @param random the seed of the random renumbering
   * @throws AssertionError describing the first failure
   */
  public static void check(Ruleset ruleset, Tournament tournament, long lotSeed, long random) {
    checkAll(ruleset, RankedEvent.of(tournament), lotSeed, random);
  }

  /**
   * Every check of this class on the team event, the renumbering of teams and players drawn at
   * random.
   *
   * @param ruleset a ruleset of teams; not {@code null}
   * @param event a valid team event; not {@code null}
   * @param lotSeed the lot seed of the seeded rankings
   * @param random the seed of the random renumbering
   * @throws AssertionError describing the first failure
   */
  public static void check(Ruleset ruleset, TeamTournament event, long lotSeed, long random) {
    checkAll(ruleset, RankedEvent.of(event), lotSeed, random);
  }

  private static void checkAll(Ruleset ruleset, RankedEvent event, long lotSeed, long random) {
    checkNoThrow(ruleset, event, lotSeed);
    checkEveryRowOnce(ruleset, event, lotSeed);
    checkPlaces(ruleset, event, lotSeed);
    checkScoreOrder(ruleset, event, lotSeed);
    checkChain(ruleset, event, lotSeed);
    checkExplanations(ruleset, event, lotSeed);
    checkDeterminism(ruleset, event, lotSeed);
    checkRenumbering(ruleset, event, lotSeed, new Random(random));
  }

  /**
   * Ranking throws nothing: after every round (0 to the rounds played), with and without the
   * lot seed.
   *
   * @param ruleset the ruleset; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param lotSeed the lot seed of the seeded rankings
   * @throws AssertionError naming the exception and the tournament as it stood after the round
   */
  public static void checkNoThrow(Ruleset ruleset, Tournament tournament, long lotSeed) {
    checkNoThrow(ruleset, RankedEvent.of(tournament), lotSeed);
  }

  /**
   * Ranking the team event throws nothing: {@link #checkNoThrow(Ruleset, Tournament, long)}
   * for teams.
   *
   * @param ruleset a ruleset of teams; not {@code null}
   * @param event a valid team event; not {@code null}
   * @param lotSeed the lot seed of the seeded rankings
   * @throws AssertionError naming the exception and the event as it stood after the round
   */
  public static void checkNoThrow(Ruleset ruleset, TeamTournament event, long lotSeed) {
    checkNoThrow(ruleset, RankedEvent.of(event), lotSeed);
  }

  static void checkNoThrow(Ruleset ruleset, RankedEvent event, long lotSeed) {
    for (int round = 0; round <= event.roundsPlayed(); round++) {
      RankedEvent after = event.afterRound(round);
      String when = round < event.roundsPlayed() ? " after round " + round : "";
      rank(ruleset, after, OptionalLong.empty(), when);
      rank(ruleset, after, OptionalLong.of(lotSeed), when);
    }
  }

  /**
   * The standings list every player exactly once, and {@link Standings#row} finds each, except
   * the players they leave out ({@link Standings#leftOut()}: expelled, or gone from a round robin
   * before playing half of their games).
   *
   * @param ruleset the ruleset; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the players missing or repeated
   */
  public static void checkEveryPlayerOnce(Ruleset ruleset, Tournament tournament, long lotSeed) {
    checkEveryRowOnce(ruleset, RankedEvent.of(tournament), lotSeed);
  }

  /**
   * The standings list every team exactly once (by its number), and {@link Standings#row} finds
   * each.
   *
   * @param ruleset a ruleset of teams; not {@code null}
   * @param event a valid team event; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the teams missing or repeated
   */
  public static void checkEveryTeamOnce(Ruleset ruleset, TeamTournament event, long lotSeed) {
    checkEveryRowOnce(ruleset, RankedEvent.of(event), lotSeed);
  }

  static void checkEveryRowOnce(Ruleset ruleset, RankedEvent event, long lotSeed) {
    for (OptionalLong seed : seeds(lotSeed)) {
      Standings standings = rank(ruleset, event, seed, "");
      Set<Integer> expected = new HashSet<>(event.numbers());
      expected.removeAll(standings.leftOut());
      List<Integer> listed = new ArrayList<>();
      standings.rows().forEach(row -> listed.add(row.player().startNumber()));
      if (listed.size() != expected.size() || !expected.equals(new HashSet<>(listed))) {
        throw failure(ruleset, event, standings, seed, "the standings list the " + event.rows()
            + " " + listed + ", not each of " + event.numbers() + " once", List.of());
      }
      for (int number : expected) {
        int found = standings.row(number).player().startNumber();
        if (found != number) {
          throw failure(ruleset, event, standings, seed, "row(" + number + ") gives the row of "
              + event.who(found), List.of());
        }
      }
    }
  }

  /**
   * Ranks never decrease down the standings; a row shares its place exactly with the neighbours
   * that {@link Standings#compare} does not separate it from, and its place reads {@code "3"} or,
   * shared, {@code "3-5"}.
   *
   * @param ruleset the ruleset; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the row
   */
  public static void checkPlaces(Ruleset ruleset, Tournament tournament, long lotSeed) {
    checkPlaces(ruleset, RankedEvent.of(tournament), lotSeed);
  }

  /**
   * The places of the teams: {@link #checkPlaces(Ruleset, Tournament, long)} for teams.
   *
   * @param ruleset a ruleset of teams; not {@code null}
   * @param event a valid team event; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the row
   */
  public static void checkPlaces(Ruleset ruleset, TeamTournament event, long lotSeed) {
    checkPlaces(ruleset, RankedEvent.of(event), lotSeed);
  }

  static void checkPlaces(Ruleset ruleset, RankedEvent event, long lotSeed) {
    for (OptionalLong seed : seeds(lotSeed)) {
      Standings standings = rank(ruleset, event, seed, "");
      List<Standings.Row> rows = standings.rows();
      int n = rows.size();
      int start = 0;
      for (int p = 0; p < n; p++) {
        Standings.Row row = rows.get(p);
        if (p > 0) {
          if (row.rank() < rows.get(p - 1).rank()) {
            throw failure(ruleset, event, standings, seed, "row " + (p + 1) + " (" + row
                + ") ranks above the row before it", List.of());
          }
          if (!tiedWithPrevious(standings, rows, p)) {
            start = p;
          }
        }
        int end = p;
        while (end + 1 < n && tiedWithPrevious(standings, rows, end + 1)) {
          end++;
        }
        String place = start == end ? Integer.toString(start + 1) : (start + 1) + "-" + (end + 1);
        if (row.rank() != start + 1 || !row.place().equals(place)
            || row.shared() != (start != end)) {
          throw failure(ruleset, event, standings, seed, "row " + (p + 1) + " (" + row
              + ") should have the place " + place + " (rank " + (start + 1)
              + (start != end ? ", shared" : "") + "), since nothing separates rows "
              + (start + 1) + " to " + (end + 1), List.of());
        }
      }
    }
  }

  private static boolean tiedWithPrevious(Standings standings, List<Standings.Row> rows, int p) {
    return standings.compare(rows.get(p - 1).player().startNumber(),
        rows.get(p).player().startNumber()).tied();
  }

  /**
   * Every row shows the player's score (the score the standings count, where a round robin does
   * not count the games of a player who left it: a {@link Problem.Kind#DEPARTURE} warning),
   * scores never increase down the standings, and where two neighbours' scores differ the score
   * separated them: the row has no deciding rule and {@link Standings#compare} names
   * {@code "score"}.
   *
   * @param ruleset the ruleset; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the rows
   */
  public static void checkScoreOrder(Ruleset ruleset, Tournament tournament, long lotSeed) {
    checkScoreOrder(ruleset, RankedEvent.of(tournament), lotSeed);
  }

  /**
   * Every row shows the team's primary score ({@link TeamTournament#primaryScore()}), and the
   * rows are ordered by it: {@link #checkScoreOrder(Ruleset, Tournament, long)} for teams.
   *
   * @param ruleset a ruleset of teams; not {@code null}
   * @param event a valid team event; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the rows
   */
  public static void checkScoreOrder(Ruleset ruleset, TeamTournament event, long lotSeed) {
    checkScoreOrder(ruleset, RankedEvent.of(event), lotSeed);
  }

  static void checkScoreOrder(Ruleset ruleset, RankedEvent event, long lotSeed) {
    for (OptionalLong seed : seeds(lotSeed)) {
      Standings standings = rank(ruleset, event, seed, "");
      // A round robin may not count the games of a player who left it (RoundRobinWithdrawals):
      // the standings' scores are then not the tournament's.
      boolean departed = standings.warnings().stream()
          .anyMatch(warning -> warning.kind() == Problem.Kind.DEPARTURE);
      List<Standings.Row> rows = standings.rows();
      for (int p = 0; p < rows.size(); p++) {
        Standings.Row row = rows.get(p);
        int player = row.player().startNumber();
        if (!departed && !event.score(player).equals(row.score())) {
          throw failure(ruleset, event, standings, seed, "the row " + row + " shows the score "
              + row.score() + ", but " + event.who(player) + " scored "
              + event.score(player), List.of());
        }
        if (p + 1 < rows.size()) {
          Standings.Row next = rows.get(p + 1);
          int order = row.score().compareTo(next.score());
          Optional<String> rule = standings.compare(player, next.player().startNumber()).rule();
          if (order < 0 || (order > 0 && (row.decidedBy().isPresent()
              || !rule.equals(Optional.of("score"))))) {
            throw failure(ruleset, event, standings, seed, "the rows " + row + " and " + next
                + " are not ordered by score alone (compare gives " + rule.orElse("a tie")
                + ")", List.of());
          }
        }
      }
    }
  }

  /**
   * The chain: for every two players of equal score, {@link Standings#compare} names the rule
   * that separated them (or none), the same whichever player is asked first; the player placed
   * higher is the higher one; they are equal on every rule of the chain before that rule
   * ({@link Standings.Row#values}); a value rule's figures are the rows' and favour the higher
   * one (the lower figure where {@link ValueRule#lowerIsBetter()}); and for neighbours the rule is
   * the upper row's {@link Standings.Row#decidedBy}.
   *
   * @param ruleset the ruleset; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the two players, the rules and their figures
   */
  public static void checkChain(Ruleset ruleset, Tournament tournament, long lotSeed) {
    checkChain(ruleset, RankedEvent.of(tournament), lotSeed);
  }

  /**
   * The chain among teams of equal score: {@link #checkChain(Ruleset, Tournament, long)} for
   * teams.
   *
   * @param ruleset a ruleset of teams; not {@code null}
   * @param event a valid team event; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the two teams, the rules and their figures
   */
  public static void checkChain(Ruleset ruleset, TeamTournament event, long lotSeed) {
    checkChain(ruleset, RankedEvent.of(event), lotSeed);
  }

  static void checkChain(Ruleset ruleset, RankedEvent event, long lotSeed) {
    List<TiebreakRule> chain = ruleset.chain();
    List<String> codes = codes(chain);
    for (OptionalLong seed : seeds(lotSeed)) {
      Standings standings = rank(ruleset, event, seed, "");
      // A round robin may not count the games of a player who left it (RoundRobinWithdrawals):
      // the standings' scores are then not the tournament's.
      boolean departed = standings.warnings().stream()
          .anyMatch(warning -> warning.kind() == Problem.Kind.DEPARTURE);
      List<Standings.Row> rows = standings.rows();
      for (int p = 0; p < rows.size(); p++) {
        for (int q = p + 1; q < rows.size(); q++) {
          Standings.Row upper = rows.get(p);
          Standings.Row lower = rows.get(q);
          if (!upper.score().equals(lower.score())) {
            break;
          }
          int a = upper.player().startNumber();
          int b = lower.player().startNumber();
          Standings.Comparison comparison = standings.compare(b, a);
          Standings.Comparison reverse = standings.compare(a, b);
          List<String> rowsShown = List.of("  upper: " + upper, "  lower: " + lower);
          String pair = event.who(a) + " and " + event.who(b);
          int level = chain.size();
          if (comparison.tied() || reverse.tied()) {
            if (comparison.tied() != reverse.tied()) {
              throw failure(ruleset, event, standings, seed, "compare(" + b + ", " + a + ") gives \""
                  + comparison + "\", but compare(" + a + ", " + b + ") gives \"" + reverse
                  + "\"", rowsShown);
            }
          } else {
            if (!comparison.equals(reverse) || comparison.higher() != a
                || comparison.lower() != b) {
              throw failure(ruleset, event, standings, seed, "compare gives \"" + comparison + "\" and \""
                  + reverse + "\" for " + pair + ", placed in this order", rowsShown);
            }
            level = codes.indexOf(comparison.rule().orElseThrow());
            if (level < 0) {
              throw failure(ruleset, event, standings, seed, pair + " are separated by "
                  + comparison.rule().orElseThrow() + ", which is not in the chain " + codes,
                  rowsShown);
            }
            TiebreakRule rule = chain.get(level);
            if (rule instanceof ValueRule valueRule) {
              Optional<Score> high = comparison.higherValue();
              Optional<Score> low = comparison.lowerValue();
              boolean shown = high.equals(Optional.ofNullable(upper.values().get(rule.code())))
                  && low.equals(Optional.ofNullable(lower.values().get(rule.code())));
              int order = high.isPresent() && low.isPresent() ? high.get().compareTo(low.get())
                  : 0;
              boolean favours = valueRule.lowerIsBetter() ? order < 0 : order > 0;
              if (!shown || !favours) {
                throw failure(ruleset, event, standings, seed, pair + " are separated by " + rule.code()
                    + " (\"" + comparison + "\"), but the figures "
                    + (shown ? "do not favour the higher player" : "are not the rows'"),
                    rowsShown);
              }
            }
          }
          for (int k = 0; k < level; k++) {
            String code = codes.get(k);
            if (!Objects.equals(upper.values().get(code), lower.values().get(code))) {
              throw failure(ruleset, event, standings, seed, pair + " are "
                  + (level == chain.size() ? "left tied" : "separated by " + codes.get(level))
                  + ", but differ on " + code + ", before it in the chain: "
                  + upper.values().get(code) + " and " + lower.values().get(code), rowsShown);
            }
          }
          if (q == p + 1 && !comparison.rule().equals(upper.decidedBy())) {
            throw failure(ruleset, event, standings, seed, "compare separates the neighbours " + pair
                + " by " + comparison.rule().orElse("nothing") + ", but the upper row says "
                + upper.decidedBy().orElse("nothing") + " decided", rowsShown);
          }
        }
      }
    }
  }

  /**
   * Every rule of the chain explains every player's figure: one explanation per rule, in chain
   * order, for that player and rule, with the figure the standings show (a value rule's always;
   * a group rule's where the standings show one).
   *
   * @param ruleset the ruleset; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the player, the rule and the explanation
   */
  public static void checkExplanations(Ruleset ruleset, Tournament tournament, long lotSeed) {
    checkExplanations(ruleset, RankedEvent.of(tournament), lotSeed);
  }

  /**
   * Every rule of the chain explains every team's figure:
   * {@link #checkExplanations(Ruleset, Tournament, long)} for teams.
   *
   * @param ruleset a ruleset of teams; not {@code null}
   * @param event a valid team event; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the team, the rule and the explanation
   */
  public static void checkExplanations(Ruleset ruleset, TeamTournament event, long lotSeed) {
    checkExplanations(ruleset, RankedEvent.of(event), lotSeed);
  }

  static void checkExplanations(Ruleset ruleset, RankedEvent event, long lotSeed) {
    List<TiebreakRule> chain = ruleset.chain();
    for (OptionalLong seed : seeds(lotSeed)) {
      Standings standings = rank(ruleset, event, seed, "");
      for (Standings.Row row : standings.rows()) {
        int player = row.player().startNumber();
        List<Explanation> explanations;
        try {
          explanations = standings.explain(player);
        } catch (RuntimeException e) {
          throw failure(ruleset, event, standings, seed, "explaining " + event.who(player)
              + " threw " + e, List.of(), e);
        }
        if (explanations.size() != chain.size()) {
          throw failure(ruleset, event, standings, seed, event.who(player) + " has "
              + explanations.size() + " explanations for a chain of " + chain.size() + " rules",
              List.of());
        }
        for (int k = 0; k < chain.size(); k++) {
          TiebreakRule rule = chain.get(k);
          Explanation explanation = explanations.get(k);
          Score value = row.values().get(rule.code());
          boolean right = explanation.rule().equals(rule.code())
              && explanation.player() == player
              && (rule instanceof ValueRule ? explanation.value().equals(Optional.ofNullable(value))
                  : value == null || explanation.value().equals(Optional.of(value)));
          if (!right) {
            throw failure(ruleset, event, standings, seed, "the explanation of " + rule.code()
                + " for " + event.who(player) + " does not give the figure "
                + value + " of the row " + row, List.of("  " + explanation.toString()
                    .replace("\n", "\n  ")));
          }
        }
      }
    }
  }

  /**
   * The same input gives the same standings: ranking twice, and ranking an equal tournament built
   * anew, with and without the seed, give the same rows (places, figures, deciding rules,
   * remarks). Without the seed the standings differ from the seeded ones only where a group rule
   * drew lots: two players that the seeded standings separate by a group rule may be left tied
   * or separated by a later rule; every other comparison is the same.
   *
   * @param ruleset the ruleset; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the rows or players that differ
   */
  public static void checkDeterminism(Ruleset ruleset, Tournament tournament, long lotSeed) {
    checkDeterminism(ruleset, RankedEvent.of(tournament), lotSeed);
  }

  /**
   * The same team event gives the same standings, also built anew with its teams and matches
   * added in reverse order ({@link TeamTournamentTransforms#copy}):
   * {@link #checkDeterminism(Ruleset, Tournament, long)} for teams.
   *
   * @param ruleset a ruleset of teams; not {@code null}
   * @param event a valid team event; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError naming the rows or teams that differ
   */
  public static void checkDeterminism(Ruleset ruleset, TeamTournament event, long lotSeed) {
    checkDeterminism(ruleset, RankedEvent.of(event), lotSeed);
  }

  /** The players (teams) the standings rank: all but those they leave out. */
  private static List<Integer> ranked(RankedEvent event, Standings standings) {
    List<Integer> ranked = new ArrayList<>(event.numbers());
    ranked.removeAll(standings.leftOut());
    return ranked;
  }

  static void checkDeterminism(Ruleset ruleset, RankedEvent event, long lotSeed) {
    RankedEvent copy = event.copy();
    for (OptionalLong seed : seeds(lotSeed)) {
      Standings first = rank(ruleset, event, seed, "");
      sameRows(ruleset, event, first, rank(ruleset, event, seed, ""),
          "ranked twice" + seedText(seed));
      sameRows(ruleset, event, first, rank(ruleset, copy, seed, ""),
          "ranked as an equal " + event.noun() + " built anew" + seedText(seed));
    }
    Standings seeded = rank(ruleset, event, OptionalLong.of(lotSeed), "");
    Standings unseeded = rank(ruleset, event, OptionalLong.empty(), "");
    List<String> codes = codes(ruleset.chain());
    List<Integer> ranked = ranked(event, seeded);
    for (int a : ranked) {
      for (int b : ranked) {
        if (a >= b) {
          continue;
        }
        Standings.Comparison drawn = seeded.compare(a, b);
        Standings.Comparison left = unseeded.compare(a, b);
        if (drawn.equals(left)) {
          continue;
        }
        int level = drawn.rule().map(codes::indexOf).orElse(-1);
        boolean byLot = level >= 0 && ruleset.chain().get(level) instanceof GroupRule
            && (left.tied() || codes.indexOf(left.rule().orElseThrow()) > level);
        if (!byLot) {
          throw failure(ruleset, event, seeded, OptionalLong.of(lotSeed), "with the lot seed "
              + lotSeed + ": \"" + drawn + "\", but without a seed: \"" + left
              + "\"; only a drawing of lots (a group rule) may make them differ", List.of());
        }
      }
    }
  }

  /**
   * Giving the players other start numbers ({@link TournamentTransforms#renumber}) changes no
   * place, figure, deciding rule or remark, except where the lot seed decides (see
   * {@link #checkDeterminism}): there the renumbered standings need only be the same when
   * ranked again with the same seed, and players placed by lot may change places among
   * themselves.
   *
   * @param ruleset the ruleset; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param lotSeed the lot seed of the seeded rankings
   * @param numbers the new start number of every player, by old start number (such as
   *     {@link TournamentTransforms#randomNumbers})
   * @throws AssertionError naming the players, both comparisons or rows, the renumbering and both
   *     tournaments
   */
  public static void checkRenumbering(Ruleset ruleset, Tournament tournament, long lotSeed,
      Map<Integer, Integer> numbers) {
    checkRenumbering(ruleset, RankedEvent.of(tournament), lotSeed,
        RankedEvent.renumbered(tournament, numbers));
  }

  /**
   * Giving the teams other numbers and the players other start numbers
   * ({@link TeamTournamentTransforms#renumber}) changes no place, figure, deciding rule or
   * remark, except where the lot seed decides: {@link #checkRenumbering(Ruleset, Tournament,
   * long, Map)} for teams.
   *
   * @param ruleset a ruleset of teams; not {@code null}
   * @param event a valid team event; not {@code null}
   * @param lotSeed the lot seed of the seeded rankings
   * @param teams the new number of every team, by old number (such as
   *     {@link TeamTournamentTransforms#randomTeamNumbers})
   * @param players the new start number of every player, by old start number (such as
   *     {@link TeamTournamentTransforms#randomPlayerNumbers})
   * @throws AssertionError naming the teams, both comparisons or rows, the renumbering and both
   *     events
   */
  public static void checkRenumbering(Ruleset ruleset, TeamTournament event, long lotSeed,
      Map<Integer, Integer> teams, Map<Integer, Integer> players) {
    checkRenumbering(ruleset, RankedEvent.of(event), lotSeed,
        RankedEvent.renumbered(event, teams, players));
  }

  /** The renumbering check with numbers drawn at random. */
  static void checkRenumbering(Ruleset ruleset, RankedEvent event, long lotSeed, Random random) {
    checkRenumbering(ruleset, event, lotSeed, event.renumberedAtRandom(random));
  }

  private static void checkRenumbering(Ruleset ruleset, RankedEvent event, long lotSeed,
      RankedEvent.Renumbering renumbering) {
    RankedEvent renumbered = renumbering.event();
    Map<Integer, Integer> numbers = renumbering.numbers();
    List<String> context = renumbering.shown();
    Set<Integer> byLot = new HashSet<>();
    Standings unseeded = rank(ruleset, event, OptionalLong.empty(), "");
    for (OptionalLong seed : seeds(lotSeed)) {
      Standings original = rank(ruleset, event, seed, "");
      Standings moved = rank(ruleset, renumbered, seed, " (renumbered)");
      List<Integer> ranked = ranked(event, original);
      for (int a : ranked) {
        for (int b : ranked) {
          if (a >= b) {
            continue;
          }
          Standings.Comparison before = original.compare(a, b);
          if (seed.isPresent() && !before.equals(unseeded.compare(a, b))) {
            byLot.add(a);
            byLot.add(b);
            continue;
          }
          Standings.Comparison after = moved.compare(numbers.get(a), numbers.get(b));
          boolean same = before.rule().equals(after.rule()) && (before.tied()
              || (numbers.get(before.higher()) == after.higher()
                  && before.higherValue().equals(after.higherValue())
                  && before.lowerValue().equals(after.lowerValue())));
          if (!same) {
            List<String> details = new ArrayList<>();
            details.add("  before: " + before);
            details.add("  renumbered: " + after);
            throw failure(ruleset, event, original, seed, "renumbering changes how "
                + event.who(a) + " and " + event.who(b) + " are separated" + seedText(seed),
                details, context, null);
          }
        }
      }
      for (int a : ranked) {
        Standings.Row row = original.row(a);
        Standings.Row movedRow = moved.row(numbers.get(a));
        boolean lot = seed.isPresent() && byLot.contains(a);
        boolean same = lot ? valueRuleFigures(ruleset, row).equals(
            valueRuleFigures(ruleset, movedRow))
            : row.values().equals(movedRow.values()) && row.place().equals(movedRow.place())
                && row.remark().equals(movedRow.remark());
        if (!same) {
          List<String> details = new ArrayList<>();
          details.add("  before: " + row);
          details.add("  renumbered: " + movedRow);
          throw failure(ruleset, event, original, seed, "renumbering changes the row of "
              + event.who(a) + seedText(seed), details, context, null);
        }
      }
    }
    if (!byLot.isEmpty()) {
      sameRows(ruleset, renumbered, rank(ruleset, renumbered, OptionalLong.of(lotSeed), ""),
          rank(ruleset, renumbered, OptionalLong.of(lotSeed), ""),
          "renumbered and ranked twice with the lot seed " + lotSeed);
    }
  }

  // ------------------------------------------------------------------------------ helpers

  /**
   * A round paired but not yet played counts for nothing: where every player of the tournament's
   * last round has an opponent (a game or a forfeit), the tournament with that round's games all
   * pending ({@link TournamentTransforms#lastRoundPending}) ranks exactly like the tournament
   * before that round: the same places, scores, figures, deciding rules and remarks. A tournament
   * whose last round has a bye of any kind, or that has no round, is not checked: a bye is a
   * result, and counts.
   *
   * @param ruleset the ruleset; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError showing both standings
   */
  public static void checkPendingRound(Ruleset ruleset, Tournament tournament, long lotSeed) {
    Objects.requireNonNull(ruleset, "ruleset");
    int last = tournament.roundsPlayed();
    if (last == 0 || !lastRoundAllGames(tournament)) {
      return;
    }
    checkLikeTheRoundBefore(ruleset, RankedEvent.of(tournament.afterRound(last - 1)),
        RankedEvent.of(TournamentTransforms.lastRoundPending(tournament)), lotSeed, last,
        "every game", "a pending game");
  }

  /**
   * Fails unless the event with its last round pending ranks as the event before that round, with
   * the seeded and the unseeded ranking.
   */
  private static void checkLikeTheRoundBefore(Ruleset ruleset, RankedEvent before,
      RankedEvent pending, long lotSeed, int last, String whatIsPending, String counted) {
    for (OptionalLong seed : seeds(lotSeed)) {
      List<String> expected = rows(rank(ruleset, before, seed, ""));
      List<String> actual = rows(rank(ruleset, pending, seed, ""));
      if (!expected.equals(actual)) {
        List<String> details = new ArrayList<>();
        details.add("Standings after round " + (last - 1) + seedText(seed) + ":");
        expected.forEach(row -> details.add("  " + row));
        details.add("Standings with round " + last + " paired and " + whatIsPending
            + " pending:");
        actual.forEach(row -> details.add("  " + row));
        throw Report.failure("Ruleset " + ruleset.name() + " counts " + counted + ": a round"
            + " paired but not yet played changes the standings.", details, pending.describe(),
            List.of(), null);
      }
    }
  }

  /**
   * A round paired but not yet played counts for nothing in a team event either: where every
   * team of the event's last round has a match played on the boards with a game between two
   * players, the event with that round in progress ranks exactly like the event before that
   * round: the same places, scores, figures, deciding rules and remarks. It is checked twice,
   * with every game of the round pending ({@link TeamTournamentTransforms#lastRoundInProgress})
   * and with only the last game of each match pending, its other boards finished: a match in
   * progress scores nothing, its finished boards included. An event whose last round has a bye,
   * a match forfeited as a whole or a match without a game, or that has no round, is not
   * checked.
   *
   * @param ruleset a ruleset of teams; not {@code null}
   * @param event a valid team event; not {@code null}
   * @param lotSeed the lot seed of the seeded ranking
   * @throws AssertionError showing both standings
   */
  public static void checkPendingRound(Ruleset ruleset, TeamTournament event, long lotSeed) {
    Objects.requireNonNull(ruleset, "ruleset");
    int last = event.roundsPlayed();
    if (last == 0 || !lastRoundAllGames(event)) {
      return;
    }
    RankedEvent before = RankedEvent.of(event.afterRound(last - 1));
    for (boolean lastGameOnly : new boolean[] {false, true}) {
      checkLikeTheRoundBefore(ruleset, before, RankedEvent.of(
          TeamTournamentTransforms.lastRoundInProgress(event, lastGameOnly)), lotSeed, last,
          lastGameOnly ? "the last game of every match" : "every game", "a match in progress");
    }
  }

  /**
   * Whether the event has rounds and every team of the last one has a match played on the boards
   * with a game between two players.
   */
  static boolean lastRoundAllGames(TeamTournament event) {
    int last = event.roundsPlayed();
    if (last == 0) {
      return false;
    }
    for (Match match : event.matches(last)) {
      if (match.boards().stream().noneMatch(board -> board.white() > 0 && board.black() > 0)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the tournament has rounds and every player of the last one has an opponent. */
  static boolean lastRoundAllGames(Tournament tournament) {
    int last = tournament.roundsPlayed();
    if (last == 0) {
      return false;
    }
    for (Player player : tournament.players()) {
      if (!tournament.result(player.startNumber(), last).kind().hasOpponent()) {
        return false;
      }
    }
    return true;
  }

  private static List<OptionalLong> seeds(long lotSeed) {
    return List.of(OptionalLong.empty(), OptionalLong.of(lotSeed));
  }

  private static Standings rank(Ruleset ruleset, RankedEvent event, OptionalLong seed,
      String when) {
    Objects.requireNonNull(ruleset, "ruleset");
    try {
      return event.rank(ruleset, seed);
    } catch (RuntimeException e) {
      throw Report.failure("Ruleset " + ruleset.name() + ": ranking" + when + seedText(seed)
          + " threw " + e, List.of(), event.describe(), List.of(), e);
    }
  }

  private static void sameRows(Ruleset ruleset, RankedEvent event, Standings expected,
      Standings actual, String how) {
    List<String> first = rows(expected);
    List<String> second = rows(actual);
    if (!first.equals(second)) {
      List<String> details = new ArrayList<>();
      details.add("Standings:");
      first.forEach(row -> details.add("  " + row));
      details.add("Standings " + how + ":");
      second.forEach(row -> details.add("  " + row));
      throw Report.failure("Ruleset " + ruleset.name() + " is not deterministic: "
          + how + ", the " + event.noun() + " gives other standings.", details,
          event.describe(), List.of(), null);
    }
  }

  private static List<String> rows(Standings standings) {
    List<String> rows = new ArrayList<>();
    standings.rows().forEach(row -> rows.add(row.toString()));
    return rows;
  }

  private static List<Score> valueRuleFigures(Ruleset ruleset, Standings.Row row) {
    List<Score> figures = new ArrayList<>();
    for (TiebreakRule rule : ruleset.chain()) {
      if (rule instanceof ValueRule) {
        figures.add(row.values().get(rule.code()));
      }
    }
    return figures;
  }

  private static List<String> codes(List<TiebreakRule> chain) {
    List<String> codes = new ArrayList<>();
    chain.forEach(rule -> codes.add(rule.code()));
    return codes;
  }

  private static String seedText(OptionalLong seed) {
    return seed.isPresent() ? " with the lot seed " + seed.getAsLong() : " without a lot seed";
  }

  private static AssertionError failure(Ruleset ruleset, RankedEvent event, Standings standings,
      OptionalLong seed, String problem, List<String> details) {
    return failure(ruleset, event, standings, seed, problem, details, List.of(), null);
  }

  private static AssertionError failure(Ruleset ruleset, RankedEvent event, Standings standings,
      OptionalLong seed, String problem, List<String> details, Throwable cause) {
    return failure(ruleset, event, standings, seed, problem, details, List.of(), cause);
  }

  private static AssertionError failure(Ruleset ruleset, RankedEvent event, Standings standings,
      OptionalLong seed, String problem, List<String> details, List<String> trailer,
      Throwable cause) {
    List<String> lines = new ArrayList<>(details);
    lines.add("Standings" + seedText(seed) + ":");
    rows(standings).forEach(row -> lines.add("  " + row));
    return Report.failure("Ruleset " + ruleset.name() + ": " + problem + ".", lines,
        event.describe(), trailer, cause);
  }
}
