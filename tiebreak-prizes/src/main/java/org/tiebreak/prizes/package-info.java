/**
 * Prizes: who gets which prize of a prize list, from the standings.
 *
 * <p>A {@link org.tiebreak.prizes.PrizeList} holds categories of prizes (place prizes, rating
 * classes, unrated prizes, groups such as juniors) with cash exact in the currency's minor unit,
 * non-cash awards and titles. {@link org.tiebreak.prizes.Prizes#distribute} gives them out by
 * the standings under a {@link org.tiebreak.prizes.SharingPolicy}: US Chess rule 32B, equal
 * sharing, the Hort system or none ({@link org.tiebreak.prizes.SharingPolicies}), or a program's
 * own. The result, a {@link org.tiebreak.prizes.PrizeDistribution}, gives each player's
 * {@link org.tiebreak.prizes.Award} with its explanation and what became of each prize, and its
 * money adds up to the cent.
 */
package org.tiebreak.prizes;
