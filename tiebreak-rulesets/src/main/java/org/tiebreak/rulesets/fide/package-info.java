/**
 * The FIDE tie-break regulations (FIDE Handbook C.07) in their three editions
 * ({@link org.tiebreak.rulesets.fide.FideEdition}): every individual tie-break by its FIDE code
 * with the modifiers of Art. 14 ({@link org.tiebreak.rulesets.fide.Fide}), the treatment of
 * unplayed rounds of Art. 15 and 16, and the FIDE rulesets.
 *
 * <p>Readings where the regulations are silent follow the FIDE Technical Commission's reference
 * checker (TieBreakServer), and each rule's documentation says where: the rounding of AOB, the
 * final round of the Fore Buchholz, the dummy's cap counting the rounds ranked, the Koya limit in
 * round robins with byes, and 6.3 of Direct Encounter. Where the regulations are explicit and the
 * checker differs, the regulations are followed: forfeits count as games in round robins for
 * WON, BPG, BWG and REP (Art. 15.2), and a pairing-allocated bye counts for REP whatever it
 * scores. The checker has no pre-2023 edition; that edition follows the 2009 virtual-opponent
 * rule.
 */
package org.tiebreak.rulesets.fide;
