package org.tiebreak.testkit.rules;

import java.util.List;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/** The English texts of explanations, for tests that compare them. */
final class Texts {

  private Texts() {}

  /** The explanation's notes in English. */
  static List<String> notes(Explanation explanation) {
    return explanation.notes().stream().map(Message::toString).toList();
  }
}
