package org.tiebreak.scenarios;

import org.tiebreak.api.Score;

/**
 * A pending game or match of an event and the points of each of its results.
 *
 * @param game the game, White (the first team) first
 * @param whitePoints the points White (the first team) scores, by result
 * @param blackPoints the points Black (the second team) scores, by result
 * @param classes for each result, whether White wins (0), it is drawn (1) or Black wins (2)
 * @param unread the result it is given where no answer depends on it
 * @param whiteGamePoints the game points White (the first team) scores, by result: 1, ½ and 0
 *     for a game, the sum of the boards for a match
 * @param blackGamePoints the game points Black (the second team) scores, by result
 * @param boards the pending boards' players, White first, in the order of the result's digits in
 *     base 3 (a game is its own one board)
 */
record PendingUnit(PendingGame game, Score[] whitePoints, Score[] blackPoints, int[] classes,
    int unread, Score[] whiteGamePoints, Score[] blackGamePoints, int[][] boards) {}
