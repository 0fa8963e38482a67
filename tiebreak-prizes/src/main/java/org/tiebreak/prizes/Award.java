package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.apiguardian.api.API;
import org.tiebreak.api.Player;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Message;

/**
 * What one player (or team) receives: cash in minor units, the prizes it comes from, the
 * non-cash awards and titles, what an unrated limit kept back, and why, line by line.
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class Award {

  private final Player player;
  private final String place;
  private final Score score;
  private final long cash;
  private final long withheld;
  private final List<String> prizes;
  private final List<String> awards;
  private final List<Message> explanation;

  Award(Player player, String place, Score score, long cash, long withheld, List<String> prizes,
      List<String> awards, List<Message> explanation) {
    this.player = player;
    this.place = place;
    this.score = score;
    this.cash = cash;
    this.withheld = withheld;
    this.prizes = List.copyOf(prizes);
    this.awards = List.copyOf(awards);
    this.explanation = List.copyOf(explanation);
  }

  /** The player (for team standings, the team). */
  public Player player() {
    return player;
  }

  /** The player's place in the standings, as printed ({@code "3-5"} when shared). */
  public String place() {
    return place;
  }

  /** The player's score. */
  public Score score() {
    return score;
  }

  /** The cash the player receives, in minor units of the list's currency. */
  public long cash() {
    return cash;
  }

  /**
   * Cash the player's shares came to beyond the list's limit for unrated players and that is
   * kept back (SwissSys's "pool credit"); 0 for most players.
   */
  public long withheld() {
    return withheld;
  }

  /** The ids of the prizes the player wins or shares in, in the list's order. */
  public List<String> prizes() {
    return prizes;
  }

  /** The non-cash awards and titles the player receives, as the list names them. */
  public List<String> awards() {
    return awards;
  }

  /** Why the player receives what they receive, line by line. */
  public List<Message> explanation() {
    return explanation;
  }

  /** The explanation in a language of the library's texts, a line each. */
  public String format(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    StringBuilder text = new StringBuilder();
    for (Message line : explanation) {
      text.append(line.format(locale)).append('\n');
    }
    return text.toString();
  }

  @Override
  public String toString() {
    return player.startNumber() + " " + player.name() + " " + cash
        + (awards.isEmpty() ? "" : " " + awards) + " " + prizes;
  }
}
