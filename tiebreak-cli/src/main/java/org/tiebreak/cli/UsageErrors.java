package org.tiebreak.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;

/**
 * The command line's usage: the commands added to those {@link Main} declares ({@code compare},
 * which writes text only, and {@code help}), and usage errors printed as the error and one line of hint
 * ({@code try 'tiebreak help standings'}) rather than the whole usage. Formats and other names of
 * the options' values are read in any case.
 */
final class UsageErrors {

  private UsageErrors() {}

  /** Adds the commands and the handling of usage errors to the command line. */
  static void configure(CommandLine commandLine, PrintWriter err) {
    commandLine.addSubcommand("compare", new CompareCommand());
    CommandLine.Model.CommandSpec compare = commandLine.getSubcommands().get("compare")
        .getCommandSpec();
    compare.remove(compare.findOption("--format"));
    commandLine.addSubcommand("help", new CommandLine.HelpCommand());
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    commandLine.getCommandSpec().usageMessage().footerHeading("%n").footer(
        "The tie-break codes and the FIDE modifiers: tiebreak rulesets --codes.",
        "Each command's options: tiebreak help COMMAND.");
    CommandLine standings = commandLine.getSubcommands().get("standings");
    if (standings != null) {
      standings.getCommandSpec().usageMessage().footerHeading("%n").footer(
          "text is an aligned table, then a legend of the codes (name and variant), of blank"
              + " figures and of \"Decided by\"; csv is a header row and a row per player,"
              + " without a legend (tiebreak rulesets gives the codes' names and variants).",
          "Decided by: on every row but the first and those sharing the place above, \"below N"
              + " on RULE (a to b)\": the row above (N, its start number), the rule that put it"
              + " above and both figures, the higher first; csv gives them as below,"
              + " decidedBy, aboveValue and ownValue.",
          "A figure is an exact decimal (6, 6.5, 0.25); it is blank where the rule was not"
              + " applied to the player or reads ratings in an event where no one is rated.");
    }
    commandLine.setParameterExceptionHandler((e, args) -> {
      CommandLine failed = e.getCommandLine();
      err.println("tiebreak: " + message(e));
      err.println("try 'tiebreak help" + (failed == commandLine ? ""
          : " " + failed.getCommandName()) + "'");
      return Main.BAD_INPUT;
    });
  }

  /** The error, its first letter lower case as in the tool's other messages. */
  private static String message(CommandLine.ParameterException e) {
    String message = e.getMessage() == null ? "bad usage" : e.getMessage();
    if (e instanceof CommandLine.UnmatchedArgumentException unmatched
        && unmatched.getCommandLine().getSubcommands().size() > 0
        && unmatched.getUnmatched().size() > 0
        && !unmatched.getUnmatched().get(0).startsWith("-")) {
      List<String> suggestions = unmatched.getSuggestions();
      message = "unknown command '" + unmatched.getUnmatched().get(0) + "'; the commands: "
          + String.join(", ", unmatched.getCommandLine().getSubcommands().keySet())
          + (suggestions.isEmpty() ? "" : " (did you mean " + suggestions.get(0) + "?)");
    }
    message = message.strip();
    if (message.startsWith("Error: ")) {
      message = message.substring("Error: ".length());
    }
    if (message.endsWith(".")) {
      message = message.substring(0, message.length() - 1);
    }
    return message.isEmpty() ? "bad usage"
        : message.substring(0, 1).toLowerCase(Locale.ROOT) + message.substring(1);
  }
}
