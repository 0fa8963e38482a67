package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfVersion;

/**
 * A file written with the results of its standings ({@link Trf#write(TrfDocument, Standings,
 * TrfVersion)}) reads back to the same tournament, its Points, Rank and team columns are the
 * standings', its records 202 and 212 rank it again to the same standings, and writing it again
 * with those standings changes nothing.
 */
class TrfResultsProperties {

  private static final FideEdition EDITION = FideEdition.EDITION_2026;

  @Provide
  Arbitrary<Tournament> events() {
    return TournamentArbitraries.any();
  }

  @Provide
  Arbitrary<TeamTournament> teamEvents() {
    return TeamTournamentArbitraries.any();
  }

  /** Place, score and the figures of {@code codes} of every row, in order. */
  static List<String> summary(Standings standings, List<String> codes) {
    List<String> rows = new ArrayList<>();
    for (Standings.Row row : standings.rows()) {
      StringBuilder line = new StringBuilder(row.player().startNumber() + " " + row.place()
          + " " + row.score());
      Map<String, Score> values = row.values();
      for (String code : codes) {
        line.append(' ').append(values.get(code));
      }
      rows.add(line.toString());
    }
    return rows;
  }

  /** The chain's codes without the drawing of lots, as records 202 and 212 name them. */
  static List<String> codes(Ruleset ruleset) {
    List<String> codes = new ArrayList<>();
    ruleset.chain().forEach(rule -> codes.add(rule.code()));
    codes.remove("LOTS");
    return codes;
  }

  @Property(tries = 200)
  void individual_resultsWrittenReadBack(@ForAll("events") Tournament event) {
    TrfDocument document = Trf.read(Trf.write(event, TrfVersion.TRF26));
    Tournament tournament = document.tournament();
    Ruleset ruleset = tournament.format().maxMeetings() == Integer.MAX_VALUE
        ? Rulesets.named("fide-2026") : Rulesets.named("fide-2026-rr");
    Standings standings = TiebreakEngine.rank(tournament, ruleset);
    String written = Trf.write(document, standings, TrfVersion.TRF26);
    TrfDocument back = Trf.read(written);

    assertEquals(tournament, back.tournament(), written);
    for (Standings.Row row : standings.rows()) {
      TrfDocument.PlayerRecord record = back.player(row.player().startNumber()).orElseThrow();
      assertEquals(row.rank(), record.rank().orElseThrow(), written);
      assertEquals(row.score(), record.points().orElseThrow(), written);
    }
    List<String> codes = codes(ruleset);
    assertEquals(codes, back.tiebreakCodes(), written);
    Standings again = TiebreakEngine.rank(back.tournament(), Fide.ruleset(EDITION, codes));
    assertEquals(summary(standings, codes), summary(again, codes), written);
    assertEquals(written, Trf.write(back, again, TrfVersion.TRF26));
  }

  /** Under US Chess's rules the ranks are written, and a comment names the chain. */
  @Property(tries = 100)
  void individual_usChess_ranksWrittenWithoutRecord202(@ForAll("events") Tournament event) {
    TrfDocument document = Trf.read(Trf.write(event, TrfVersion.TRF26));
    Assume.that(document.tournament().pointSystem().isStandard());
    Standings standings = TiebreakEngine.rank(document.tournament(), Rulesets.named("uscf"));
    String written = Trf.write(document, standings, TrfVersion.TRF26);
    TrfDocument back = Trf.read(written);

    assertEquals(document.tournament(), back.tournament(), written);
    assertEquals(List.of(), back.tiebreakCodes(), written);
    for (Standings.Row row : standings.rows()) {
      assertEquals(row.rank(), back.player(row.player().startNumber()).orElseThrow().rank()
          .orElseThrow(), written);
    }
  }

  @Property(tries = 150)
  void team_resultsWrittenReadBack(@ForAll("teamEvents") TeamTournament generated) {
    String file;
    try {
      file = Trf.write(generated, TrfVersion.TRF26);
    } catch (IllegalArgumentException noRecordSaysIt) {
      Assume.that(false);
      return;
    }
    TrfDocument document = Trf.read(file);
    TeamTournament event = document.teamTournament().orElseThrow();
    Ruleset ruleset = event.format().maxMeetings() == Integer.MAX_VALUE
        ? Rulesets.named("fide-2026-team") : Rulesets.named("fide-2026-team-rr");
    Standings standings = TiebreakEngine.rank(event, ruleset);
    String written = Trf.write(document, standings, TrfVersion.TRF26);
    TrfDocument back = Trf.read(written);

    assertEquals(event, back.teamTournament().orElseThrow(), written);
    for (Standings.Row row : standings.rows()) {
      int team = row.player().startNumber();
      TrfDocument.TeamRecord record = back.team(team).orElseThrow();
      assertEquals(row.rank(), record.rank().orElseThrow(), written);
      assertEquals(event.score(team, TeamScore.MATCH_POINTS),
          record.matchPoints().orElseThrow(), written);
      assertEquals(event.score(team, TeamScore.GAME_POINTS), record.gamePoints().orElseThrow(),
          written);
    }
    List<String> codes = codes(ruleset);
    assertEquals(codes, back.tiebreakCodes(), written);
    Standings again = TiebreakEngine.rank(back.teamTournament().orElseThrow(),
        Fide.teamRuleset(EDITION, codes));
    assertEquals(summary(standings, codes), summary(again, codes), written);
    assertEquals(written, Trf.write(back, again, TrfVersion.TRF26));
  }
}
