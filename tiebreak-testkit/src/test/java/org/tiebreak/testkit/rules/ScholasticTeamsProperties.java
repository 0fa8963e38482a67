package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.IntUnaryOperator;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Format;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.ScholasticTeams;
import org.tiebreak.api.team.ScholasticTeams.ShortTeams;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.TournamentArbitraries;

/**
 * Team standings of generated Swiss events, under every built-in ruleset of individual events,
 * with teams drawn at random: the figures are the totals of the best members, they survive
 * renumbering, a weaker member added changes nothing, and ranking is deterministic.
 */
class ScholasticTeamsProperties {

  @Provide
  Arbitrary<Tournament> events() {
    return Arbitraries.oneOf(
        TournamentArbitraries.swiss().players(1, 20).inProgress().allUnplayedKinds().rated(),
        TournamentArbitraries.swiss().players(2, 12).allUnplayedKinds());
  }

  @Provide
  Arbitrary<Ruleset> rulesets() {
    return Arbitraries.of(Rulesets.all().stream().filter(ruleset -> !ruleset.forTeams()
        && (ruleset.formats().isEmpty() || ruleset.formats().contains(Format.SWISS)))
        .collect(Collectors.toList()));
  }

  /**
   * Teams drawn from a seed: up to five, each player on one of them or (about a quarter) on none,
   * the best 1 to 4 counting, short teams as drawn; teams without members are left out.
   */
  static ScholasticTeams.Builder teams(Tournament tournament, long seed) {
    Random random = new Random(seed);
    int count = 1 + random.nextInt(5);
    List<List<Integer>> members = new ArrayList<>();
    for (int t = 0; t < count; t++) {
      members.add(new ArrayList<>());
    }
    for (int player : Events.numbers(tournament)) {
      if (random.nextInt(4) > 0) {
        members.get(random.nextInt(count)).add(player);
      }
    }
    ScholasticTeams.Builder builder = ScholasticTeams.builder().counted(1 + random.nextInt(4))
        .shortTeams(ShortTeams.values()[random.nextInt(ShortTeams.values().length)]);
    int number = 0;
    for (List<Integer> list : members) {
      if (!list.isEmpty()) {
        builder.addTeam("School " + (char) ('A' + number++), list);
      }
    }
    return builder;
  }

  static List<String> valueCodes(Ruleset ruleset) {
    return ruleset.chain().stream().filter(rule -> rule instanceof ValueRule)
        .map(TiebreakRule::code).collect(Collectors.toList());
  }

  /**
   * Every team ranked has a row; its score is the total of its best N members' scores by
   * individual standing, and each figure the total of the same members' figures; a short team is
   * ranked or not as its rule says, after the full teams where it says so.
   */
  @Property(tries = 150)
  void teamFigures_areTotalsOfTheBestMembers(@ForAll("events") Tournament tournament,
      @ForAll("rulesets") Ruleset ruleset, @ForAll long seed) {
    Assume.that(ruleset.fits(tournament));
    Standings players = TiebreakEngine.rank(tournament, ruleset);
    ScholasticTeams teams = teams(tournament, seed).build();
    Standings standings = TiebreakEngine.rankTeams(players, teams);
    Map<Integer, Integer> position = new HashMap<>();
    for (int p = 0; p < players.rows().size(); p++) {
      position.put(players.rows().get(p).player().startNumber(), p);
    }
    List<String> codes = valueCodes(ruleset);
    int ranked = 0;
    boolean shortSeen = false;
    for (ScholasticTeams.Entry team : teams.teams()) {
      boolean isShort = team.members().size() < teams.counted();
      if (isShort && teams.shortTeams() == ShortTeams.NOT_RANKED) {
        continue;
      }
      ranked++;
      List<Integer> best = team.members().stream().sorted((a, b) ->
          Integer.compare(position.get(a), position.get(b))).limit(teams.counted())
          .collect(Collectors.toList());
      Score score = Score.ZERO;
      for (int member : best) {
        score = score.plus(players.row(member).score());
      }
      Standings.Row row = standings.row(team.number());
      assertEquals(score, row.score(), "score of team " + team.number());
      assertEquals(codes, List.copyOf(row.values().keySet()));
      for (String code : codes) {
        Score total = Score.ZERO;
        for (int member : best) {
          total = total.plus(players.row(member).values().get(code));
        }
        assertEquals(total, row.values().get(code), code + " of team " + team.number());
      }
      assertEquals(isShort, row.remark().isPresent());
    }
    assertEquals(ranked, standings.rows().size());
    for (int k = 0; k < standings.rows().size(); k++) {
      Standings.Row row = standings.rows().get(k);
      boolean isShort = teams.team(row.player().startNumber()).members().size()
          < teams.counted();
      if (teams.shortTeams() == ShortTeams.RANKED_AFTER_FULL_TEAMS) {
        assertFalse(shortSeen && !isShort, "a full team below a short one");
      }
      shortSeen |= isShort;
      if (k > 0) {
        Standings.Row above = standings.rows().get(k - 1);
        Standings.Comparison comparison = standings.compare(above.player().startNumber(),
            row.player().startNumber());
        assertEquals(above.player().startNumber(), comparison.higher());
        assertEquals(comparison.tied(), row.rank() == above.rank());
        assertEquals(comparison.rule().filter(rule -> !rule.equals("score")),
            above.decidedBy());
      }
    }
  }

  /**
   * Renumbering the players (and the teams' members with them) gives every team the same place,
   * score, figures, decision, remark, and explanation values and contributions.
   */
  @Property(tries = 80)
  void renumberingPlayers_changesNoTeamFigure(@ForAll("events") Tournament tournament,
      @ForAll("rulesets") Ruleset ruleset, @ForAll long seed) {
    Assume.that(ruleset.fits(tournament));
    IntUnaryOperator permutation = Events.shuffle(tournament, seed);
    IntUnaryOperator spread = n -> 3 * permutation.applyAsInt(n) + 1000;
    ScholasticTeams teams = teams(tournament, seed).build();
    Standings original = TiebreakEngine.rankTeams(TiebreakEngine.rank(tournament, ruleset),
        teams);
    for (IntUnaryOperator renumber : List.of(permutation, spread)) {
      ScholasticTeams.Builder builder = ScholasticTeams.builder().counted(teams.counted())
          .shortTeams(teams.shortTeams());
      for (ScholasticTeams.Entry team : teams.teams()) {
        builder.addTeam(team.name(), team.members().stream().map(renumber::applyAsInt)
            .collect(Collectors.toList()));
      }
      Standings renumbered = TiebreakEngine.rankTeams(
          TiebreakEngine.rank(Events.renumber(tournament, renumber), ruleset), builder.build());
      assertEquals(Events.snapshot(original), Events.snapshot(renumbered));
      assertEquals(figures(original), figures(renumbered));
    }
  }

  /** Every team's explanations as values, contributions and drops, without member numbers. */
  static List<List<String>> figures(Standings standings) {
    List<List<String>> all = new ArrayList<>();
    for (Standings.Row row : standings.rows()) {
      List<Explanation> explanations = new ArrayList<>(standings.explain(
          row.player().startNumber()));
      explanations.add(standings.explain(row.player().startNumber(), "score"));
      for (Explanation explanation : explanations) {
        all.add(List.of(explanation.rule(), String.valueOf(explanation.value()),
            explanation.lines().stream().map(line -> line.contribution() + "/" + line.dropped())
                .collect(Collectors.joining(" "))));
      }
    }
    return all;
  }

  /**
   * A player on no team, placed below the last counted member of a team that has N members or
   * more, joins it: no team's place, score, figure, decision or remark changes.
   */
  @Property(tries = 150, maxDiscardRatio = 20)
  void weakerMemberAdded_changesNothing(@ForAll("events") Tournament tournament,
      @ForAll("rulesets") Ruleset ruleset, @ForAll long seed) {
    Assume.that(ruleset.fits(tournament));
    Standings players = TiebreakEngine.rank(tournament, ruleset);
    ScholasticTeams teams = teams(tournament, seed).build();
    List<Integer> order = players.rows().stream().map(row -> row.player().startNumber())
        .collect(Collectors.toList());
    Random random = new Random(seed ^ 0x5DEECE66DL);
    List<int[]> choices = new ArrayList<>();
    for (ScholasticTeams.Entry team : teams.teams()) {
      if (team.members().size() < teams.counted()) {
        continue;
      }
      int last = team.members().stream().mapToInt(order::indexOf).sorted()
          .skip(teams.counted() - 1).findFirst().getAsInt();
      for (int p = last + 1; p < order.size(); p++) {
        if (teams.teamOf(order.get(p)).isEmpty()) {
          choices.add(new int[] {team.number(), order.get(p)});
        }
      }
    }
    Assume.that(!choices.isEmpty());
    int[] choice = choices.get(random.nextInt(choices.size()));
    ScholasticTeams.Builder builder = ScholasticTeams.builder().counted(teams.counted())
        .shortTeams(teams.shortTeams());
    for (ScholasticTeams.Entry team : teams.teams()) {
      List<Integer> members = new ArrayList<>(team.members());
      if (team.number() == choice[0]) {
        members.add(random.nextInt(members.size() + 1), choice[1]);
      }
      builder.addTeam(team.name(), members);
    }
    Standings before = TiebreakEngine.rankTeams(players, teams);
    Standings after = TiebreakEngine.rankTeams(players, builder.build());
    assertEquals(Events.snapshot(before), Events.snapshot(after),
        "player " + choice[1] + " added to team " + choice[0]);
    Explanation score = after.explain(choice[0], "score");
    assertTrue(score.lines().stream().anyMatch(line -> line.dropped()
        && line.result().map(Message::toString).orElse("").startsWith("member " + choice[1] + " ")));
  }

  /**
   * The same standings and teams ranked twice, or equal teams built again, give the same rows and
   * explanations; the three short-team rules give every ranked team the same figures.
   */
  @Property(tries = 80)
  void ranking_isDeterministic(@ForAll("events") Tournament tournament,
      @ForAll("rulesets") Ruleset ruleset, @ForAll long seed) {
    Assume.that(ruleset.fits(tournament));
    Standings players = TiebreakEngine.rank(tournament, ruleset);
    ScholasticTeams teams = teams(tournament, seed).allMembersFirst(seed % 2 == 0).build();
    Standings first = TiebreakEngine.rankTeams(players, teams);
    Standings second = TiebreakEngine.rankTeams(TiebreakEngine.rank(tournament, ruleset),
        teams(tournament, seed).allMembersFirst(seed % 2 == 0).build());
    assertEquals(Events.snapshot(first), Events.snapshot(second));
    assertEquals(Events.explanations(first), Events.explanations(second));
    assertEquals(Events.snapshot(first), Events.snapshot(TiebreakEngine.rankTeams(players,
        teams)));
    Map<Integer, Map<String, Score>> values = new HashMap<>();
    for (ShortTeams rule : ShortTeams.values()) {
      ScholasticTeams.Builder builder = teams(tournament, seed)
          .allMembersFirst(seed % 2 == 0).shortTeams(rule);
      for (Standings.Row row : TiebreakEngine.rankTeams(players, builder.build()).rows()) {
        Map<String, Score> earlier = values.putIfAbsent(row.player().startNumber(),
            row.values());
        assertEquals(Optional.ofNullable(earlier).orElse(row.values()), row.values());
      }
    }
  }
}
