package org.tiebreak.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/**
 * The results of a ranking in their TRF26 places, for {@link TrfWriter}: each player's Points
 * (columns 81-84) and Rank (86-89), each team's match points, game points and rank (record 310,
 * columns 55-60, 62-67 and 69-71) when the teams were ranked, and the tie-break list in records
 * 202 and 212.
 */
final class TrfResults {

  /** The codes of FIDE C.07 that record 202 may name, before their modifiers. */
  private static final Set<String> FIDE_CODES = Set.of("DE", "WIN", "WON", "BPG", "BWG", "PS",
      "REP", "STD", "TPN", "BH", "AOB", "FB", "SB", "KS", "ARO", "TPR", "PTP", "APRO", "APPO",
      "RTNG", "BC", "TBR", "BBE", "MPVGP", "ESB", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "EDE",
      "EDET", "EDEB", "EDEBT", "EDEBB", "SSSC", "MP", "GP", "MPTS", "GPTS");

  /** The drawing of lots, which ends a chain and has no code in record 202. */
  private static final String LOTS = "LOTS";

  private final Map<Integer, String[]> players = new HashMap<>();
  private final Map<Integer, String[]> teams = new HashMap<>();
  private final List<String> tiebreakLines = new ArrayList<>();
  private boolean tiebreaksWritten;

  private TrfResults() {}

  /**
   * The results of {@code standings} for {@code document}: its players ranked, or, in a team
   * file, its teams.
   *
   * @throws IllegalArgumentException if the standings rank another tournament (another event, or
   *     the document's after an earlier round)
   */
  static TrfResults of(TrfDocument document, Standings standings) {
    TrfResults results = new TrfResults();
    Tournament tournament = document.tournament();
    Optional<TeamTournament> event = document.teamTournament()
        .filter(teams -> teams.asTournament().equals(standings.tournament()));
    if (event.isEmpty() && !tournament.equals(standings.tournament())) {
      throw new IllegalArgumentException("the standings are not those of the document's"
          + " tournament, after its " + tournament.roundsPlayed() + " rounds");
    }
    for (TrfDocument.PlayerRecord player : document.players()) {
      if (tournament.findPlayer(player.startRank()).isPresent()) {
        results.players.put(player.startRank(), new String[] {
            points(tournament.score(player.startRank()), 4, player.pointsText()),
            player.rankText()});
      }
    }
    for (Standings.Row row : standings.rows()) {
      int number = row.player().startNumber();
      if (event.isPresent()) {
        TeamTournament teams = event.get();
        results.teams.put(number, new String[] {
            points(teams.score(number, TeamScore.MATCH_POINTS), 6, ""),
            points(teams.score(number, TeamScore.GAME_POINTS), 6, ""),
            row.rank() <= 999 ? Integer.toString(row.rank()) : ""});
      } else {
        results.players.get(number)[1] = row.rank() <= 9999 ? Integer.toString(row.rank()) : "";
      }
    }
    String score = event.isEmpty() ? "PTS"
        : event.get().primaryScore() == TeamScore.MATCH_POINTS ? "MPTS" : "GPTS";
    results.tiebreaks(document, standings, score);
    return results;
  }

  /** Records 202 and 212 for the chain, or a comment where its codes are not FIDE's. */
  private void tiebreaks(TrfDocument document, Standings standings, String score) {
    List<String> codes = new ArrayList<>();
    boolean fide = true;
    for (TiebreakRule rule : standings.ruleset().chain()) {
      if (rule.code().equals(LOTS)) {
        continue;
      }
      codes.add(rule.code());
      fide &= FIDE_CODES.contains(rule.code().split("[/:]", 2)[0].toUpperCase(Locale.ROOT));
    }
    String list = String.join(",", codes);
    Optional<String> previous = document.header("202");
    if (previous.isPresent() && !previous.get().equals(fide ? list : "")) {
      tiebreakLines.add("### record 202 was: " + previous.get());
    }
    if (fide) {
      tiebreakLines.add("202 " + list);
      tiebreakLines.add("212 " + score + (codes.isEmpty() ? "" : "," + list));
    } else {
      tiebreakLines.add("### ranked by " + standings.ruleset().name() + ": "
          + String.join(", ", codes) + " (not FIDE tie-breaks: no record 202)");
    }
  }

  /** A score as the columns give it, or {@code otherwise} if it is wider than {@code width}. */
  private static String points(Score score, int width, String otherwise) {
    String text = score.format(1);
    return text.length() <= width ? text : otherwise;
  }

  /** Writes the tie-break records, once, where the body of the file (teams, players) begins. */
  void beforeBody(StringBuilder text) {
    if (!tiebreaksWritten) {
      tiebreaksWritten = true;
      tiebreakLines.forEach(line -> text.append(line).append('\n'));
    }
  }

  /**
   * Whether a line kept as read is written as it is; if not, its replacement (if any) is
   * written into {@code text}: records 202 and 212 give way to the chain's, and a team's 310
   * gets its scores and rank.
   */
  boolean line(String line, StringBuilder text) {
    String code = TrfRecord.code(line);
    if (code.equals("202") || code.equals("212")) {
      beforeBody(text);
      return false;
    }
    if (code.equals("310") || code.equals("013")) {
      beforeBody(text);
    }
    if (code.equals("310") && !teams.isEmpty()) {
      String[] team = teams.get(number(line));
      if (team != null) {
        String written = column(line, 55, 60, team[0]);
        written = column(written, 62, 67, team[1]);
        text.append(column(written, 69, 71, team[2])).append('\n');
        return false;
      }
    }
    return true;
  }

  /** A player record with the results' Points and Rank columns. */
  TrfDocument.PlayerRecord player(TrfDocument.PlayerRecord player) {
    String[] result = players.get(player.startRank());
    if (result == null) {
      return player;
    }
    return new TrfDocument.PlayerRecord(player.line(), player.startRank(), player.sex(),
        player.title(), player.name(), player.ratingText(), player.federation(),
        player.fideId(), player.birthDate(), result[0], result[1], player.rounds());
  }

  /** The team number of a 310 record (columns 5-7), 0 if it cannot be read. */
  private static int number(String line) {
    int[] points = line.codePoints().toArray();
    StringBuilder digits = new StringBuilder();
    for (int i = 4; i < Math.min(7, points.length); i++) {
      if (points[i] >= '0' && points[i] <= '9') {
        digits.appendCodePoint(points[i]);
      } else if (points[i] != ' ') {
        return 0;
      }
    }
    return digits.length() == 0 ? 0 : Integer.parseInt(digits.toString());
  }

  /** {@code line} with {@code value} right-aligned in columns {@code from}-{@code to}. */
  private static String column(String line, int from, int to, String value) {
    int[] points = line.codePoints().toArray();
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < Math.max(points.length, to); i++) {
      int column = i + 1;
      if (column >= from && column <= to) {
        int offset = column - (to + 1 - value.length());
        out.append(offset >= 0 ? value.charAt(offset) : ' ');
      } else {
        out.appendCodePoint(i < points.length ? points[i] : ' ');
      }
    }
    return out.toString().stripTrailing();
  }
}
