package org.tiebreak.trf;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/**
 * The edition of the FIDE Tournament Report File that {@link Trf#write(TrfDocument, TrfVersion)}
 * writes. Reading accepts both.
 */
@API(status = STABLE, since = "1.0")
public enum TrfVersion {
  /**
   * TRF16 (FIDE Handbook C.04 Annex 2, approved 2015), with JaVaFo's {@code XXR} record for the
   * planned number of rounds. A document is written with every record as read, so records of
   * TRF26 such as {@code 142} are kept.
   */
  TRF16,
  /**
   * TRF26 (TRF Version 2026, applied from 1 September 2025): the planned number of rounds is
   * written as record {@code 142} in place of an {@code XXR} record.
   */
  TRF26
}
