package org.tiebreak.testkit;

import net.jqwik.api.Group;
import org.tiebreak.prizes.SharingPolicies;
import org.tiebreak.prizes.SharingPolicy;

/** Every built-in sharing policy passes {@link SharingPolicyContract}: one group per policy. */
class BuiltInSharingPolicyContractProperties {

  @Group
  class UsChess implements SharingPolicyContract {
    @Override
    public SharingPolicy subject() {
      return SharingPolicies.usChess();
    }
  }

  @Group
  class UsChessAsPrinted implements SharingPolicyContract {
    @Override
    public SharingPolicy subject() {
      return SharingPolicies.usChessAsPrinted();
    }
  }

  @Group
  class Equal implements SharingPolicyContract {
    @Override
    public SharingPolicy subject() {
      return SharingPolicies.equal();
    }
  }

  @Group
  class Hort implements SharingPolicyContract {
    @Override
    public SharingPolicy subject() {
      return SharingPolicies.hort();
    }

    @Override
    public boolean sharesAmongTied() {
      return false;
    }
  }

  @Group
  class None implements SharingPolicyContract {
    @Override
    public SharingPolicy subject() {
      return SharingPolicies.none();
    }

    @Override
    public boolean sharesAmongTied() {
      return false;
    }
  }
}
