package org.tiebreak.trf;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/**
 * How large a file {@link Trf#read(java.nio.file.Path, TrfLimits) reading} accepts, so that a
 * service that reads uploaded files can bound the time and memory one file takes. A file beyond a
 * limit is refused with a {@link TrfException} whose problem, of kind
 * {@link TrfProblem.Kind#TOO_LARGE}, names the limit. The defaults ({@link #DEFAULTS}) are far
 * above any real event (the largest opens and Olympiads have a few thousand players, a few dozen
 * rounds and files of a megabyte or two; 9,999 players, the most a TRF can number, in 13 rounds
 * take 2.2 MB), and a file within them is read and ranked in seconds within 512 MB. The default
 * file size holds 9,999 players in about 150 rounds. It does not hold 100,000 player records of
 * the default limit of players: start ranks have four columns, so a file with more than 9,999
 * player records repeats a start rank or has one that cannot be read, and is refused; a larger
 * default would only let such a file take longer before it is.
 *
 * <pre>{@code
 * TrfDocument document = Trf.read(upload, TrfLimits.DEFAULTS.withMaxPlayers(2_000));
 * }</pre>
 *
 * @param maxFileSize the most bytes a file may have (for text, characters); default 16,000,000
 * @param maxPlayers the most player records ({@code 001}) a file may have, and the most records of
 *     each kind that the team event and the point system are read from ({@code 310}, {@code 013},
 *     {@code 300}, {@code 320}, {@code 330}, {@code 240}, {@code 162}, {@code XXS}); default
 *     100,000
 * @param maxRounds the most rounds a player record may give; default 1,000
 */
@API(status = STABLE, since = "1.0")
public record TrfLimits(long maxFileSize, int maxPlayers, int maxRounds) {

  /** 16,000,000 bytes, 100,000 players, 1,000 rounds. */
  public static final TrfLimits DEFAULTS = new TrfLimits(16_000_000L, 100_000, 1_000);

  /**
   * Checks the limits.
   *
   * @throws IllegalArgumentException if a limit is below 1
   */
  public TrfLimits {
    if (maxFileSize < 1 || maxPlayers < 1 || maxRounds < 1) {
      throw new IllegalArgumentException("every limit must be at least 1: file size "
          + maxFileSize + ", players " + maxPlayers + ", rounds " + maxRounds);
    }
  }

  /** These limits with another {@link #maxFileSize()}. */
  public TrfLimits withMaxFileSize(long maxFileSize) {
    return new TrfLimits(maxFileSize, maxPlayers, maxRounds);
  }

  /** These limits with another {@link #maxPlayers()}. */
  public TrfLimits withMaxPlayers(int maxPlayers) {
    return new TrfLimits(maxFileSize, maxPlayers, maxRounds);
  }

  /** These limits with another {@link #maxRounds()}. */
  public TrfLimits withMaxRounds(int maxRounds) {
    return new TrfLimits(maxFileSize, maxPlayers, maxRounds);
  }
}
