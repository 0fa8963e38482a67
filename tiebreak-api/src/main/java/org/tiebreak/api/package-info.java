/**
 * What a program that ranks gives the library: a {@link org.tiebreak.api.Tournament} of
 * {@link org.tiebreak.api.Player}s and their {@link org.tiebreak.api.RoundResult}s, built from
 * {@link org.tiebreak.api.Pairing}s, with exact {@link org.tiebreak.api.Score}s under a
 * {@link org.tiebreak.api.PointSystem}, the arbiter's decisions ({@link
 * org.tiebreak.api.TieDecision}, {@link org.tiebreak.api.Departure}), and the
 * {@link org.tiebreak.api.Ruleset} it is ranked by. The other packages: what the ranking gives
 * back ({@link org.tiebreak.api.standings}), team events ({@link org.tiebreak.api.team}), and what
 * a rule author implements ({@link org.tiebreak.api.rule}).
 *
 * <p>Everything here is immutable apart from the builders. Scores and rule values are exact
 * fractions, never floating point. A tournament is validated as a whole when it is built, so a
 * {@code Tournament} object is always consistent; {@link
 * org.tiebreak.api.InvalidTournamentException} lists every problem found.
 *
 * <p>A four-player round robin, built round by round from pairings, and a vendor rule that
 * counts the games a player played over the board; the engine that ranks it is
 * {@code org.tiebreak.core.TiebreakEngine} (module {@code org.tiebreak.core}):
 *
 * <pre>{@code
 * Tournament tournament = Tournament.builder().name("Club championship")
 *     .format(Format.ROUND_ROBIN).plannedRounds(3)
 *     .addPlayer(Player.of(1, "Adams, Ann", 1850))
 *     .addPlayer(Player.of(2, "Brown, Bob", 1720))
 *     .addPlayer(Player.of(3, "Clark, Cy"))                        // unrated
 *     .addPlayer(Player.of(4, "Dunn, Di", 1600))
 *     .addRound(Pairing.game(1, 4, GameResult.DRAW), Pairing.game(2, 3, GameResult.WHITE_WINS))
 *     .addRound(Pairing.game(3, 1, GameResult.BLACK_WINS), Pairing.game(4, 2, GameResult.DRAW))
 *     .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS_BY_FORFEIT),
 *         Pairing.game(3, 4, GameResult.DRAW))
 *     .build();
 * Score adams = tournament.score(1);           // 2.5: a draw, a win and a win by forfeit
 *
 * final class GamesPlayed implements ValueRule {
 *   public String code() { return "GP"; }
 *   public String name() { return "Games played over the board"; }
 *   public Figures figures(TiebreakContext context) {
 *     Crosstable table = context.crosstable();
 *     long[] games = new long[table.players()];
 *     for (int p = 0; p < table.players(); p++) {
 *       for (int r = 0; r < table.rounds(); r++) {
 *         games[p] += table.kind(p, r).isPlayed() ? 1 : 0;
 *       }
 *     }
 *     return Figures.of(games);
 *   }
 * }
 * Ruleset ruleset = Ruleset.builder().name("club").addRules(new GamesPlayed()).build();
 * }</pre>
 */
package org.tiebreak.api;
