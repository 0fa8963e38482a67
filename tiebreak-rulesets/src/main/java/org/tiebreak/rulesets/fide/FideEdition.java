package org.tiebreak.rulesets.fide;

import static org.apiguardian.api.API.Status.STABLE;

import java.time.LocalDate;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * An edition of the FIDE tie-break regulations (FIDE Handbook C.07). The editions differ in how a
 * participant's unplayed rounds count in the tie-breaks built on opponents' scores (Buchholz,
 * Sonneborn-Berger and their variants) and in a few details of round robins.
 */
@API(status = STABLE, since = "1.0")
public enum FideEdition {
  /**
   * The regulations in force until August 2023 (the 2009 virtual-opponent rule): an opponent's
   * unplayed rounds count as draws, and a participant's own unplayed round is a game against a
   * virtual opponent who had the participant's score before the round, took the other side of
   * its result, and drew every later round.
   */
  PRE_2023(LocalDate.MIN),
  /**
   * The 2023 rewrite (applied from 1 September 2023; for every FIDE-rated event from 1 April
   * 2024) with its 2024 clarifications: unplayed rounds in five categories (Art. 16.2), the
   * score opponents see (16.3), a dummy opponent with the participant's own score (16.4) and the
   * cut exception for voluntary unplayed rounds (16.5). Code 7.6 is REP (formerly GE).
   */
  EDITION_2024(LocalDate.of(2023, 9, 1)),
  /**
   * The regulations applied from 1 March 2026: as {@link #EDITION_2024}, with the dummy's score
   * capped (16.4.1, 16.4.2), Buchholz not to be used in round robins (Art. 8), the exceptions of
   * 15.2 for forfeits in round robins, and the new STD, TPN and RTNG.
   */
  EDITION_2026(LocalDate.of(2026, 3, 1));

  private final LocalDate from;

  FideEdition(LocalDate from) {
    this.from = from;
  }

  /**
   * The edition for an event that started on a day: 2026 from 1 March 2026, 2024 from 1 September
   * 2023, the pre-2023 regulations before; the latest edition when the day is not known. (FIDE's
   * reference checker knows only the 2024 and 2026 editions and ranks every event before
   * 1 March 2026 under the 2024 one.)
   */
  public static FideEdition forStartDate(Optional<LocalDate> startDate) {
    if (startDate.isEmpty()) {
      return EDITION_2026;
    }
    FideEdition edition = PRE_2023;
    for (FideEdition candidate : values()) {
      if (!startDate.get().isBefore(candidate.from)) {
        edition = candidate;
      }
    }
    return edition;
  }

  /** The year the edition is named by in codes and names: 2022, 2024 or 2026. */
  int year() {
    return switch (this) {
      case PRE_2023 -> 2022;
      case EDITION_2024 -> 2024;
      case EDITION_2026 -> 2026;
    };
  }
}
