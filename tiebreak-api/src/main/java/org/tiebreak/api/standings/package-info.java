/**
 * What a ranking gives back: the {@link org.tiebreak.api.standings.Standings}, every rule's exact
 * value for every player and why each row is where it is, the {@link
 * org.tiebreak.api.standings.Explanation} of each figure round by round, and the
 * {@link org.tiebreak.api.standings.Message}s that standings, explanations and the problems of a
 * tournament are written in, in English or German or a program's own resource bundle.
 */
package org.tiebreak.api.standings;
