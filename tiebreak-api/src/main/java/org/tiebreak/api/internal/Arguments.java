package org.tiebreak.api.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.tiebreak.api.Format;
import org.tiebreak.api.standings.Message;

/** What the API's packages share in checking their arguments. Not exported: nothing here is API. */
public final class Arguments {

  private Arguments() {}

  /**
   * A copy of the elements, none of them null.
   *
   * @throws NullPointerException naming the parameter, and the index of a null element
   */
  public static <T> List<T> checked(Iterable<T> elements, String parameter) {
    Objects.requireNonNull(elements, parameter);
    List<T> copy = new ArrayList<>();
    for (T element : elements) {
      if (element == null) {
        throw new NullPointerException(parameter + "[" + copy.size() + "]");
      }
      copy.add(element);
    }
    return copy;
  }

  /** The format's name in the sentences of the problems. */
  public static Message formatName(Format format) {
    return Message.of("problem.format." + format.name());
  }
}
