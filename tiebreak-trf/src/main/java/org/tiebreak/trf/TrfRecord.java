package org.tiebreak.trf;

import java.util.Objects;

/**
 * One record (line) of a TRF document: a player record parsed into fields, or any other line kept
 * exactly as it was read (headers, unknown records, {@code ###} comments, blank lines).
 */
final class TrfRecord {

  /** The line as read, or {@code null} for a player record. */
  final String text;
  /** The player record, or {@code null}. */
  final TrfDocument.PlayerRecord player;

  private TrfRecord(String text, TrfDocument.PlayerRecord player) {
    this.text = text;
    this.player = player;
  }

  static TrfRecord verbatim(String text) {
    return new TrfRecord(Objects.requireNonNull(text, "text"), null);
  }

  static TrfRecord player(TrfDocument.PlayerRecord player) {
    return new TrfRecord(null, Objects.requireNonNull(player, "player"));
  }

  /** The record's code: its first three characters (the whole line if it is shorter). */
  String code() {
    if (player != null) {
      return "001";
    }
    return text.length() <= 3 ? text : text.substring(0, 3);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof TrfRecord other)) {
      return false;
    }
    return Objects.equals(text, other.text) && Objects.equals(player, other.player);
  }

  @Override
  public int hashCode() {
    return Objects.hash(text, player);
  }

  @Override
  public String toString() {
    return player != null ? player.toString() : text;
  }
}
