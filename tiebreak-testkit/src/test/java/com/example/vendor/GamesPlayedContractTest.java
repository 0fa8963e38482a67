package com.example.vendor;

import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.testkit.TiebreakRuleContract;

/** The vendor's rule passes the testkit's contract of a tie-break rule. */
class GamesPlayedContractTest implements TiebreakRuleContract {

  @Override
  public TiebreakRule subject() {
    return new GamesPlayed();
  }
}
