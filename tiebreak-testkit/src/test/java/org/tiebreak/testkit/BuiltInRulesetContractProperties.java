package org.tiebreak.testkit;

import net.jqwik.api.Group;
import org.tiebreak.api.Ruleset;
import org.tiebreak.rulesets.Rulesets;

/**
 * Every built-in ruleset passes {@link RulesetContract}: one jqwik {@link Group} per ruleset.
 * {@link RulesetProperties} also runs the same checks over every registered ruleset, the
 * vendors' included.
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
}
