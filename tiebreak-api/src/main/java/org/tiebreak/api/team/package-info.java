/**
 * Team events: a {@link org.tiebreak.api.team.TeamTournament} of {@link
 * org.tiebreak.api.team.Team}s playing {@link org.tiebreak.api.team.Match}es of one game per
 * {@link org.tiebreak.api.team.Board}, ranked by match or game points
 * ({@link org.tiebreak.api.team.TeamScore}); and {@link org.tiebreak.api.team.ScholasticTeams},
 * school teams ranked inside an individual event.
 */
package org.tiebreak.api.team;
