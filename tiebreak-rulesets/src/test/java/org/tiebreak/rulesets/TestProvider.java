package org.tiebreak.rulesets;

import java.util.List;
import org.tiebreak.api.Ruleset;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;

/** A vendor's provider, registered through META-INF/services in the test resources. */
public final class TestProvider implements RulesetProvider {

  @Override
  public List<Ruleset> rulesets() {
    return List.of(Ruleset.builder().name("test-club").description("a vendor's ruleset")
        .addRules(Mca.kashdan(), Uscf.solkoff()).build());
  }
}
