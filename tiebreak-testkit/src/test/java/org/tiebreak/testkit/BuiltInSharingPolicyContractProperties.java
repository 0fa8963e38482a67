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

    /**
     * Players 1 and 4 share place 2-3, taking the second place prize (466.13) and a group's prize
     * only player 4 may win (444.00); player 3, first, keeps half of the first place prize
     * (491.00). The other halves of both place prizes are divided among all three: player 1
     * receives 116.54 + 222.00 + 159.52 = 498.06, more than the first place prize.
     */
    @Override
    public boolean boundedByLargestPrize() {
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
