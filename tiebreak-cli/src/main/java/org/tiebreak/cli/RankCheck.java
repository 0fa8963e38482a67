package org.tiebreak.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Standings;

/**
 * The Rank column of a TRF file (columns 86-89) against the computed standings. A player's rank
 * agrees when it is the computed place, or lies within it when the place is shared (4 within
 * "3-5"). A player who differs is shown against the neighbouring player in the computed order on
 * the side the file moves them to: the player just below their place when the file ranks them
 * lower, the player just above when it ranks them higher.
 */
final class RankCheck {

  /**
   * A player whose rank in the file is not the computed place.
   *
   * @param row the player's row of the standings
   * @param fileRank the rank in the file
   * @param neighbour the neighbouring row on the side the file moves the player to, if any
   * @param comparison how the standings order the player and that neighbour, if there is one
   */
  record Difference(Standings.Row row, int fileRank, Optional<Standings.Row> neighbour,
      Optional<Standings.Comparison> comparison) {

    /** Whether the computed order puts the player above the neighbour. */
    boolean above() {
      return comparison.map(c -> c.higher() == row.player().startNumber()).orElse(false);
    }

    /** The player's figure under the deciding rule. */
    Optional<Score> value() {
      return comparison.flatMap(c -> above() ? c.higherValue() : c.lowerValue());
    }

    /** The neighbour's figure under the deciding rule. */
    Optional<Score> neighbourValue() {
      return comparison.flatMap(c -> above() ? c.lowerValue() : c.higherValue());
    }

    /**
     * How the standings order the player and the neighbour, in the language of {@code locale}:
     * "3 above 16 on SB (8 to 7.25)", "nothing separates 3 and 16"; empty without a neighbour.
     */
    String order(Locale locale) {
      return comparison.map(c -> c.message().format(locale)).orElse("");
    }
  }

  private final Main.Ranking ranking;
  private final Standings standings;
  private final String ranked;
  private final List<Difference> differences;

  private RankCheck(Main.Ranking ranking, String ranked, List<Difference> differences) {
    this.ranking = ranking;
    this.standings = ranking.standings();
    this.ranked = ranked;
    this.differences = List.copyOf(differences);
  }

  /**
   * Compares the file's ranks with the standings: the players' (record 001, columns 86-89), or
   * the teams' where teams are ranked (record 310, columns 69-71).
   *
   * @throws Main.BadInput if the file has no ranks, or a player or team has none
   */
  static RankCheck of(Path file, Main.Ranking ranking) {
    InputFile input = ranking.input();
    Standings standings = ranking.standings();
    boolean teams = ranking.teams().isPresent();
    String column = input.rankHolder(teams);
    List<Standings.Row> rows = standings.rows();
    Map<Integer, Integer> ranks = new HashMap<>();
    List<String> missing = new ArrayList<>();
    for (Standings.Row row : rows) {
      int number = row.player().startNumber();
      InputFile.Rank rank = input.rank(number, teams);
      if (rank.rank().isPresent()) {
        ranks.put(number, rank.rank().getAsInt());
      } else {
        missing.add(file + ":" + rank.place() + " " + (teams ? "team " : "player ") + number
            + " has no rank in " + column);
      }
    }
    if (ranks.isEmpty()) {
      throw new Main.BadInput(List.of(file + ":" + input.firstRankPlace(teams)
          + " no ranks in " + column + " to check"));
    }
    if (!missing.isEmpty()) {
      throw new Main.BadInput(missing);
    }
    Map<Integer, Integer> groupSizes = new HashMap<>();
    for (Standings.Row row : rows) {
      groupSizes.merge(row.rank(), 1, Integer::sum);
    }
    List<Difference> differences = new ArrayList<>();
    for (Standings.Row row : rows) {
      int player = row.player().startNumber();
      int fileRank = ranks.get(player);
      int first = row.rank();
      int last = first + groupSizes.get(first) - 1;
      if (fileRank >= first && fileRank <= last) {
        continue;
      }
      int neighbourIndex = fileRank > last ? last : first - 2;
      Optional<Standings.Row> neighbour = neighbourIndex >= 0 && neighbourIndex < rows.size()
          ? Optional.of(rows.get(neighbourIndex)) : Optional.empty();
      differences.add(new Difference(row, fileRank, neighbour,
          neighbour.map(n -> standings.compare(player, n.player().startNumber()))));
    }
    return new RankCheck(ranking, teams ? "teams" : "players", differences);
  }

  /** The file and the standings checked. */
  Main.Ranking ranking() {
    return ranking;
  }

  /** Whether every rank agrees. */
  boolean agrees() {
    return differences.isEmpty();
  }

  /** The players who differ, in the computed order. */
  List<Difference> differences() {
    return differences;
  }

  /** "16 players: all ranks agree with ..." or "2 of 16 players differ from ...". */
  String summary() {
    int count = standings.rows().size();
    String chain = StandingsOutput.chain(standings.ruleset()) + " (ruleset "
        + standings.ruleset().name() + ", " + StandingsOutput.stage(standings) + ")";
    return agrees() ? count + " " + ranked + ": all ranks agree with " + chain
        : differences.size() + " of " + count + " " + ranked + " differ from " + chain;
  }

  /**
   * A table of the players who differ, if any, with how the standings order each against the
   * neighbour in the language of {@code locale}; then the summary.
   */
  String text(Locale locale) {
    StringBuilder text = new StringBuilder();
    if (!agrees()) {
      List<String[]> cells = new ArrayList<>();
      cells.add(new String[] {"No.", "Name", "File rank", "Place", "Computed order"});
      for (Difference difference : differences) {
        cells.add(new String[] {Integer.toString(difference.row().player().startNumber()),
            Printable.escape(difference.row().player().name()),
            Integer.toString(difference.fileRank()), difference.row().place(),
            Printable.escape(difference.order(locale))});
      }
      int[] widths = new int[5];
      for (String[] line : cells) {
        for (int c = 0; c < line.length; c++) {
          widths[c] = Math.max(widths[c], line[c].length());
        }
      }
      for (String[] line : cells) {
        StringBuilder out = new StringBuilder();
        for (int c = 0; c < line.length; c++) {
          String pad = " ".repeat(widths[c] - line[c].length());
          boolean left = c == 1 || c == 4;
          out.append(c == 0 ? "" : "  ").append(left ? line[c] + pad : pad + line[c]);
        }
        text.append(out.toString().stripTrailing()).append('\n');
      }
      text.append('\n');
    }
    return text.append(summary()).append('\n').toString();
  }

  /** A header row and one row per player who differs. */
  String csv() {
    StringBuilder csv = new StringBuilder("startRank,name,fileRank,place,neighbour,neighbourName,"
        + "placed,decidedBy,value,neighbourValue\n");
    for (Difference difference : differences) {
      Optional<Standings.Row> neighbour = difference.neighbour();
      csv.append(difference.row().player().startNumber()).append(',')
          .append(StandingsOutput.quote(difference.row().player().name())).append(',')
          .append(difference.fileRank()).append(',')
          .append(StandingsOutput.quote(difference.row().place())).append(',')
          .append(neighbour.map(n -> Integer.toString(n.player().startNumber())).orElse(""))
          .append(',')
          .append(StandingsOutput.quote(neighbour.map(n -> n.player().name()).orElse("")))
          .append(',').append(neighbour.isEmpty() ? "" : difference.above() ? "above" : "below")
          .append(',').append(difference.comparison().flatMap(Standings.Comparison::rule)
              .orElse("")).append(',')
          .append(difference.value().map(Score::toString).orElse("")).append(',')
          .append(difference.neighbourValue().map(Score::toString).orElse("")).append('\n');
    }
    return csv.toString();
  }

  /** One JSON object: the ruleset, its chain, whether every rank agrees, and the differences. */
  String json() {
    return JsonOutput.check(this);
  }
}
