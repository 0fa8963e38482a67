package org.tiebreak.api.team;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Problem;
import org.tiebreak.api.standings.Message;

/**
 * Teams formed from the players of an individual event, as the schools of a scholastic Swiss or
 * the clubs of a club Swiss compete: a team scores the total of its best {@link #counted()}
 * members' individual scores, and teams tied on that are separated by the totals of the same
 * members' individual tie-break figures. The engine ranks them from the individual standings
 * ({@code TiebreakEngine.rankTeams} in module {@code org.tiebreak.core}).
 *
 * <pre>{@code
 * ScholasticTeams schools = ScholasticTeams.builder().counted(4)
 *     .addTeam("Lincoln High", 3, 7, 12, 15, 21)     // team 1
 *     .addTeam("Roosevelt Middle", 2, 9, 14)         // team 2: one member short
 *     .build();
 * Standings players = TiebreakEngine.rank(tournament, Rulesets.named("uscf"));
 * Standings teams = TiebreakEngine.rankTeams(players, schools);
 * }</pre>
 *
 * <p>Teams are numbered from 1 in the order they are added; a team's number is its start number
 * in the team standings. A player may be on one team at most; players on no team take part in
 * the individual event only. A team with fewer members than are counted is handled as
 * {@link #shortTeams()} says. This class is immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class ScholasticTeams {

  /**
   * What the standings do with a team that has fewer members than are counted.
   */
  public enum ShortTeams {
    /**
     * The team is ranked with the others, each missing member counting 0 in its score and in
     * every tie-break total: the team competes short, as US scholastic events allow.
     */
    COUNT_ZERO,
    /**
     * The team is ranked below every full team, with its members' totals as under
     * {@link #COUNT_ZERO}; the standings name the separation {@code FULL}.
     */
    RANKED_AFTER_FULL_TEAMS,
    /** The team is left out of the standings. */
    NOT_RANKED
  }

  /**
   * One team.
   *
   * @param number the team's number, from 1 in the order added
   * @param name the team's name
   * @param members the members' start numbers in the individual event, as given
   */
  public record Entry(int number, String name, List<Integer> members) {

    public Entry {
      Objects.requireNonNull(name, "name");
      members = List.copyOf(Objects.requireNonNull(members, "members"));
    }
  }

  private final int counted;
  private final ShortTeams shortTeams;
  private final boolean allMembersFirst;
  private final Optional<List<String>> tiebreaks;
  private final List<Entry> teams;
  private final Map<Integer, Integer> teamOfPlayer;

  private ScholasticTeams(Builder builder, List<Entry> teams, Map<Integer, Integer> teamOfPlayer) {
    this.counted = builder.counted;
    this.shortTeams = builder.shortTeams;
    this.allMembersFirst = builder.allMembersFirst;
    this.tiebreaks = builder.tiebreaks;
    this.teams = teams;
    this.teamOfPlayer = teamOfPlayer;
  }

  /** A builder; {@link Builder#counted} is required. */
  public static Builder builder() {
    return new Builder();
  }

  /** How many of a team's members count: its best N by individual standing. */
  public int counted() {
    return counted;
  }

  /** What the standings do with a team of fewer members than are counted. */
  public ShortTeams shortTeams() {
    return shortTeams;
  }

  /**
   * Whether the first tie-break is the total score of all the team's members, counted or not
   * (code {@code ALL}), as the MCA 2001 and Big Rapids lists break ties in team events before
   * their individual systems. {@code false} unless given.
   */
  public boolean allMembersFirst() {
    return allMembersFirst;
  }

  /**
   * The codes of the individual tie-breaks whose totals break ties between teams, in order;
   * empty for every value rule of the individual ruleset's chain, in chain order.
   */
  public Optional<List<String>> tiebreaks() {
    return tiebreaks;
  }

  /** The teams, by number. */
  public List<Entry> teams() {
    return teams;
  }

  /**
   * The team with this number.
   *
   * @throws IllegalArgumentException if there is none
   */
  public Entry team(int number) {
    if (number < 1 || number > teams.size()) {
      throw new IllegalArgumentException("no team with number " + number);
    }
    return teams.get(number - 1);
  }

  /** The number of the player's team; empty for a player on no team. */
  public OptionalInt teamOf(int player) {
    Integer team = teamOfPlayer.get(player);
    return team == null ? OptionalInt.empty() : OptionalInt.of(team);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ScholasticTeams other && counted == other.counted
        && shortTeams == other.shortTeams && allMembersFirst == other.allMembersFirst
        && tiebreaks.equals(other.tiebreaks) && teams.equals(other.teams);
  }

  @Override
  public int hashCode() {
    return Objects.hash(counted, shortTeams, allMembersFirst, tiebreaks, teams);
  }

  @Override
  public String toString() {
    return "ScholasticTeams{" + teams.size() + " teams, best " + counted + " count, short teams "
        + shortTeams + "}";
  }

  /** Builds {@link ScholasticTeams}. */
  public static final class Builder {
    private int counted;
    private boolean countedGiven;
    private ShortTeams shortTeams = ShortTeams.COUNT_ZERO;
    private boolean allMembersFirst;
    private Optional<List<String>> tiebreaks = Optional.empty();
    private final List<String> names = new ArrayList<>();
    private final List<List<Integer>> members = new ArrayList<>();

    private Builder() {}

    /** How many of a team's members count, at least 1 (required). */
    public Builder counted(int counted) {
      this.counted = counted;
      this.countedGiven = true;
      return this;
    }

    /** What to do with a team of fewer members than are counted; {@code COUNT_ZERO} if not given. */
    public Builder shortTeams(ShortTeams shortTeams) {
      this.shortTeams = Objects.requireNonNull(shortTeams, "shortTeams");
      return this;
    }

    /** Whether all members' total score is the first tie-break (see {@link #allMembersFirst()}). */
    public Builder allMembersFirst(boolean allMembersFirst) {
      this.allMembersFirst = allMembersFirst;
      return this;
    }

    /**
     * The codes of the individual tie-breaks whose totals break ties between teams, in order;
     * each must name a value rule of the individual ruleset. Every value rule of its chain if
     * not given.
     */
    public Builder tiebreaks(String... codes) {
      return tiebreaks(Arrays.asList(codes));
    }

    /** The codes of the individual tie-breaks totalled, in order (see {@link #tiebreaks(String...)}). */
    public Builder tiebreaks(List<String> codes) {
      List<String> copy = new ArrayList<>();
      for (String code : Objects.requireNonNull(codes, "codes")) {
        copy.add(Objects.requireNonNull(code, "code"));
      }
      this.tiebreaks = Optional.of(List.copyOf(copy));
      return this;
    }

    /** Adds the next team: its name and its members' start numbers. */
    public Builder addTeam(String name, int... members) {
      List<Integer> list = new ArrayList<>(members.length);
      for (int member : members) {
        list.add(member);
      }
      return addTeam(name, list);
    }

    /** Adds the next team: its name and its members' start numbers. */
    public Builder addTeam(String name, Collection<Integer> members) {
      Objects.requireNonNull(members, "members");
      List<Integer> list = new ArrayList<>(members.size());
      for (Integer member : members) {
        list.add(Objects.requireNonNull(member, () -> "a member of team " + name));
      }
      names.add(Objects.requireNonNull(name, "name"));
      this.members.add(list);
      return this;
    }

    /**
     * Checks the teams as a whole and builds them.
     *
     * @throws InvalidTournamentException listing every problem: a count below 1 or not given, a
     *     blank or repeated team name, a team without members, a start number below 1, a player
     *     listed twice on a team or on two teams, a blank or repeated tie-break code
     */
    public ScholasticTeams build() {
      List<Problem> problems = new ArrayList<>();
      if (!countedGiven || counted < 1) {
        problems.add(Problem.ofTeam(Problem.Kind.INVALID_COUNTED_MEMBERS, 0, 0, 0, 0,
            countedGiven ? Message.of("problem.countedBelowOne", counted)
                : Message.of("problem.countedRequired")));
      }
      tiebreaks.ifPresent(codes -> {
        List<String> seen = new ArrayList<>();
        for (String code : codes) {
          if (code.isBlank() || seen.contains(code)) {
            problems.add(Problem.ofTeam(Problem.Kind.INVALID_TIEBREAK, 0, 0, 0, 0,
                code.isBlank() ? Message.of("problem.tiebreakBlank")
                    : Message.of("problem.tiebreakTwice", code)));
          }
          seen.add(code);
        }
      });
      Map<String, Integer> byName = new HashMap<>();
      Map<Integer, Integer> teamOfPlayer = new LinkedHashMap<>();
      List<Entry> entries = new ArrayList<>();
      for (int t = 0; t < names.size(); t++) {
        int number = t + 1;
        String name = names.get(t);
        if (name.isBlank()) {
          problems.add(Problem.ofTeam(Problem.Kind.BLANK_NAME, number, 0, 0, 0,
              Message.of("problem.teamBlankName")));
        } else {
          Integer earlier = byName.putIfAbsent(name.strip(), number);
          if (earlier != null) {
            problems.add(Problem.ofTeam(Problem.Kind.DUPLICATE_TEAM_NAME, number, 0, 0, 0,
                Message.of("problem.teamSameName", earlier, name)));
          }
        }
        List<Integer> list = members.get(t);
        if (list.isEmpty()) {
          problems.add(Problem.ofTeam(Problem.Kind.EMPTY_TEAM, number, 0, 0, 0,
              Message.of("problem.teamNoMembers", name)));
        }
        for (int k = 0; k < list.size(); k++) {
          int player = list.get(k);
          if (player < 1) {
            problems.add(Problem.ofTeam(Problem.Kind.UNKNOWN_MEMBER, number, 0, 0, 0,
                Message.of("problem.memberBelowOne", k + 1, player)));
            continue;
          }
          Integer other = teamOfPlayer.putIfAbsent(player, number);
          if (other == null) {
            continue;
          }
          problems.add(Problem.ofTeam(Problem.Kind.PLAYER_ON_TWO_TEAMS, number, 0, 0, player,
              other == number ? Message.of("problem.listedTwice")
                  : Message.of("problem.alsoOnTeam", other, names.get(other - 1))));
        }
        entries.add(new Entry(number, name, list));
      }
      if (!problems.isEmpty()) {
        throw new InvalidTournamentException(problems);
      }
      return new ScholasticTeams(this, List.copyOf(entries),
          Collections.unmodifiableMap(teamOfPlayer));
    }
  }
}
