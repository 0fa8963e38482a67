package org.tiebreak.formats;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.formats.internal.Json;

/** Writes Chess-JSON as FIDE's reference checker reads it. */
final class ChessJsonWriter {

  private ChessJsonWriter() {}

  /** The points written for a result letter of {@code scoreSystem}. */
  static Map<String, Score> letters(PointSystem points, String what) {
    Score zero = points.points(ResultKind.ZERO_POINT_BYE);
    if (!points.points(ResultKind.FORFEIT_WIN).equals(points.win())) {
      throw new IllegalArgumentException(what + " scores a forfeit win ("
          + points.points(ResultKind.FORFEIT_WIN) + ") apart from a win (" + points.win()
          + "): Chess-JSON's scoreSystem gives both the points of W");
    }
    for (ResultKind kind : List.of(ResultKind.FORFEIT_LOSS, ResultKind.ABSENT,
        ResultKind.WITHDRAWN, ResultKind.LATE_ENTRY)) {
      if (!points.points(kind).equals(zero)) {
        throw new IllegalArgumentException(what + " scores a " + kind.description() + " ("
            + points.points(kind) + ") apart from a zero-point bye (" + zero
            + "): Chess-JSON's scoreSystem gives both the points of Z");
      }
    }
    Map<String, Score> letters = new LinkedHashMap<>();
    letters.put("W", points.win());
    letters.put("D", points.draw());
    letters.put("L", points.loss());
    letters.put("Z", zero);
    letters.put("F", points.points(ResultKind.FULL_POINT_BYE));
    letters.put("H", points.points(ResultKind.HALF_POINT_BYE));
    letters.put("P", points.points(ResultKind.PAIRING_ALLOCATED_BYE));
    return letters;
  }

  static String write(Tournament tournament, Optional<Standings> standings) {
    Map<String, Score> letters = letters(tournament.pointSystem(), "the tournament");
    Json.Writer json = new Json.Writer();
    open(json, tournament.name(), tournament.startDate().map(Object::toString));
    json.name("profiles").beginArray();
    for (Player player : tournament.players()) {
      profile(json, player.startNumber(), player);
    }
    json.endArray();
    json.name("teams").beginArray().endArray();
    json.name("tournaments").beginArray().beginObject();
    tournamentHeader(json, tournament.name(), tournament.startDate().map(Object::toString),
        tournament.format(), false, 0, tournament.plannedRounds(), tournament.roundsCompleted(),
        standings, "PTS");
    json.name("scoreSystem").beginObject();
    scoreSystem(json, "game", letters);
    json.endObject();
    json.name("gameList").beginArray();
    int[] id = {0};
    for (int r = 1; r <= tournament.roundsPlayed(); r++) {
      for (Player player : tournament.players()) {
        RoundResult result = tournament.result(player.startNumber(), r);
        RoundResult other = result.kind().isBye() ? result
            : tournament.result(result.opponentOrZero(), r);
        game(json, id, r, player.startNumber(), result, other.kind());
      }
    }
    json.endArray();
    json.name("competitors").beginArray();
    for (Player player : tournament.players()) {
      int number = player.startNumber();
      json.beginObject();
      json.name("cid").number(number);
      json.name("profileId").number(number);
      json.name("present").bool(true);
      json.name("gamePoints");
      points(json, tournament.score(number));
      player.rating().ifPresent(rating -> json.name("rating").number(rating));
      standings.ifPresent(s -> rankAndScores(json, s, number));
      json.endObject();
    }
    json.endArray();
    json.endObject().endArray();
    json.endObject().endObject();
    return json.toString();
  }

  /** The file object and the event up to its profiles. */
  static void open(Json.Writer json, String name, Optional<String> startDate) {
    json.beginObject();
    json.name("filetype").string("Event");
    json.name("version").string("1.0");
    json.name("origin").string("Tiebreak");
    json.name("published").string("");
    json.name("status").beginObject().name("code").number(0).endObject();
    json.name("event").beginObject();
    json.name("eventName").string(name);
    json.name("eventInfo").beginObject();
    json.name("fullName").string(name);
    startDate.ifPresent(date -> json.name("startDate").string(date));
    json.endObject();
  }

  static void profile(Json.Writer json, int id, Player player) {
    String name = player.name();
    int comma = name.indexOf(',');
    json.beginObject();
    json.name("id").number(id);
    json.name("lastName").string(comma < 0 ? name : name.substring(0, comma).strip());
    json.name("firstName").string(comma < 0 ? "" : name.substring(comma + 1).strip());
    json.name("sex").string("");
    json.name("federation").string(player.federationIds().getOrDefault("FED", ""));
    String fideId = player.federationIds().getOrDefault("FIDE", "");
    if (fideId.matches("[0-9]{1,9}")) {
      json.name("fideId").number(fideId.replaceFirst("^0+(?=.)", ""));
    }
    json.name("fideName").string(name);
    player.rating().ifPresent(rating -> json.name("rating").beginArray().number(rating)
        .endArray());
    json.endObject();
  }

  static void tournamentHeader(Json.Writer json, String name, Optional<String> startDate,
      Format format, boolean teams, int boards, int planned, int completed,
      Optional<Standings> standings, String primary) {
    json.name("tournamentNo").number(1);
    json.name("name").string(name);
    json.name("tournamentType").string(switch (format) {
      case SWISS -> teams ? "Team Swiss" : "Swiss";
      case ROUND_ROBIN -> teams ? "Team round robin" : "Round robin";
      case DOUBLE_ROUND_ROBIN -> teams ? "Team double round robin" : "Double round robin";
    });
    json.name("tournamentInfo").beginObject();
    json.name("fullName").string(name);
    startDate.ifPresent(date -> json.name("startDate").string(date));
    json.endObject();
    json.name("teamTournament").bool(teams);
    if (teams) {
      json.name("teamSize").number(boards);
    }
    json.name("numRounds").number(planned);
    json.name("currentRound").number(completed);
    json.name("rankOrder").beginArray();
    json.string(primary);
    standings.ifPresent(s -> {
      for (TiebreakRule rule : s.ruleset().chain()) {
        json.string(rule.code());
      }
    });
    json.endArray();
  }

  static void scoreSystem(Json.Writer json, String kind, Map<String, Score> letters) {
    json.name(kind).beginObject();
    for (Map.Entry<String, Score> letter : letters.entrySet()) {
      json.name(letter.getKey());
      points(json, letter.getValue());
    }
    json.endObject();
  }

  /**
   * One player's side of a round: a game or forfeit written once, from White's side (or from the
   * lower start number's where the colour is unknown), a bye as a game against 0.
   */
  static void game(Json.Writer json, int[] id, int round, int player, RoundResult result,
      ResultKind opponentKind) {
    ResultKind kind = result.kind();
    if (kind.isBye()) {
      json.beginObject();
      json.name("id").number(++id[0]);
      json.name("round").number(round);
      json.name("white").number(player);
      json.name("black").number(0);
      json.name("played").bool(kind == ResultKind.PAIRING_ALLOCATED_BYE);
      json.name("rated").bool(false);
      json.name("wResult").string(switch (kind) {
        case FULL_POINT_BYE -> "W";
        case HALF_POINT_BYE -> "D";
        case PAIRING_ALLOCATED_BYE -> "P";
        default -> "Z";
      });
      json.endObject();
      return;
    }
    int opponent = result.opponentOrZero();
    Optional<Colour> colour = result.colour();
    boolean white = colour.map(c -> c == Colour.WHITE).orElse(player < opponent);
    if (!white) {
      return;
    }
    json.beginObject();
    json.name("id").number(++id[0]);
    json.name("round").number(round);
    json.name("white").number(player);
    json.name("black").number(opponent);
    json.name("played").bool(!kind.isForfeit());
    json.name("rated").bool(kind.isPlayed());
    if (!kind.isPending()) {
      json.name("wResult").string(letter(kind));
      json.name("bResult").string(letter(opponentKind));
    }
    json.endObject();
  }

  private static String letter(ResultKind kind) {
    return switch (kind) {
      case WIN, FORFEIT_WIN -> "W";
      case DRAW -> "D";
      case LOSS -> "L";
      default -> "Z";
    };
  }

  /**
   * {@code rank} and {@code tieBreakScore}: the score, then every rule's figure in chain order, as
   * {@code rankOrder} lists them; null where a rule has no figure for the row. A player the
   * standings leave out (expelled, or gone from a round robin early) has neither.
   */
  static void rankAndScores(Json.Writer json, Standings standings, int number) {
    if (standings.leftOut().contains(number)) {
      return;
    }
    Standings.Row row = standings.row(number);
    json.name("rank").number(row.rank());
    json.name("tieBreakScore").beginArray();
    points(json, row.score());
    Map<String, Score> values = row.values();
    for (TiebreakRule rule : standings.ruleset().chain()) {
      Score value = values.get(rule.code());
      if (value == null) {
        json.nullValue();
      } else {
        points(json, value);
      }
    }
    json.endArray();
  }

  /** Points as a JSON number of exact digits; a fraction with no finite decimal as a string. */
  static void points(Json.Writer json, Score score) {
    Optional<java.math.BigDecimal> decimal = score.toBigDecimal();
    if (decimal.isPresent()) {
      json.number(decimal.get().toPlainString());
    } else {
      json.string(score.toString());
    }
  }

}
