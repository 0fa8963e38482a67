/**
 * The US Chess rating report that WinTD, SwissSys and other US programs write: three dBase III
 * files, {@code THEXPORT.DBF} (the event), {@code TSEXPORT.DBF} (its sections) and
 * {@code TDEXPORT.DBF} (each player of each section with a field per round,
 * {@code D_RND01} and on). {@link org.tiebreak.uschess.UsChessReport} reads a report into one
 * tournament per section and writes one.
 *
 * <pre>{@code
 * UsChessReport report = UsChessReport.read(Path.of("report/TDEXPORT.DBF"));
 * Tournament open = report.section(1).tournament();
 * UsChessReport.write(List.of(open)).writeTo(Path.of("out"));
 * }</pre>
 */
package org.tiebreak.uschess;
