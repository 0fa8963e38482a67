package com.example.vendor;

import org.tiebreak.api.Ruleset;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.RulesetContract;

/** The vendor's ruleset, as registered, passes the testkit's contract of a ruleset. */
class ClubRulesetContractTest implements RulesetContract {

  @Override
  public Ruleset subject() {
    return Rulesets.named(ClubRuleset.NAME);
  }
}
