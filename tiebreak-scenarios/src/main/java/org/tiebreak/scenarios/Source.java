package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.List;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.standings.Standings;

/**
 * What the searches need of an event with pending games, individual or team: who competes, who
 * met whom, the pending games (in a team event, the matches in progress) with the points each
 * result gives, and the standings of a completion.
 */
abstract class Source {

  /** The start numbers (team numbers) of the competitors, in order. */
  final List<Integer> numbers = new ArrayList<>();

  /** Each competitor's opponents, by start number, in the order of {@link #numbers}. */
  final List<List<Integer>> opponents = new ArrayList<>();

  /** The pending games or matches, by round, then White's (the first team's) number. */
  final List<PendingUnit> units = new ArrayList<>();

  /** Whether the arbiter's decisions may order competitors the chain leaves level. */
  abstract boolean decided();

  /** The standings now. */
  abstract Standings rank(Ruleset ruleset);

  /** The standings of a completion: each unit given the result of that index. */
  abstract Standings rank(Ruleset ruleset, int[] results);
}
