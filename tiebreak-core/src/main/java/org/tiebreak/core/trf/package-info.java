/**
 * FIDE Tournament Report Files (TRF16, TRF26 and JaVaFo's TRF(x) records): {@link
 * org.tiebreak.core.trf.Trf} reads a file into a {@link org.tiebreak.core.trf.TrfDocument} (its
 * records and the {@link org.tiebreak.api.Tournament} they describe) and writes documents and
 * tournaments back.
 */
package org.tiebreak.core.trf;
