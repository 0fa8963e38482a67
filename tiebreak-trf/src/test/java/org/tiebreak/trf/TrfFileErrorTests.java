package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.Tournament;

/** A path that is not a readable file is a checked {@link IOException} naming it. */
class TrfFileErrorTests {

  private static TrfDocument document() {
    return Trf.read(Trf.write(Tournament.builder().name("Club").plannedRounds(1)
        .addPlayer(Player.of(1, "Adams")).addPlayer(Player.of(2, "Brown"))
        .addRound(Pairing.game(1, 2, GameResult.DRAW)).build(), TrfVersion.TRF26));
  }

  @Test
  void read_missingFile_isNoSuchFileNamingIt(@TempDir Path dir) {
    Path missing = dir.resolve("none.trf");
    NoSuchFileException e = assertThrows(NoSuchFileException.class, () -> Trf.read(missing));
    assertEquals(missing.toString(), e.getFile());
  }

  @Test
  void read_directory_isNamedAsOne(@TempDir Path dir) {
    FileSystemException e = assertThrows(FileSystemException.class, () -> Trf.read(dir));
    assertEquals(dir.toString(), e.getFile());
    assertEquals(dir + ": a directory, not a TRF file", e.getMessage());
  }

  @Test
  void write_intoAMissingDirectory_isAnIOExceptionNamingIt(@TempDir Path dir) throws IOException {
    TrfDocument document = document();
    Path target = dir.resolve("no/such/dir/out.trf");
    IOException e = assertThrows(IOException.class,
        () -> Trf.write(document, TrfVersion.TRF26, target));
    assertEquals(target.toString(), e.getMessage());
  }

  @Test
  void writeThenRead_roundTrips(@TempDir Path dir) throws IOException {
    TrfDocument document = document();
    Path file = dir.resolve("out.trf");
    Trf.write(document, TrfVersion.TRF26, file);
    assertEquals(document, Trf.read(file));
    assertEquals(Trf.write(document, TrfVersion.TRF26), Files.readString(file));
  }
}
