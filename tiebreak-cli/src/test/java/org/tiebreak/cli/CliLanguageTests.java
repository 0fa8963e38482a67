package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.cli.CliTests.run;
import static org.tiebreak.cli.CliTests.wscf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.cli.CliTests.Run;

/**
 * {@code --lang}: the library's texts (remarks, explanation lines and notes, comparisons, the
 * problems of a file's tournament) in the language asked for, in every output format.
 */
class CliLanguageTests {

  @TempDir
  Path dir;

  /** The WSCF file with one edit, written to the temporary directory. */
  private Path wscfWith(UnaryOperator<List<String>> edit) throws IOException {
    List<String> lines = edit.apply(new ArrayList<>(Files.readAllLines(wscf())));
    Path file = dir.resolve("edited.trf");
    Files.write(file, lines);
    return file;
  }

  @Test
  void problemTheReaderFinds_inGerman_withItsPlayerAndRound() throws IOException {
    Path file = wscfWith(MalformedFileTests.edit(4, 92, "  99"));

    Run german = run("standings", file.toString(), "--lang", "de");
    Run english = run("standings", file.toString());

    assertEquals(Main.BAD_INPUT, german.status(), german.err());
    assertEquals(file + ":4:92: Spieler 1, Runde 1: der Gegner 99 hat keinen Spielerdatensatz\n",
        german.err());
    assertEquals(file + ":4:92: round 1: the opponent 99 has no player record\n",
        english.err());
  }

  @Test
  void problemTheModelFinds_inGerman_namesTheResultsInWords() throws IOException {
    Path file = wscfWith(MalformedFileTests.edit(9, 99, "1"));

    Run german = run("--lang", "de", "explain", file.toString(), "--player", "1");

    assertEquals(Main.BAD_INPUT, german.status(), german.err());
    assertEquals(file + ":4:99: Spieler 1, Runde 1: das Ergebnis des Spielers gegen 6 ist"
        + " „Sieg“, das von 6 aber „Sieg“\n", german.err());
  }

  @Test
  void explain_inGerman_linesInGerman_headingsInEnglish() {
    Run run = run("explain", wscf().toString(), "--player", "1", "--lang", "de");

    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("Player, A (1): place 1, 6 points after round 6, ruleset"
        + " uscf"), run.out());
    assertTrue(run.out().contains("Modified Median (MM) of player 1: 17\n"), run.out());
    assertTrue(run.out().contains("\n  Runde 3, S, Gegner 9, Punkte 2.5, gewertet 2.5, zählt 0,"
        + " gestrichen\n"), run.out());
    assertEquals(run.out(), run("--lang", "de", "explain", wscf().toString(), "--player", "1")
        .out(), "the option before the command");
  }

  @Test
  void explainJson_inGerman_resultsInGerman() {
    Run run = run("explain", wscf().toString(), "--player", "6", "--format", "json", "--lang",
        "de");

    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("\"result\": \"spielfrei (von der Auslosung)\""), run.out());
    assertTrue(run.out().contains("\"result\": \"R\""), run.out());
  }

  @Test
  void remarks_inGerman_inTextCsvAndJson() {
    String file = wscf().toString();

    Run text = run("standings", file, "--tiebreaks", "LOTS", "--lang", "de");
    Run csv = run("standings", file, "--tiebreaks", "LOTS", "--lang", "de", "--format", "csv");
    Run json = run("standings", file, "--tiebreaks", "LOTS", "--lang", "de", "--format", "json");

    assertTrue(text.out().contains("\n  1-2    1  Player, A    6                                 "
        + "     durch Los zu entscheiden\n"), text.out());
    assertTrue(csv.out().contains("\n1,1-2,1,\"Player, A\",6,,,,,,durch Los zu entscheiden\n"),
        csv.out());
    assertTrue(json.out().contains("\"remark\": \"durch Los zu entscheiden\""), json.out());
    assertTrue(run("standings", file, "--tiebreaks", "LOTS").out()
        .contains("  to be decided by lot\n"));
  }

  @Test
  void english_andALanguageWithoutTexts_printTheEnglishTexts() {
    String file = wscf().toString();
    Run plain = run("explain", file, "--player", "6");

    assertEquals(plain.out(), run("explain", file, "--player", "6", "--lang", "en").out());
    assertEquals(plain.out(), run("explain", file, "--player", "6", "--lang", "fr").out());
    assertTrue(plain.out().contains("\n  round 1, L, opponent 1, score 6,"), plain.out());
  }

  @Test
  void malformedTag_isBadUsage() {
    Run run = run("standings", wscf().toString(), "--lang", "de_DE");

    assertEquals(Main.BAD_INPUT, run.status());
    assertEquals("tiebreak: --lang needs a BCP 47 language tag such as de or de-AT: de_DE\n",
        run.err());
  }
}
