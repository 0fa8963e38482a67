package org.tiebreak.api.rule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Score;

class GroupOrderTests {

  @Test
  void valueWithoutPlayer_isRefusedWithTheEntry() {
    Map<Integer, Score> values = new HashMap<>();
    values.put(null, Score.ONE);
    NullPointerException e = assertThrows(NullPointerException.class,
        () -> GroupOrder.of(List.of(List.of(1)), values));
    assertEquals("a value without a player, or a player without a value: null=1", e.getMessage());
  }

  @Test
  void playerWithoutValue_isRefusedWithTheEntry() {
    Map<Integer, Score> values = new HashMap<>();
    values.put(7, null);
    NullPointerException e = assertThrows(NullPointerException.class,
        () -> GroupOrder.of(List.of(List.of(7)), values));
    assertEquals("a value without a player, or a player without a value: 7=null", e.getMessage());
  }

  @Test
  void groupsAndValues_areCopied() {
    List<Integer> first = new ArrayList<>(List.of(2, 1));
    List<List<Integer>> groups = new ArrayList<>(List.of(first));
    Map<Integer, Score> values = new HashMap<>(Map.of(2, Score.ONE, 1, Score.ZERO));
    GroupOrder order = GroupOrder.of(groups, values);
    first.add(3);
    groups.add(List.of(4));
    values.put(3, Score.HALF);
    assertEquals(List.of(List.of(2, 1)), order.groups());
    assertEquals(Map.of(2, Score.ONE, 1, Score.ZERO), order.values());
    assertThrows(UnsupportedOperationException.class, () -> order.values().put(5, Score.ONE));
  }
}
