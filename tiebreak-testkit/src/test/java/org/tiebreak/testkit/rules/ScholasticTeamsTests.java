package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.testkit.rules.Texts.notes;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Player;
import org.tiebreak.api.Problem;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.ScholasticTeams;
import org.tiebreak.api.team.ScholasticTeams.ShortTeams;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.rulesets.uscf.UscfTeam;
import org.tiebreak.testkit.Crosstables;

/**
 * Team standings of a scholastic Swiss: the best N members' scores and tie-break totals, short
 * teams under each rule, explanations and the errors of bad teams.
 */
class ScholasticTeamsTests {

  /**
   * Eight players, three rounds, no unplayed games, so the opponents' adjusted scores are their
   * scores. Under {@code uscf}, with 3 rounds an even score is 1½; figures by hand:
   *
   * <pre>
   * player score opponents (score)   MM                      SOLK  CUM
   * 1      2½    5 (½) 3 (1½) 2 (1½)  plus, drop ½: 3         3½    1+1½+2½ = 5
   * 2      1½    6 (2½) 4 (2) 1 (2½)  even, drop 2½ and 2: 2½  7     ½+1½+1½ = 3½
   * 3      1½    7 (½) 1 (2½) 6 (2½)  even, drop 2½ and ½: 2½  5½    1+1½+1½ = 4
   * 4      2     8 (1) 2 (1½) 7 (½)   plus, drop ½: 2½        3     1+1+2 = 4
   * 5      ½     1 (2½) 6 (2½) 8 (1)  minus, drop 2½: 3½      6     0+0+½ = ½
   * 6      2½    2 (1½) 5 (½) 3 (1½)  plus, drop ½: 3         3½    ½+1½+2½ = 4½
   * 7      ½     3 (1½) 8 (1) 4 (2)   minus, drop 2: 2½       4½    0+½+½ = 1
   * 8      1     4 (2) 7 (½) 5 (½)    minus, drop 2: 1        3     0+½+1 = 1½
   * </pre>
   *
   * <p>Individual standings: 1 (2½, above 6 on CUM 5 to 4½), 6, 4, 2 (1½, above 3 on SOLK 7 to
   * 5½), 3, 8, 5 (½, above 7 on MM 3½ to 2½), 7.
   */
  static final String SWISS = """
      1 Adams, Ann     2.5 W5w D3b W2w
      2 Baker, Bo      1.5 D6w W4w L1b
      3 Chen, Cy       1.5 W7w D1w L6b
      4 Diaz, Di       2.0 W8w L2b W7w
      5 Evans, Ed      0.5 L1b L6b D8w
      6 Ford, Fay      2.5 D2b W5w W3w
      7 Gray, Gus      0.5 L3b D8b L4b
      8 Hill, Hal      1.0 L4b D7w D5b
      """;

  static final Tournament EVENT = Crosstables.parse(SWISS, 3);
  static final Standings PLAYERS = TiebreakEngine.rank(EVENT, Uscf.ruleset());

  /**
   * Best 2 of each team count, tie-broken by total MM, SOLK and CUM. Lincoln (1, 3) and Roosevelt
   * (2, 6, 7) both score 2½ + 1½ = 4 and total MM 3 + 2½ = 5½; Roosevelt's Solkoff total
   * 3½ + 7 = 10½ beats Lincoln's 3½ + 5½ = 9. Gus (7, place 8) is Roosevelt's third member and
   * does not count. Washington has one member (4: 2 points) and is short; Jefferson (8, 5) scores
   * 1 + ½ = 1½.
   */
  static ScholasticTeams.Builder schools() {
    return ScholasticTeams.builder().counted(2).tiebreaks("MM", "SOLK", "CUM")
        .addTeam("Lincoln", 3, 1)
        .addTeam("Roosevelt", 7, 2, 6)
        .addTeam("Washington", 4)
        .addTeam("Jefferson", 8, 5);
  }

  static Score s(String text) {
    return Score.parse(text);
  }

  static Map<String, Score> figures(String mm, String solk, String cum) {
    Map<String, Score> map = new LinkedHashMap<>();
    map.put("MM", s(mm));
    map.put("SOLK", s(solk));
    map.put("CUM", s(cum));
    return map;
  }

  static List<String> lines(Standings standings) {
    return standings.rows().stream()
        .map(row -> row.place() + " " + row.player().startNumber() + " " + row.player().name()
            + " " + row.score() + " " + row.values() + " " + row.decidedBy().orElse("-"))
        .collect(Collectors.toList());
  }

  @Test
  void theIndividualStandingsAreAsWorkedByHand() {
    assertEquals(List.of(1, 6, 4, 2, 3, 8, 5, 7), PLAYERS.rows().stream()
        .map(row -> row.player().startNumber()).collect(Collectors.toList()));
    assertEquals(s("3"), PLAYERS.row(1).values().get("MM"));
    assertEquals(s("7"), PLAYERS.row(2).values().get("SOLK"));
    assertEquals(s("4"), PLAYERS.row(3).values().get("CUM"));
    assertEquals(s("3.5"), PLAYERS.row(5).values().get("MM"));
  }

  @Test
  void bestTwoCount_shortTeamCountsZero() {
    Standings teams = TiebreakEngine.rankTeams(PLAYERS, schools().build());

    assertEquals(List.of(
        "1 2 Roosevelt 4 {MM=5.5, SOLK=10.5, CUM=8} SOLK",
        "2 1 Lincoln 4 {MM=5.5, SOLK=9, CUM=9} -",
        "3 3 Washington 2 {MM=2.5, SOLK=3, CUM=4} -",
        "4 4 Jefferson 1.5 {MM=4.5, SOLK=9, CUM=2} -"), lines(teams));
    assertEquals(figures("5.5", "10.5", "8"), teams.row(2).values());
    assertEquals(Optional.of("1 of 2 members: each missing member counts 0"),
        teams.row(3).remark().map(Message::toString));
    assertEquals(Optional.empty(), teams.row(2).remark());
    assertEquals(new Standings.Comparison(2, 1, Optional.of("SOLK"), Optional.of(s("10.5")),
        Optional.of(s("9"))), teams.compare(1, 2));
    assertEquals(new Standings.Comparison(1, 3, Optional.of("score"), Optional.of(s("4")),
        Optional.of(s("2"))), teams.compare(3, 1));
    assertEquals(EVENT, teams.tournament());
    assertEquals(3, teams.roundsPlayed());
    assertEquals("uscf-best-2", teams.ruleset().name());
    assertEquals(List.of("MM", "SOLK", "CUM"), teams.ruleset().chain().stream()
        .map(TiebreakRule::code).collect(Collectors.toList()));
  }

  @Test
  void shortTeamRankedAfterFullTeams() {
    Standings teams = TiebreakEngine.rankTeams(PLAYERS,
        schools().shortTeams(ShortTeams.RANKED_AFTER_FULL_TEAMS).build());

    assertEquals(List.of(
        "1 2 Roosevelt 4 {MM=5.5, SOLK=10.5, CUM=8} SOLK",
        "2 1 Lincoln 4 {MM=5.5, SOLK=9, CUM=9} -",
        "3 4 Jefferson 1.5 {MM=4.5, SOLK=9, CUM=2} FULL",
        "4 3 Washington 2 {MM=2.5, SOLK=3, CUM=4} -"), lines(teams));
    assertEquals(new Standings.Comparison(4, 3, Optional.of("FULL"), Optional.of(s("2")),
        Optional.of(s("1"))), teams.compare(3, 4));
    assertEquals(Optional.of("1 of 2 members: ranked after the full teams, each missing member"
        + " counting 0"), teams.row(3).remark().map(Message::toString));
  }

  @Test
  void shortTeamNotRanked() {
    Standings teams = TiebreakEngine.rankTeams(PLAYERS,
        schools().shortTeams(ShortTeams.NOT_RANKED).build());

    assertEquals(List.of(
        "1 2 Roosevelt 4 {MM=5.5, SOLK=10.5, CUM=8} SOLK",
        "2 1 Lincoln 4 {MM=5.5, SOLK=9, CUM=9} -",
        "3 4 Jefferson 1.5 {MM=4.5, SOLK=9, CUM=2} -"), lines(teams));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> teams.row(3));
    assertEquals("team 3 (Washington) is not ranked: it has 1 of the 2 members that count",
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> teams.compare(1, 3));
    assertThrows(IllegalArgumentException.class, () -> teams.explain(3, "MM"));
    assertThrows(IllegalArgumentException.class, () -> teams.row(5));
  }

  @Test
  void allMembersFirst_putsRooseveltsThirdMemberFirst() {
    // Lincoln: 2½ + 1½ = 4 over all its members; Roosevelt: 2½ + 1½ + ½ = 4½.
    Standings teams = TiebreakEngine.rankTeams(PLAYERS, schools().allMembersFirst(true).build());

    assertEquals(List.of("ALL", "MM", "SOLK", "CUM"), List.copyOf(teams.row(1).values().keySet()));
    assertEquals(s("4.5"), teams.row(2).values().get("ALL"));
    assertEquals(s("4"), teams.row(1).values().get("ALL"));
    assertEquals(Optional.of("ALL"), teams.row(2).decidedBy());
    Explanation all = teams.explain(2, "ALL");
    assertEquals(List.of(s("2.5"), s("1.5"), s("0.5")), all.lines().stream()
        .map(line -> line.contribution().orElseThrow()).collect(Collectors.toList()));
  }

  @Test
  void placesAreSharedWhereNothingSeparatesTeams() {
    // Ann (1) and Fay (6): both 2½, MM 3, SOLK 3½; only Cumulative (5 to 4½) separates them.
    ScholasticTeams.Builder builder = ScholasticTeams.builder().counted(1)
        .addTeam("Lincoln", 1).addTeam("Roosevelt", 6).addTeam("Jefferson", 8);
    Standings shared = TiebreakEngine.rankTeams(PLAYERS, builder.tiebreaks("MM", "SOLK").build());

    assertEquals(List.of("1-2 1 Lincoln 2.5 {MM=3, SOLK=3.5} -",
        "1-2 2 Roosevelt 2.5 {MM=3, SOLK=3.5} -",
        "3 3 Jefferson 1 {MM=1, SOLK=3} -"), lines(shared));
    assertTrue(shared.compare(2, 1).tied());
    assertEquals(1, shared.row(2).rank());

    Standings separated = TiebreakEngine.rankTeams(PLAYERS,
        builder.tiebreaks("MM", "SOLK", "CUM").build());
    assertEquals("1", separated.row(1).place());
    assertEquals(Optional.of("CUM"), separated.row(1).decidedBy());
  }

  @Test
  void defaultTiebreaksAreEveryValueRuleOfTheChainInOrder() {
    Standings teams = TiebreakEngine.rankTeams(PLAYERS,
        ScholasticTeams.builder().counted(2).addTeam("Roosevelt", 7, 2, 6).build());

    List<String> valueRules = Uscf.ruleset().chain().stream()
        .filter(rule -> rule instanceof ValueRule).map(TiebreakRule::code)
        .collect(Collectors.toList());
    assertEquals(List.of("MM", "SOLK", "CUM", "OPPCUM", "BLK", "KASH", "SB", "APRO", "ARO"),
        valueRules);
    assertEquals(valueRules, List.copyOf(teams.row(1).values().keySet()));
    for (String code : valueRules) {
      assertEquals(PLAYERS.row(6).values().get(code).plus(PLAYERS.row(2).values().get(code)),
          teams.row(1).values().get(code), code);
    }
    // Most blacks: Fay had Black in round 1, Bo in round 3.
    assertEquals(s("2"), teams.row(1).values().get("BLK"));
  }

  @Test
  void explanationListsCountedAndUncountedMembers() {
    Standings teams = TiebreakEngine.rankTeams(PLAYERS, schools().build());

    Explanation solkoff = teams.explain(2, "SOLK");
    assertEquals("SOLK", solkoff.rule());
    assertEquals("Total Solkoff of the counted members", solkoff.ruleName());
    assertEquals(2, solkoff.player());
    assertEquals(Optional.of(s("10.5")), solkoff.value());
    assertEquals(List.of(
        "member 6 Ford, Fay, place 2, used 3.5, adds 3.5, total 3.5",
        "member 2 Baker, Bo, place 4, used 7, adds 7, total 10.5",
        "member 7 Gray, Gus, place 8, used 4.5, (not among the best 2), adds 0, dropped,"
            + " total 10.5"),
        solkoff.lines().stream().map(Explanation.Line::toString).collect(Collectors.toList()));
    assertEquals(List.of("the best 2 members by individual standing count: 6, 2",
        "not counted: 7"), notes(solkoff));

    Explanation score = teams.explain(3, "score");
    assertEquals(Optional.of(s("2")), score.value());
    assertEquals(List.of(
        "member 4 Diaz, Di, place 3, used 2, adds 2, total 2",
        "missing member 2 of 2, used 0, (a missing member counts 0), adds 0, total 2"),
        score.lines().stream().map(Explanation.Line::toString).collect(Collectors.toList()));
    assertEquals(List.of("the best 2 members by individual standing count: 4",
        "1 of 2 members: each missing member counts 0"), notes(score));

    assertEquals(List.of("MM", "SOLK", "CUM"), teams.explain(1).stream()
        .map(Explanation::rule).collect(Collectors.toList()));
    assertThrows(IllegalArgumentException.class, () -> teams.explain(1, "TIED"));
  }

  @Test
  void unknownMembersAndTiebreaksAreListedTogether() {
    ScholasticTeams teams = ScholasticTeams.builder().counted(2)
        .tiebreaks("MM", "TIED", "XYZ")
        .addTeam("Lincoln", 1, 42).addTeam("Roosevelt", 2, 99).build();

    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> TiebreakEngine.rankTeams(PLAYERS, teams));
    assertEquals("4 problems:\n"
        + "  tie-break TIED orders tied players and gives no figure to total\n"
        + "  tie-break XYZ is not a rule of ruleset uscf\n"
        + "  team 1, player 42: the player is not among the players of the event\n"
        + "  team 2, player 99: the player is not among the players of the event",
        e.getMessage());
    assertEquals(List.of(Problem.Kind.INVALID_TIEBREAK, Problem.Kind.INVALID_TIEBREAK,
        Problem.Kind.UNKNOWN_MEMBER, Problem.Kind.UNKNOWN_MEMBER),
        e.problems().stream().map(Problem::kind).collect(Collectors.toList()));
  }

  /**
   * An individual chain of rules that order tied players only (the result between tied players,
   * lots, a play-off) leaves the teams nothing to total: one problem says so, naming the
   * individual ruleset and its rules, not a ruleset the caller never made; so does an empty list
   * of tie-breaks. The total score of all members first is a tie-break of its own.
   */
  @Test
  void chainOfGroupRulesOnly_oneProblemNamingTheIndividualRuleset() {
    ScholasticTeams teams = ScholasticTeams.builder().counted(1).addTeam("A", 1).addTeam("B", 2)
        .build();
    for (List<String> codes : List.of(List.of("TIED"), List.of("TIED", "LOTS"))) {
      Standings players = TiebreakEngine.rank(EVENT, Rulesets.withRules("uscf", codes));
      InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
          () -> TiebreakEngine.rankTeams(players, teams));
      assertEquals(1, e.problems().size(), e.getMessage());
      Problem problem = e.problems().get(0);
      assertEquals(Problem.Kind.INVALID_TIEBREAK, problem.kind());
      assertEquals("no tie-break breaks ties between the teams: the rules of ruleset uscf ("
          + String.join(", ", codes) + ") order tied players and give no figure to total; put"
          + " the total score of all members first, or rank the players under a ruleset with a"
          + " tie-break that gives figures", problem.toString());
      assertTrue(problem.format(java.util.Locale.GERMAN).startsWith("keine Feinwertung trennt"),
          problem.format(java.util.Locale.GERMAN));
    }
    InvalidTournamentException empty = assertThrows(InvalidTournamentException.class,
        () -> TiebreakEngine.rankTeams(PLAYERS, ScholasticTeams.builder().counted(1)
            .tiebreaks(List.of()).addTeam("A", 1).addTeam("B", 2).build()));
    assertEquals("1 problem:\n  no tie-break breaks ties between the teams: the list of"
        + " tie-breaks to total is empty and the total score of all members is not put first",
        empty.getMessage());

    Standings players = TiebreakEngine.rank(EVENT, Rulesets.withRules("uscf", List.of("TIED")));
    Standings allFirst = TiebreakEngine.rankTeams(players, ScholasticTeams.builder().counted(1)
        .allMembersFirst(true).addTeam("A", 1, 2).addTeam("B", 3, 4).build());
    assertEquals(List.of("ALL"), allFirst.ruleset().chain().stream().map(TiebreakRule::code)
        .toList());
  }

  /** A figure of one over a prime of a million and more, a different prime for each player. */
  record PrimeFraction() implements ValueRule {
    private static final long[] PRIMES = {1_000_003, 1_000_033, 1_000_037, 1_000_039, 1_000_081,
        1_000_099, 1_000_117, 1_000_121, 1_000_133};

    @Override
    public String code() {
      return "FRAC";
    }

    @Override
    public String name() {
      return "One over a prime";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      return Score.of(1, PRIMES[player]);
    }
  }

  /**
   * Members' figures whose total is a fraction no 64-bit numerator and denominator hold (the sum
   * of one over four primes of a million): a problem naming the tie-break and the team, not an
   * arithmetic error.
   */
  @Test
  void totalTooLargeForAnExactFraction_aProblemOfTheTeam() {
    Standings players = TiebreakEngine.rank(EVENT, Ruleset.builder().name("primes")
        .addRules(new PrimeFraction()).build());
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> TiebreakEngine.rankTeams(players, ScholasticTeams.builder().counted(4)
            .addTeam("Small", 1, 2).addTeam("Large", 3, 4, 5, 6).build()));
    assertEquals("1 problem:\n  team 2: the total of tie-break FRAC over the team's members is a"
        + " fraction too large to hold exactly (its members' figures have denominators without a"
        + " common measure)", e.getMessage());
  }

  /**
   * The players ranked under a ruleset meant for teams (a FIDE list with a tie-break of teams)
   * are still players: their teams are ranked, where only the standings of a team event are
   * refused.
   */
  @Test
  void playersRankedUnderATeamRuleset_formTeams() {
    Standings players = TiebreakEngine.rank(EVENT, Fide.ruleset(List.of("BH:MP", "SB")));
    assertTrue(players.ruleset().forTeams());
    Standings teams = TiebreakEngine.rankTeams(players, ScholasticTeams.builder().counted(2)
        .addTeam("Lincoln", 3, 1).addTeam("Roosevelt", 7, 2, 6).build());
    assertEquals(List.of("BH:MP", "SB"), teams.ruleset().chain().stream()
        .map(TiebreakRule::code).toList());
    assertEquals(2, teams.rows().size());
  }

  @Test
  void standingsOfTeamsAreRefused() {
    Standings teamEvent = TiebreakEngine.rank(
        TeamTournament.builder().plannedRounds(1).boards(1)
            .addTeam(Team.of(1, "A", Player.of(1, "P"))).build(),
        UscfTeam.ruleset());
    ScholasticTeams teams = ScholasticTeams.builder().counted(1).addTeam("A", 1).build();

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TiebreakEngine.rankTeams(teamEvent, teams));
    assertTrue(e.getMessage().contains("rank the teams of a team event"), e.getMessage());
    Standings ranked = TiebreakEngine.rankTeams(PLAYERS, schools().build());
    assertThrows(IllegalArgumentException.class, () -> TiebreakEngine.rankTeams(ranked, teams));
  }

  @Test
  void theTeamRulesRankNoCrosstableOfTheirOwn() {
    Standings teams = TiebreakEngine.rankTeams(PLAYERS, schools().build());

    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rank(EVENT, teams.ruleset()));
    assertTrue(e.getMessage().contains("totals the figures of a team's members"), e.getMessage());
  }
}
