package org.tiebreak.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tiebreak.api.Player;
import org.tiebreak.api.standings.Standings;

/**
 * Finds a player, or a team where teams are ranked, by number or by name: a name is any part of
 * it, without regard to case, that only one name holds (or that one name is in full).
 */
final class Participants {

  private Participants() {}

  /**
   * The start number (team number) a command line argument names: a number as written, else (and
   * where no one has that number, as in "1860" of "TSV 1860") a part of a name.
   *
   * @param who "player" or "team"
   * @throws Main.BadInput if no one has that number, if no name holds the text, or if several
   *     do (each listed)
   */
  static int find(Standings standings, String argument, String who, Path file) {
    String text = argument.strip();
    if (!text.isEmpty() && text.chars().allMatch(c -> c >= '0' && c <= '9')) {
      try {
        return byNumber(standings, text, who, file);
      } catch (Main.BadInput noSuchNumber) {
        boolean inAName = standings.rows().stream()
            .anyMatch(row -> row.player().name().contains(text));
        if (!inAName) {
          throw noSuchNumber;
        }
      }
    }
    return byName(standings, text, who, file);
  }

  /** The start number (team number) written, if someone has it. */
  static int byNumber(Standings standings, String text, String who, Path file) {
    int number;
    try {
      number = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      number = -1;
    }
    if (number < 0 || standings.tournament().findPlayer(number).isEmpty()) {
      throw new Main.BadInput(List.of("tiebreak: no " + who + " with " + numberName(who) + " "
          + text + " in " + file));
    }
    return number;
  }

  /**
   * The one player (team) whose name holds the text, without regard to case; among several, the
   * one whose name it is in full.
   */
  static int byName(Standings standings, String text, String who, Path file) {
    if (text.isEmpty()) {
      throw new Main.BadInput(List.of("tiebreak: an empty name; give a part of the " + who
          + "'s name or its " + numberName(who)));
    }
    String wanted = text.toLowerCase(Locale.ROOT);
    List<Player> matches = new ArrayList<>();
    for (Standings.Row row : standings.rows()) {
      if (row.player().name().toLowerCase(Locale.ROOT).contains(wanted)) {
        matches.add(row.player());
      }
    }
    List<Player> exact = matches.stream()
        .filter(p -> p.name().toLowerCase(Locale.ROOT).equals(wanted)).toList();
    if (matches.size() == 1 || exact.size() == 1) {
      return (matches.size() == 1 ? matches : exact).get(0).startNumber();
    }
    if (matches.isEmpty()) {
      throw new Main.BadInput(List.of("tiebreak: no " + who + "'s name in " + file + " holds \""
          + text + "\""));
    }
    matches.sort((a, b) -> Integer.compare(a.startNumber(), b.startNumber()));
    List<String> messages = new ArrayList<>();
    messages.add("tiebreak: \"" + text + "\" is in the names of " + matches.size() + " "
        + who + "s; give more of the name, or the " + numberName(who) + ":");
    for (Player player : matches) {
      messages.add(String.format("%6d  %s", player.startNumber(),
          Printable.escape(player.name())));
    }
    throw new Main.BadInput(messages);
  }

  /** "start number" for a player, "number" for a team. */
  static String numberName(String who) {
    return who.equals("team") ? "number" : "start number";
  }
}
