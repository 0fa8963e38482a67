package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.tiebreak.cli.CliTests.run;
import static org.tiebreak.cli.CliTests.wscf;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.cli.CliTests.Run;

/**
 * The command line as a new user meets it: help, usage errors, the list of codes, names matched
 * in any case, files that are not TRF files, and rulesets meant for another format.
 */
class CliUsageTests {

  @Test
  void help_listsTheCommands_andPointsToTheCodes() {
    Run help = run("help");
    assertEquals(0, help.status(), help.err());
    for (String command : List.of("standings", "explain", "check", "rulesets", "compare",
        "help")) {
      assertTrue(help.out().contains("\n  " + command + " "), command + "\n" + help.out());
    }
    assertTrue(help.out().contains("The tie-break codes and the FIDE modifiers: tiebreak rulesets"
        + " --codes."), help.out());
    assertEquals(help.out(), run("--help").out());
  }

  @Test
  void helpCommand_printsTheCommandsUsage() {
    for (String command : List.of("standings", "explain", "compare", "rulesets", "check")) {
      Run help = run("help", command);
      assertEquals(0, help.status(), help.err());
      assertTrue(help.out().startsWith("Usage: tiebreak " + command + " "), help.out());
      assertEquals(run(command, "--help").out(), help.out());
    }
    String standings = run("help", "standings").out().replaceAll("\\s+", " ");
    assertTrue(standings.contains("The codes: tiebreak rulesets --codes."), standings);
    assertTrue(standings.contains("csv is a header row and a row per player, without a legend"),
        standings);
    assertTrue(standings.contains("\"below N on RULE (a to b)\""), standings);
  }

  @Test
  void usageErrors_printTheErrorAndOneLineOfHint() {
    String file = wscf().toString();
    List<List<String>> cases = List.of(
        List.of("", "tiebreak: a command is required: standings, explain, check, rulesets,"
            + " crosstable, prizes, scenarios, compare, help", "try 'tiebreak help'"),
        List.of("standing", "tiebreak: unknown command 'standing'; the commands: standings,"
            + " explain, check, rulesets, crosstable, prizes, scenarios, compare, help"
            + " (did you mean standings?)",
            "try 'tiebreak help'"),
        List.of("standings", "tiebreak: missing required parameter: 'FILE'",
            "try 'tiebreak help standings'"),
        List.of("standings " + file + " --format xml", "tiebreak: invalid value for option"
            + " '--format': expected one of [text, csv, json, html, trf] (case-insensitive) but was 'xml'",
            "try 'tiebreak help standings'"),
        List.of("standings " + file + " --bogus", "tiebreak: unknown option: '--bogus'",
            "try 'tiebreak help standings'"),
        List.of("explain " + file, "tiebreak: missing required argument (specify one of these):"
            + " (--player=START_NUMBER | --team=NUMBER | --name=TEXT)",
            "try 'tiebreak help explain'"),
        List.of("compare " + file + " 1", "tiebreak: missing required parameter: 'B'",
            "try 'tiebreak help compare'"),
        List.of("help bogus", "tiebreak: unknown subcommand 'bogus'", "try 'tiebreak help'"));
    for (List<String> c : cases) {
      String[] args = c.get(0).isEmpty() ? new String[0] : c.get(0).split(" ");
      Run run = run(args);
      assertEquals(2, run.status(), c.get(0));
      assertEquals(c.get(1) + "\n" + c.get(2) + "\n", run.err(), c.get(0));
      assertEquals("", run.out(), c.get(0));
    }
  }

  @Test
  void rulesetsCodes_listsEveryCode_andTheFideModifiersEachTakes() {
    Run run = run("rulesets", "--codes");
    assertEquals(0, run.status(), run.err());
    String out = run.out();
    assertTrue(out.contains("\n  MM       Modified Median              uscf, mca, big-rapids\n"),
        out);
    assertTrue(out.contains("\n  USAT     US Amateur Team system"), out);
    assertTrue(out.contains("\n  BH     Buchholz                                  /Cn /Mn /P :MP"
        + " :GP\n"), out);
    assertTrue(out.contains("\n  KS     Koya system                               /P /Lnn"), out);
    assertTrue(out.contains("\n  ARO    Average Rating of Opponents               /Cn /Mn /Un"),
        out);
    assertTrue(out.contains("\n  WIN    Number of wins                            :MP :GP\n"),
        out);
    assertTrue(out.contains("\n  /Cn   cut the n least significant values\n"), out);
    assertTrue(out.contains("\n  :MP   in a team event, on the match points"), out);
    for (String code : List.of("DE", "PS", "TPN", "AOB", "FB", "SB", "TPR", "PTP", "APRO",
        "APPO", "RTNG", "BC", "MPvGP", "EDET", "EMGSB", "SSSC")) {
      assertTrue(out.contains("\n  " + code + " "), code);
    }
  }

  @Test
  void rulesets_giveTheFormatEachIsMeantFor() {
    Run run = run("rulesets");
    assertTrue(run.out().contains("\nbig-rapids-rr: PLAY; SB, H2H, LOTS\n    Big Rapids Chess"
        + " tie-breaks for round-robin events (2019)\n    meant for round robins and double round"
        + " robins\n    PLAY  Actual-play precedence\n"), run.out());
    assertTrue(run.out().contains("\nfide: BH/C1, BH, SB, PS, DE, WIN, BWG, LOTS\n"), run.out());
  }

  @Test
  void unknownCodes_everyOneReportedAtOnce() {
    Run run = run("standings", wscf().toString(), "--tiebreaks", "MM,XX,SOLK,YY");
    assertEquals(2, run.status());
    assertEquals("""
        tiebreak: --tiebreaks: unknown code "XX": neither a code of uscf nor a FIDE code
        tiebreak: --tiebreaks: unknown code "YY": neither a code of uscf nor a FIDE code
        tiebreak: the codes: tiebreak rulesets --codes
        """, run.err());

    Run named = run("standings", wscf().toString(), "--ruleset", "mca", "--tiebreaks",
        "MM,XX,BH/C1");
    assertEquals(2, named.status());
    List<String> lines = named.err().lines().toList();
    assertEquals("tiebreak: --tiebreaks: unknown code \"XX\" for ruleset mca", lines.get(0));
    assertEquals("tiebreak: --tiebreaks: unknown code \"BH/C1\" for ruleset mca (a FIDE code:"
        + " --ruleset fide)", lines.get(1));
    assertTrue(lines.get(2).startsWith("tiebreak: the codes mca reads: MM, MED, SOLK,"),
        lines.get(2));
    assertEquals(3, lines.size(), named.err());

    Run fide = run("standings", wscf().toString(), "--ruleset", "fide-2026", "--tiebreaks",
        "BH/C1,BH/Q,MM,ZZ");
    assertEquals(2, fide.status());
    lines = fide.err().lines().toList();
    assertEquals("tiebreak: --tiebreaks: \"BH/Q\": BH takes no modifier /Q (it takes /C, /M, /P)",
        lines.get(0));
    assertEquals("tiebreak: --tiebreaks: \"MM\": unknown tie-break MM (a US Chess code:"
        + " --ruleset uscf)", lines.get(1));
    assertEquals("tiebreak: --tiebreaks: \"ZZ\": unknown tie-break ZZ", lines.get(2));
    assertTrue(lines.get(3).startsWith("tiebreak: the codes fide-2026 reads: DE, WIN,"),
        lines.get(3));
  }

  @Test
  void codesOfTwoRulesetsMixed_sayWhich() {
    Run run = run("standings", wscf().toString(), "--tiebreaks", "MM,BH/C1,CUM");
    assertEquals(2, run.status());
    assertEquals("""
        tiebreak: --tiebreaks: BH/C1 only the FIDE rulesets read, and MM, CUM only uscf; a chain \
        is read by one ruleset (name it with --ruleset)
        tiebreak: the codes: tiebreak rulesets --codes
        """, run.err());
  }

  @Test
  void fideCodesWithLots_rankByTheFideRules() {
    Run run = run("standings", wscf().toString(), "--tiebreaks", "BH/C1,LOTS");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("fide after round 6: BH/C1, LOTS\n"), run.out());
  }

  @Test
  void namesCodesAndFormats_inAnyCase() {
    String file = wscf().toString();
    Run lower = run("standings", file, "--ruleset", "uscf", "--tiebreaks", "MM,SOLK",
        "--format", "csv");
    Run upper = run("standings", file, "--ruleset", "USCF", "--tiebreaks", "mm,Solk",
        "--format", "CSV");
    assertEquals(0, upper.status(), upper.err());
    assertEquals(lower.out(), upper.out());
    assertEquals("", upper.err());

    Run fide = run("standings", file, "--ruleset", "FIDE-2026", "--tiebreaks", "bh/c1,sb");
    assertEquals(0, fide.status(), fide.err());
    assertTrue(fide.out().startsWith("fide-2026 after round 6: BH/C1, SB\n"), fide.out());

    String teams = CliFideTests.resource("trf26-team-swiss.trf").toString();
    Run team = run("standings", teams, "--ruleset", "FIDE-2026", "--format", "Json");
    assertEquals(0, team.status(), team.err());
    assertEquals("tiebreak: ranking the teams by fide-2026-team\n", team.err());
    Run alreadyForTeams = run("standings", teams, "--ruleset", "USCF-Team");
    assertEquals(0, alreadyForTeams.status(), alreadyForTeams.err());
    assertEquals("", alreadyForTeams.err(), "no note: the ruleset named ranks teams");
  }

  @Test
  void aDirectory_isNamedAsOne(@TempDir Path dir) {
    Run run = run("explain", dir.toString(), "--player", "1");
    assertEquals(2, run.status());
    assertEquals(dir + ": a directory, not a tournament file\n", run.err());
  }

  @Test
  void aPathThroughAFile_saysWhichPartIsAFile() {
    Path file = wscf().resolve("round1.trf");
    Run run = run("standings", file.toString());
    assertEquals(2, run.status());
    assertEquals(file + ": no such file: " + wscf() + " is a file, not a directory\n", run.err());
  }

  @Test
  void anUnreadableFile_isNamedAsOne(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("locked.trf");
    Files.copy(wscf(), file);
    try {
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("-w-------"));
    } catch (UnsupportedOperationException e) {
      assumeFalse(true, "no POSIX permissions on this file system");
    }
    assumeFalse(Files.isReadable(file), "the user reads every file (root)");
    Run run = run("standings", file.toString());
    assertEquals(2, run.status());
    assertEquals(file + ": cannot be read: permission denied\n", run.err());
  }

  @Test
  void unreadable_namesEachKindOfFailure(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("event.trf");
    assertEquals("cannot be read: permission denied",
        Main.unreadable(file, new AccessDeniedException(file.toString())));
    assertEquals("no such file", Main.unreadable(file, new NoSuchFileException(file.toString())));
    assertEquals("a directory, not a TRF file", Main.unreadable(file,
        new FileSystemException(file.toString(), null, "a directory, not a TRF file")));
    assertEquals("cannot be read: Input/output error",
        Main.unreadable(file, new IOException("Input/output error")));
  }

  @Test
  void aRulesetForAnotherFormat_isUsedWithAWarning() {
    String swiss = wscf().toString();
    for (String ruleset : List.of("fide-rr", "big-rapids-rr", "fide-2024-rr")) {
      Run run = run("standings", swiss, "--ruleset", ruleset);
      assertEquals(0, run.status(), run.err());
      assertTrue(run.err().startsWith("tiebreak: warning: ruleset " + ruleset + " is meant for"
          + " round robins and double round robins and " + swiss + " is a Swiss event\n"),
          run.err());
      assertTrue(run.out().startsWith(ruleset + " after round 6: "), run.out());
    }
    String roundRobin = CliFideTests.resource("trf26-round-robin.trf").toString();
    Run run = run("standings", roundRobin, "--ruleset", "big-rapids-swiss");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().contains("tiebreak: warning: ruleset big-rapids-swiss is meant for Swiss"
        + " events and " + roundRobin + " is a round robin\n"), run.err());
    Run fits = run("standings", swiss, "--ruleset", "big-rapids-swiss");
    assertEquals("", fits.err());
    assertFalse(run("standings", swiss, "--ruleset", "uscf").err().contains("warning"));
  }
}
