package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.tiebreak.cli.CliTests.Run;

/**
 * The command line on a TRF-26 team Swiss: five teams of four boards, three rounds played, with a
 * pairing-allocated bye each round (record 320), a forfeited match (330) and boards out of order
 * or empty (300). Its figures are worked by hand in the comments.
 */
class CliTeamTests {

  private static String teamSwiss() {
    try {
      return Path.of(CliTeamTests.class.getResource("/trf/trf26-team-swiss.trf").toURI())
          .toString();
    } catch (URISyntaxException e) {
      throw new AssertionError(e);
    }
  }

  /** The chain the team issue names, as the FIDE reference checker's lists open: MP first. */
  private static final String CHAIN = "MP,GP,EDE,ESB,BH:MP";

  @Test
  void standings_teamFile_ranksTheTeamsByTheFilesList() {
    Run run = CliTests.run("standings", teamSwiss());
    assertEquals(0, run.status(), run.err());
    assertEquals("""
        fide-team after round 3: MPvGP, EDET

        Place  No.  Name                     MP  MPvGP  EDET  Decided by
            1    5  Tromsø Sjakklubb          4    7.5
            2    1  Kristiansund SK           4    5.5        below 5 on MPvGP (7.5 to 5.5)
            3    2  Trondheim Sjakkforening   3    5.5        below 1 on score (4 to 3)
            4    3  Bergens Schakklub         2    5.5        below 2 on score (3 to 2)
            5    4  Oslo Schakselskap         2      5        below 3 on MPvGP (5.5 to 5)

        MP     the score: match points
        MPvGP  Match points or game points: FIDE C.07, the edition of the event's start date
        EDET   Extended direct encounter: FIDE C.07, the edition of the event's start date
        A blank figure: the rule was not applied to the team (no tie was left when it was reached), or gives
          no figure
        Decided by: below N on RULE (a to b): the team above, number N, is placed higher by RULE, with a to
          this team's b
        """, run.out());
    assertTrue(run.err().contains("ranking by the file's tie-break list (record 202): MPvGP,"
        + " EDET; FIDE C.07, 2026 edition"), run.err());
  }

  @Test
  void standings_fide2026_givesWayToItsTeamRuleset() {
    // Kristiansund: round 1 beat Trondheim (3 MP) 2.5-1.5, round 2 lost Tromsø by forfeit,
    // round 3 beat Oslo (2 MP) 3-1: ESB 3 x 2.5 + 0 + 2 x 3 = 13.5; BH:MP 3 + 4 + 2 = 9, the
    // forfeit counting a dummy on Kristiansund's own 4 match points (Art. 16.4, 2026).
    Run run = CliTests.run("standings", teamSwiss(), "--ruleset", "fide-2026", "--tiebreaks",
        CHAIN);
    assertEquals(0, run.status(), run.err());
    assertEquals("""
        fide-2026-team after round 3: GP, EDE, ESB, BH:MP

        Place  No.  Name                     MP   GP  EDE   ESB  BH:MP  Decided by
            1    5  Tromsø Sjakklubb          4  7.5       26.5     10
            2    1  Kristiansund SK           4  5.5       13.5      9  below 5 on GP (7.5 to 5.5)
            3    2  Trondheim Sjakkforening   3  5.5         17     10  below 1 on score (4 to 3)
            4    3  Bergens Schakklub         2  5.5       12.5      7  below 2 on score (3 to 2)
            5    4  Oslo Schakselskap         2    5         12      8  below 3 on GP (5.5 to 5)

        MP     the score: match points
        GP     Game points: FIDE C.07 (2026)
        EDE    Extended direct encounter: FIDE C.07 (2026)
        ESB    Extended Sonneborn-Berger: FIDE C.07 (2026)
        BH:MP  Buchholz: FIDE C.07 (2026); on MP
        A blank figure: the rule was not applied to the team (no tie was left when it was reached), or gives
          no figure
        Decided by: below N on RULE (a to b): the team above, number N, is placed higher by RULE, with a to
          this team's b
        """, run.out());
    assertEquals("tiebreak: ranking the teams by fide-2026-team\n", run.err());
  }

  @Test
  void standingsJson_teams_nameTheScoreAndTheTeams() {
    Run run = CliTests.run("standings", teamSwiss(), "--teams", "--tiebreaks", CHAIN,
        "--format", "json");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("\"scoreType\": \"matchPoints\""), run.out());
    assertTrue(run.out().contains("\"team\": 1,\n      \"name\": \"Kristiansund SK\",\n"
        + "      \"score\": 4,"), run.out());
  }

  @Test
  void standingsCsv_afterRoundOne() {
    Run run = CliTests.run("standings", teamSwiss(), "--tiebreaks", CHAIN, "--after-round", "1",
        "--format", "csv");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("rank,place,team,name,score,GP,EDE,ESB,BH:MP,below,"
        + "decidedBy,aboveValue,ownValue,remark\n"), run.out());
    // Round 1: Kristiansund 2.5-1.5 Trondheim, Bergen 2-2 Oslo, Tromsø the bye (1 MP, 2 GP).
    assertTrue(run.out().contains(",1,Kristiansund SK,2,2.5,"), run.out());
    assertTrue(run.out().contains(",5,Tromsø Sjakklubb,1,2,"), run.out());
  }

  @Test
  void explain_team_everyFigureOfTheChain() {
    Run run = CliTests.run("explain", teamSwiss(), "--team", "1", "--ruleset", "fide-2026",
        "--tiebreaks", CHAIN);
    assertEquals(0, run.status(), run.err());
    String out = run.out();
    assertTrue(out.startsWith("Kristiansund SK (1): place 2, 4 match points after round 3,"
        + " ruleset fide-2026-team\n"), out);
    assertTrue(out.contains("Game points (GP) of team 1: 5.5\n"), out);
    assertTrue(out.contains("Extended Sonneborn-Berger (ESB) of team 1: 13.5\n"
        + "  round 1, W, opponent 2, score 3, used 3, adds 7.5, total 7.5\n"), out);
    assertTrue(out.contains("round 2, - (forfeit loss), opponent 5"), out);
    assertTrue(out.contains("Buchholz (BH:MP) of team 1: 9\n"), out);
  }

  @Test
  void explain_player_ofATeamFile_ranksThePlayers() {
    Run run = CliTests.run("explain", teamSwiss(), "--player", "11", "--ruleset", "fide");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("Østby, Anders (11): place "), run.out());
    assertTrue(run.out().contains(" points after round 3, ruleset fide\n"), run.out());
  }

  @Test
  void standings_individuals_ofATeamFile() {
    Run run = CliTests.run("standings", teamSwiss(), "--individuals", "--format", "csv");
    assertEquals(0, run.status(), run.err());
    assertEquals(26, run.out().lines().count(), run.out());
    assertTrue(run.out().startsWith("rank,place,startRank,"), run.out());
  }

  @Test
  void check_teams_againstTheRanksOfRecord310() {
    Run run = CliTests.run("check", teamSwiss());
    assertEquals(0, run.status(), run.out() + run.err());
    assertTrue(run.out().startsWith("5 teams: all ranks agree with MPvGP, EDET (ruleset"
        + " fide-team, after round 3)"), run.out());
  }

  @Test
  void badUsage_isNamedAndExitsTwo() {
    Run unknown = CliTests.run("explain", teamSwiss(), "--team", "9");
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().endsWith("tiebreak: no team with number 9 in " + teamSwiss()
        + "\n"), unknown.err());

    Run both = CliTests.run("standings", teamSwiss(), "--teams", "--individuals");
    assertEquals(2, both.status());
    assertEquals("tiebreak: --teams and --individuals exclude each other\n", both.err());

    Run playerOfTeams = CliTests.run("explain", teamSwiss(), "--teams", "--player", "1");
    assertEquals(2, playerOfTeams.status());
    assertTrue(playerOfTeams.err().startsWith("tiebreak: --player explains a player"),
        playerOfTeams.err());

    Run noCounterpart = CliTests.run("standings", teamSwiss(), "--ruleset",
        "mca-minus-drops-highest");
    assertEquals(2, noCounterpart.status());
    assertTrue(noCounterpart.err().startsWith("tiebreak: ruleset mca-minus-drops-highest ranks"
        + " players, not teams; rulesets for teams: uscf-team, mca-team,"), noCounterpart.err());

    Run individualFile = CliTests.run("standings", CliTests.wscf().toString(), "--teams");
    assertEquals(2, individualFile.status());
    assertEquals(CliTests.wscf() + ":1:1: no team records (310, or 013) to rank teams by\n",
        individualFile.err());
  }
}
