package org.tiebreak.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;

/**
 * FIDE codes that name no tie-break, only separators of modifiers: each is refused as a code that
 * cannot be read, by every way a code is given.
 */
class FideCodeTests {

  /** Codes of nothing but separators ({@code !} and {@code #} stand for {@code /}). */
  private static final List<String> SEPARATORS = List.of("/", "//", " / ", "!", "#", "/!#",
      ":/", "/C1", "/P/C1");

  @Test
  void rule_separatorsOnly_refusedAsNamingNoTiebreak() {
    for (String code : SEPARATORS) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> Fide.rule(code));
      assertSame(IllegalArgumentException.class, e.getClass(), code);
      assertEquals("\"" + code.strip() + "\": no tie-break is named before its modifiers",
          e.getMessage());
      assertThrows(IllegalArgumentException.class,
          () -> Fide.rule(FideEdition.EDITION_2024, code));
    }
  }

  @Test
  void rulesets_separatorsOnly_refusedWithEveryCodeNamed() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Fide.ruleset(List.of("/")));
    assertEquals("\"/\": no tie-break is named before its modifiers", e.getMessage());
    IllegalArgumentException both = assertThrows(IllegalArgumentException.class,
        () -> Fide.ruleset(FideEdition.EDITION_2026, List.of("BH", "/", "#")));
    assertEquals("\"/\": no tie-break is named before its modifiers; \"#\": no tie-break is"
        + " named before its modifiers", both.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Fide.teamRuleset(List.of("EDET", "//")));
    assertThrows(IllegalArgumentException.class,
        () -> Fide.teamRuleset(FideEdition.EDITION_2024, List.of("!")));
    assertThrows(IllegalArgumentException.class,
        () -> Rulesets.withRules("fide-2026", List.of("BH", "/")));
  }

  @Test
  void rule_emptyModifier_refusedWhereverItIs() {
    for (String code : List.of("BH/", "BH//C1", "BH/C1/")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> Fide.rule(code));
      assertEquals("\"" + code + "\": an empty modifier", e.getMessage());
    }
    assertEquals("BH/C1", Fide.rule("BH/C1").code());
  }
}
