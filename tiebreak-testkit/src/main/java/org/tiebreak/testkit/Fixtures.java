package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.Tournament;

/**
 * The worked examples of the rule texts the library implements, as tournaments: the WSCF guide's
 * 15-player crosstable, the examples of the Big Rapids Chess tie-break page, the MCA 2001
 * Cumulative example, the US Chess 7th edition examples (as the rulebook summary gives them) and the
 * WinTD help's example.
 *
 * <pre>{@code
 * Fixtures.Example example = Fixtures.bigRapidsSolkoff2();
 * Standings standings = TiebreakEngine.rank(example.tournament(), Rulesets.named(example.ruleset()));
 * Score eric = standings.row(example.player("Eric")).values().get("SOLK");   // 5.5
 * }</pre>
 *
 * <p>Where a text describes a player only by their opponents' scores, the tournament is built
 * with {@link OpponentScenario}: the players the example talks about come first (start numbers
 * 1, 2, ...), then an opponent per round made to finish on the score the text gives, then
 * fillers. Where a text names an example's result but not the whole event, the tournament is
 * made to fit, and where the text means one tie-break alone, the opponents are chosen so that the
 * tie-breaks before it in the text's own order are equal, so the example decides the tie under its
 * ruleset as the text says. Each method documents what the text states and what was made up.
 *
 * <p>Every method returns a new, valid tournament; this class is thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class Fixtures {

  private static final String BIG_RAPIDS = "Big Rapids Chess Tie Breaks (2019)";
  private static final String MCA = "Michigan Chess Association Tie Break Rules (amended 2001)";
  private static final String USCF = "US Chess Official Rules of Chess, 7th edition, rule 34E"
      + " (as summarised from Tim Just's text)";
  private static final String WSCF = "WSCF guide: Tie-breaking in Swiss system tournaments";
  private static final String WINTD = "WinTD help: US Chess tie-breaks (research/rules.md §3.5)";

  private Fixtures() {}

  /**
   * A worked example: where it comes from, the ruleset of its text, the tournament and the
   * players the example talks about.
   *
   * @param source the text the example comes from
   * @param example which example of the text it is
   * @param ruleset the name of the ruleset of that text in {@code Rulesets.named(...)}
   * @param tournament the tournament; its {@link Tournament#name()} names the example
   * @param players the players the example talks about, by the name the text gives them (or a
   *     descriptive one where it gives none), to start number, in the text's order
   */
  public record Example(String source, String example, String ruleset, Tournament tournament,
      Map<String, Integer> players) {

    public Example {
      Objects.requireNonNull(source, "source");
      Objects.requireNonNull(example, "example");
      Objects.requireNonNull(ruleset, "ruleset");
      Objects.requireNonNull(tournament, "tournament");
      players = Collections.unmodifiableMap(new LinkedHashMap<>(players));
    }

    /**
     * The start number of a player the example talks about.
     *
     * @throws IllegalArgumentException if the example has no player of that name
     */
    public int player(String name) {
      Integer number = players.get(name);
      if (number == null) {
        throw new IllegalArgumentException("the example \"" + tournament.name()
            + "\" has no player " + name + "; it has " + players.keySet());
      }
      return number;
    }

    @Override
    public String toString() {
      return tournament.name() + " (" + source + ", " + example + "), players " + players;
    }
  }

  /** Every example of this class, in the order of the methods below. */
  public static List<Example> all() {
    return List.of(wscfCrosstable(), bigRapidsModifiedMedian1(), bigRapidsModifiedMedian2(),
        bigRapidsSolkoff1(), bigRapidsSolkoff2(), bigRapidsCumulative1(), bigRapidsCumulative2(),
        bigRapidsSonnebornBerger1(), bigRapidsSonnebornBerger2(), bigRapidsHeadToHead1(),
        bigRapidsHeadToHead2(), mcaCumulative(), uscfAdjustedScore(), uscfCumulative(), winTd());
  }

  // ------------------------------------------------------------------------------ WSCF

  /**
   * The WSCF guide's example crosstable: 15 players after 6 of 6 rounds, with the byes of the odd
   * field ({@code -B-}, read as pairing-allocated byes worth a point), published with every
   * player's Modified Median, Solkoff, Cumulative and Cumulative of Opposition and the order
   * 1 to 15. The guide works Modified Median, Solkoff and Cumulative of Opposition for players A
   * (start number 1) and B (2), and Cumulative for players C (4) and D (5). Read from the bundled
   * resource {@code org/tiebreak/testkit/wscf-crosstable.txt}, the rows as printed (tab-separated,
   * with the published figures, which {@link Crosstables#parse} skips).
   *
   * <p>Players: {@code "Player, A"} 1, {@code "Player, B"} 2, {@code "Player, C"} 4,
   * {@code "Player, D"} 5. Ruleset {@code uscf}.
   */
  public static Example wscfCrosstable() {
    Tournament parsed = Crosstables.parse(resource("wscf-crosstable.txt"), 6);
    return new Example(WSCF, "example crosstable (15 players, 6 rounds)", "uscf",
        named(parsed, "WSCF guide example crosstable"),
        players("Player, A", 1, "Player, B", 2, "Player, C", 4, "Player, D", 5));
  }

  /** The text of a resource bundled beside this class. */
  static String resource(String name) {
    try (InputStream in = Fixtures.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the resource " + name + " is missing from the testkit");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ------------------------------------------------------------------------------ Big Rapids

  /**
   * Big Rapids Swiss tie-break 1 (Modified Median), example 1: Adam and Barbara both score 4 of 5.
   * Adam's opponents finish on 1, 2, 3, 3.5 and 4, Barbara's on 2, 2.5, 3, 3 and 4; each drops the
   * lowest (a plus score) and both have 12.5, so the Modified Median leaves the tie. Each wins four
   * games and loses the last, to the 4-point opponent.
   *
   * <p>Players: Adam 1, Barbara 2. Ruleset {@code big-rapids-swiss}.
   */
  public static Example bigRapidsModifiedMedian1() {
    return adamAndBarbara("Big Rapids Modified Median example 1",
        "Swiss tie-break 1 (Modified Median), example 1");
  }

  /**
   * Big Rapids Swiss tie-break 2 (Solkoff), example 1: the tournament of
   * {@link #bigRapidsModifiedMedian1()}. From the opponents' scores the text lists, Adam's Solkoff
   * is 13.5 and Barbara's 14.5, so Barbara ranks higher; the text prints 14.5 for Adam and 13.5
   * for Barbara and names Adam the winner, an erratum (it adds each player's list under the other
   * player's name).
   *
   * <p>Players: Adam 1, Barbara 2. Ruleset {@code big-rapids-swiss}.
   */
  public static Example bigRapidsSolkoff1() {
    return adamAndBarbara("Big Rapids Solkoff example 1", "Swiss tie-break 2 (Solkoff), example 1");
  }

  private static Example adamAndBarbara(String name, String example) {
    OpponentScenario scenario = new OpponentScenario(5).name(name);
    scenario.focal("Adam", "W:WLLL", "W:WWLL", "W:WWWL", "W:WWWD", "L:WWWL");
    scenario.focal("Barbara", "W:WWLL", "W:WWLD", "W:WWWL", "W:WWWL", "L:WWWL");
    return new Example(BIG_RAPIDS, example, "big-rapids-swiss", scenario.build(),
        scenario.focalPlayers());
  }

  /**
   * Big Rapids Swiss tie-break 1 (Modified Median), example 2: Calvin and Debrah both score 7 of
   * 7. Calvin's opponents finish on 2, 2, 3.5, 4, 5, 5 and 6, but the 6-point one had a full-point
   * bye in round 1 and counts 5.5: Modified Median 25 (one 2 dropped). Debrah's finish on 1, 2.5,
   * 4, 4, 5, 5.5 and 6: 27 (the 1 dropped). Debrah ranks higher. (The text's last sentence says
   * "Jane" where it means Calvin, an erratum.)
   *
   * <p>Players: Calvin 1, Debrah 2. Ruleset {@code big-rapids-swiss}.
   */
  public static Example bigRapidsModifiedMedian2() {
    OpponentScenario scenario = new OpponentScenario(7)
        .name("Big Rapids Modified Median example 2");
    scenario.focal("Calvin", "W:WWLLLL", "W:WWLLLL", "W:WWWDLL", "W:WWWWLL", "W:WWWWWL",
        "W:WWWWWL", "W:FWWWWW");
    scenario.focal("Debrah", "W:WLLLLL", "W:WWLLLD", "W:WWWWLL", "W:WWWWLL", "W:WWWWWL",
        "W:WWWWWD", "W:WWWWWW");
    return new Example(BIG_RAPIDS, "Swiss tie-break 1 (Modified Median), example 2",
        "big-rapids-swiss", scenario.build(), scenario.focalPlayers());
  }

  /**
   * Big Rapids Swiss tie-break 2 (Solkoff), example 2: Eric and Francis both score 2.5 of 3 and
   * draw each other in round 3. Eric's opponents finish on 1, 2 and 2.5 (Francis), Solkoff 5.5;
   * Francis's on 1, 2 and 2.5 (Eric), but the first had a full-point bye and counts 0.5: Solkoff 5.
   * Eric ranks higher. Their Modified Medians (plus score, the lowest dropped) are both 4.5, so
   * Solkoff decides under the Big Rapids order. (The text also spells her "Fancis" and
   * "Frances".)
   *
   * <p>Players: Eric 1, Francis 2. Ruleset {@code big-rapids-swiss}.
   */
  public static Example bigRapidsSolkoff2() {
    OpponentScenario scenario = new OpponentScenario(3).name("Big Rapids Solkoff example 2");
    scenario.focal("Eric", "W:WL", "W:WW", "D@Francis");
    scenario.focal("Francis", "W:FL", "W:WW", "D@Eric");
    return new Example(BIG_RAPIDS, "Swiss tie-break 2 (Solkoff), example 2", "big-rapids-swiss",
        scenario.build(), scenario.focalPlayers());
  }

  /**
   * Big Rapids Swiss tie-break 3 (Cumulative), example 1, 3 rounds: George wins, draws and wins
   * (running 1, 1.5, 2.5: Cumulative 5); Helen draws, wins and wins (0.5, 1.5, 2.5: 4.5). George
   * ranks higher. The text gives no opponents; here both players meet opponents finishing on 0,
   * 0 and 1.5, so Modified Median and Solkoff are equal and Cumulative decides.
   *
   * <p>Players: George 1, Helen 2. Ruleset {@code big-rapids-swiss}.
   */
  public static Example bigRapidsCumulative1() {
    OpponentScenario scenario = new OpponentScenario(3).name("Big Rapids Cumulative example 1");
    scenario.focal("George", "W:LL", "D:DD", "W:LL");
    scenario.focal("Helen", "D:DD", "W:LL", "W:LL");
    return new Example(BIG_RAPIDS, "Swiss tie-break 3 (Cumulative), example 1",
        "big-rapids-swiss", scenario.build(), scenario.focalPlayers());
  }

  /**
   * Big Rapids Swiss tie-break 3 (Cumulative), example 2, 5 rounds: Jennifer has a full-point bye,
   * then wins, loses, wins, wins (running 1, 2, 2, 3, 4, less 1 for the bye: 11); Kelly wins, wins,
   * loses, wins, wins (12). Kelly ranks higher. The text gives no opponents; here Jennifer's
   * finish on 0, 5, 0, 0 (her bye an opponent with 0) and Kelly's on 0, 0, 5, 0, 0, so Modified
   * Median and Solkoff are equal and Cumulative decides.
   *
   * <p>Players: Jennifer 1, Kelly 2. Ruleset {@code big-rapids-swiss}.
   */
  public static Example bigRapidsCumulative2() {
    OpponentScenario scenario = new OpponentScenario(5).name("Big Rapids Cumulative example 2");
    scenario.focal("Jennifer", "F", "W:LLLL", "L:WWWW", "W:LLLL", "W:LLLL");
    scenario.focal("Kelly", "W:LLLL", "W:LLLL", "L:WWWW", "W:LLLL", "W:LLLL");
    return new Example(BIG_RAPIDS, "Swiss tie-break 3 (Cumulative), example 2",
        "big-rapids-swiss", scenario.build(), scenario.focalPlayers());
  }

  /**
   * Big Rapids round-robin tie-break 1 (Sonneborn-Berger), example 1, a four-player round robin:
   * Alexa beats Cathy and Diane and loses to Betty (2); Betty draws Cathy and Diane (2); Cathy
   * beats Diane (1.5); Diane 0.5. Sonneborn-Berger: Alexa 0 + 1.5 + 0.5 = 2, Betty 2 + 0.75 + 0.25
   * = 3; Betty ranks first. Rounds and colours, which the text does not give, follow the Berger
   * tables.
   *
   * <p>Players: Alexa 1, Betty 2, Cathy 3, Diane 4. Ruleset {@code big-rapids-rr}.
   */
  public static Example bigRapidsSonnebornBerger1() {
    return roundRobin("Big Rapids Sonneborn-Berger example 1",
        "round-robin tie-break 1 (Sonneborn-Berger), example 1",
        List.of("Alexa", "Betty", "Cathy", "Diane"),
        ".011",
        "1.==",
        "0=.1",
        "0=0.");
  }

  /**
   * Big Rapids round-robin tie-break 1 (Sonneborn-Berger), example 2, a four-player round robin:
   * Larry wins with 2 (beats Kelly and Ian, loses to Jill); Jill (draws Ian, beats Larry, loses to
   * Kelly) and Kelly (draws Ian, beats Jill, loses to Larry) tie for second on 1.5; Ian has 1.
   * Sonneborn-Berger: Jill 0.5 + 2 = 2.5, Kelly 0.5 + 1.5 = 2; Jill is second. Rounds and colours
   * follow the Berger tables.
   *
   * <p>Players: Ian 1, Jill 2, Kelly 3, Larry 4. Ruleset {@code big-rapids-rr}.
   */
  public static Example bigRapidsSonnebornBerger2() {
    return roundRobin("Big Rapids Sonneborn-Berger example 2",
        "round-robin tie-break 1 (Sonneborn-Berger), example 2",
        List.of("Ian", "Jill", "Kelly", "Larry"),
        ".==0",
        "=.01",
        "=1.0",
        "101.");
  }

  /**
   * Big Rapids round-robin tie-break 2 (head-to-head), example 1, a four-player round robin: Evan
   * beats Gus and loses to Faith and Hillary (1); Faith and Hillary draw each other and beat Gus
   * and Evan (2.5 each); Gus 0. Faith's and Hillary's Sonneborn-Berger are both 1.25 + 1 + 0 =
   * 2.25 and their game was drawn, so the tie for first stands. Rounds and colours follow the
   * Berger tables.
   *
   * <p>Players: Evan 1, Faith 2, Gus 3, Hillary 4. Ruleset {@code big-rapids-rr}.
   */
  public static Example bigRapidsHeadToHead1() {
    return roundRobin("Big Rapids head-to-head example 1",
        "round-robin tie-break 2 (head-to-head), example 1",
        List.of("Evan", "Faith", "Gus", "Hillary"),
        ".010",
        "1.1=",
        "00.0",
        "1=1.");
  }

  /**
   * Big Rapids round-robin tie-break 2 (head-to-head), example 2: in a six-player round robin
   * Marissa and Roy tie for first with equal Sonneborn-Berger, and Marissa beat Roy, so she wins.
   * The text gives nothing else; this crosstable, made for the fixture, fits it:
   *
   * <pre>
   *              Ma Ro An Be Cl Da  pts  SB
   *   1 Marissa   .  1  ½  0  1  1  3.5  7.25 (Roy 3.5, half of Anna's 2.5, Cleo 1.5, Dan 1)
   *   2 Roy       0  .  1  1  ½  1  3.5  7.25 (Anna 2.5, Ben 3, half of Cleo's 1.5, Dan 1)
   *   3 Anna      ½  0  .  1  1  0  2.5
   *   4 Ben       1  0  0  .  1  1  3
   *   5 Cleo      0  ½  0  0  .  1  1.5
   *   6 Dan       0  0  1  0  0  .  1
   * </pre>
   *
   * <p>Rounds and colours follow the Berger tables. Players: Marissa 1, Roy 2. Ruleset
   * {@code big-rapids-rr}.
   */
  public static Example bigRapidsHeadToHead2() {
    Example example = roundRobin("Big Rapids head-to-head example 2",
        "round-robin tie-break 2 (head-to-head), example 2",
        List.of("Marissa", "Roy", "Anna", "Ben", "Cleo", "Dan"),
        ".1=011",
        "0.11=1",
        "=0.110",
        "100.11",
        "0=00.1",
        "00100.");
    return new Example(example.source(), example.example(), example.ruleset(),
        example.tournament(), players("Marissa", 1, "Roy", 2));
  }

  /**
   * A round robin paired by the Berger tables, from a result table: row {@code i} has one
   * character per player, {@code 1} won, {@code =} drew, {@code 0} lost, {@code .} itself.
   */
  private static Example roundRobin(String name, String example, List<String> names,
      String... table) {
    int n = names.size();
    Tournament.Builder builder = Tournament.builder().name(name).format(Format.ROUND_ROBIN)
        .plannedRounds(BergerTables.rounds(n, false));
    Map<String, Integer> players = new LinkedHashMap<>();
    for (int p = 0; p < n; p++) {
      builder.addPlayer(Player.of(p + 1, names.get(p)));
      players.put(names.get(p), p + 1);
    }
    for (List<int[]> round : BergerTables.cycle(n)) {
      List<Pairing> pairings = new ArrayList<>();
      for (int[] game : round) {
        char white = table[game[0] - 1].charAt(game[1] - 1);
        char black = table[game[1] - 1].charAt(game[0] - 1);
        boolean decisive = (white == '1' && black == '0') || (white == '0' && black == '1');
        if (!decisive && !(white == '=' && black == '=')) {
          throw new IllegalStateException(name + ": the table disagrees about " + game[0]
              + " - " + game[1]);
        }
        pairings.add(Pairing.game(game[0], game[1], white == '1' ? GameResult.WHITE_WINS
            : white == '0' ? GameResult.BLACK_WINS : GameResult.DRAW));
      }
      builder.addRound(pairings);
    }
    return new Example(BIG_RAPIDS, example, "big-rapids-rr", builder.build(), players);
  }

  // ------------------------------------------------------------------------------ MCA

  /**
   * The MCA 2001 Cumulative example, 5 rounds: a full-point bye, then a win, a loss, a draw and a
   * win; running scores 1, 2, 2, 2.5, 3.5, less 1 for the bye: Cumulative 10. The opponents, which
   * the text does not give, finish on 0 (beaten), 4 (winner) and 2 (drawn).
   *
   * <p>Players: Player 1. Ruleset {@code mca}.
   */
  public static Example mcaCumulative() {
    OpponentScenario scenario = new OpponentScenario(5).name("MCA Cumulative example");
    scenario.focal("Player", "F", "W:LLLL", "L:WWWL", "D:DDDL", "W:LLLL");
    return new Example(MCA, "Cumulative example", "mca", scenario.build(),
        scenario.focalPlayers());
  }

  // ------------------------------------------------------------------------------ USCF

  /**
   * The US Chess Modified Median text's adjusted score, 5 rounds: an opponent who won rounds 1 and 2,
   * lost round 3 (to the player) and withdrew for rounds 4 and 5 has 2 points but an adjusted
   * score of 1 + 1 + 0 + 0.5 + 0.5 = 3 in the player's tie-breaks. The player wins every game; the
   * other four opponents, which the text does not give, lose every game (0), so the player's
   * Solkoff, and Modified Median (the lowest, a 0, dropped), are 3.
   *
   * <p>Players: Player 1, Opponent (the withdrawn one) 4. Ruleset {@code uscf}.
   */
  public static Example uscfAdjustedScore() {
    OpponentScenario scenario = new OpponentScenario(5).name("USCF adjusted score example");
    int player = scenario.focal("Player", "W:LLLL", "W:LLLL", "W:WWXX", "W:LLLL", "W:LLLL");
    Tournament tournament = scenario.build();
    int opponent = tournament.result(player, 3).opponent().getAsInt();
    return new Example(USCF, "Modified Median: adjusted score of a withdrawn opponent", "uscf",
        tournament, players("Player", player, "Opponent", opponent));
  }

  /**
   * The US Chess Cumulative examples, 5 rounds: a player with win, loss, win, draw, loss has running
   * scores 1, 1, 2, 2.5, 2.5 and Cumulative 9; another player on 2.5 with running scores 1, 2,
   * 2.5, 2.5, 2.5 (win, win, draw, loss, loss) has 10.5 and ranks higher. The text gives no
   * opponents; here each beaten opponent finishes on 0, each drawn one on 2.5 and each winner on
   * 5, so both players' Modified Median and Solkoff are equal and Cumulative decides.
   *
   * <p>Players: Player 1, Another player 2. Ruleset {@code uscf}.
   */
  public static Example uscfCumulative() {
    OpponentScenario scenario = new OpponentScenario(5).name("USCF Cumulative examples");
    scenario.focal("Player", "W:LLLL", "L:WWWW", "W:LLLL", "D:DDDD", "L:WWWW");
    scenario.focal("Another player", "W:LLLL", "W:LLLL", "D:DDDD", "L:WWWW", "L:WWWW");
    return new Example(USCF, "Cumulative examples", "uscf", scenario.build(),
        scenario.focalPlayers());
  }

  // ------------------------------------------------------------------------------ WinTD

  /**
   * The WinTD help's example, 5 rounds: A and B both score 4 of 5; A's opponents finish on 0, 3,
   * 3, 4 and 5, B's on 3, 2, 5, 3 and 3. Solkoff A 15, B 16 (printed); Modified Median, the lowest
   * dropped, A 15, B 14 (derived). Modified Median comes first in the US Chess order, so A ranks
   * higher. Each loses to one opponent: A to the 5-point one, B to the 5-point one.
   *
   * <p>Players: A 1, B 2. Ruleset {@code uscf}.
   */
  public static Example winTd() {
    OpponentScenario scenario = new OpponentScenario(5).name("WinTD example");
    scenario.focal("A", "W:LLLL", "W:WWWL", "W:WWWL", "W:WWWW", "L:WWWW");
    scenario.focal("B", "W:WWWL", "W:WWLL", "L:WWWW", "W:WWWL", "W:WWWL");
    return new Example(WINTD, "Modified Median and Solkoff example", "uscf", scenario.build(),
        scenario.focalPlayers());
  }

  // ------------------------------------------------------------------------------ helpers

  private static Map<String, Integer> players(Object... nameAndNumber) {
    Map<String, Integer> players = new LinkedHashMap<>();
    for (int k = 0; k < nameAndNumber.length; k += 2) {
      players.put((String) nameAndNumber[k], (Integer) nameAndNumber[k + 1]);
    }
    return players;
  }

  /** The tournament with a name. */
  private static Tournament named(Tournament tournament, String name) {
    Tournament.Builder builder = Tournament.builder().name(name).format(tournament.format())
        .pointSystem(tournament.pointSystem())
        .plannedRounds(tournament.plannedRounds());
    for (Player player : tournament.players()) {
      builder.addRow(player, tournament.results(player.startNumber()));
    }
    return builder.build();
  }
}
