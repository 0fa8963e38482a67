package org.tiebreak.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Records of a TRF document: a player record parsed into fields, or a run of other lines kept
 * exactly as they were read (headers, unknown records, {@code ###} comments, blank lines), joined
 * by {@code \n} so that a file of a million comment lines costs its characters and not a million
 * objects. A run is cut into blocks of about {@link #BLOCK} characters at line ends, always in the
 * same places for the same lines, so that equal lines give equal records.
 */
final class TrfRecord {

  /** The characters after which a run of verbatim lines starts a new block. */
  static final int BLOCK = 1 << 14;

  /** The lines as read, joined by {@code \n}, or {@code null} for a player record. */
  final String text;
  /** The player record, or {@code null}. */
  final TrfDocument.PlayerRecord player;

  private TrfRecord(String text, TrfDocument.PlayerRecord player) {
    this.text = text;
    this.player = player;
  }

  /** Calls {@code action} with each line of this run of verbatim lines. */
  void forEachLine(Consumer<String> action) {
    int start = 0;
    for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      action.accept(text.substring(start, end));
      start = end + 1;
    }
    action.accept(start == 0 ? text : text.substring(start));
  }

  /** The code of a line: its first three characters (the whole line if it is shorter). */
  static String code(String line) {
    return line.length() <= 3 ? line : line.substring(0, 3);
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

  /** Builds the records of a document line by line. */
  static final class Builder {
    private final List<TrfRecord> records = new ArrayList<>();
    private final StringBuilder run = new StringBuilder();
    /** Whether {@link #run} holds at least one line (it may be an empty one). */
    private boolean inRun;
    private int lines;

    /** Adds a line kept as it is. */
    Builder line(String text) {
      Objects.requireNonNull(text, "text");
      lines++;
      if (text.length() >= BLOCK) {
        flush();
        records.add(new TrfRecord(text, null));
        return this;
      }
      if (inRun) {
        if (run.length() >= BLOCK) {
          flush();
        } else {
          run.append('\n');
        }
      }
      run.append(text);
      inRun = true;
      return this;
    }

    /** Adds a player record. */
    Builder player(TrfDocument.PlayerRecord player) {
      Objects.requireNonNull(player, "player");
      flush();
      records.add(new TrfRecord(null, player));
      lines++;
      return this;
    }

    /** How many lines were added. */
    int lines() {
      return lines;
    }

    List<TrfRecord> build() {
      flush();
      return records;
    }

    private void flush() {
      if (inRun) {
        records.add(new TrfRecord(run.toString(), null));
        run.setLength(0);
        inRun = false;
      }
    }
  }
}
