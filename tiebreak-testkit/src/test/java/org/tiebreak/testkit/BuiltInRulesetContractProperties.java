package org.tiebreak.testkit;

import net.jqwik.api.Group;
import org.tiebreak.api.Ruleset;
import org.tiebreak.rulesets.Rulesets;

/**
 * Every built-in ruleset passes {@link RulesetContract}: one jqwik {@link Group} per ruleset (the
 * FIDE ones of each edition; {@code fide}, {@code fide-rr} and their team rulesets, whose edition
 * follows the date, run in {@link RulesetProperties}), those of teams on team events.
 * {@link RulesetProperties} also runs the same checks over every registered ruleset, of players
 * and of teams, the vendors' included.
 */
class BuiltInRulesetContractProperties {

  @Group
  class Uscf implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("uscf");
    }
  }

  @Group
  class Mca implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("mca");
    }
  }

  @Group
  class McaMinusDropsHighest implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("mca-minus-drops-highest");
    }
  }

  @Group
  class BigRapidsSwiss implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("big-rapids-swiss");
    }
  }

  @Group
  class BigRapidsRoundRobin implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("big-rapids-rr");
    }
  }

  @Group
  class Fide2026 implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-2026");
    }
  }

  @Group
  class Fide2026RoundRobin implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-2026-rr");
    }
  }

  @Group
  class Fide2024 implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-2024");
    }
  }

  @Group
  class Fide2024RoundRobin implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-2024-rr");
    }
  }

  @Group
  class FidePre2023 implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-pre-2023");
    }
  }

  @Group
  class FidePre2023RoundRobin implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-pre-2023-rr");
    }
  }

  @Group
  class UscfTeam implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("uscf-team");
    }
  }

  @Group
  class McaTeam implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("mca-team");
    }
  }

  @Group
  class BigRapidsTeam implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("big-rapids-team");
    }
  }

  @Group
  class BigRapidsTeamRoundRobin implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("big-rapids-team-rr");
    }
  }

  @Group
  class Fide2026Team implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-2026-team");
    }
  }

  @Group
  class Fide2026TeamRoundRobin implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-2026-team-rr");
    }
  }

  @Group
  class Fide2024Team implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-2024-team");
    }
  }

  @Group
  class Fide2024TeamRoundRobin implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-2024-team-rr");
    }
  }

  @Group
  class FidePre2023Team implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-pre-2023-team");
    }
  }

  @Group
  class FidePre2023TeamRoundRobin implements RulesetContract {
    @Override
    public Ruleset subject() {
      return Rulesets.named("fide-pre-2023-team-rr");
    }
  }
}
