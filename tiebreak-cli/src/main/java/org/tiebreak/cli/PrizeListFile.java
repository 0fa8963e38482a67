package org.tiebreak.cli;

import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Currency;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.prizes.InvalidPrizeListException;
import org.tiebreak.prizes.PrizeCategory;
import org.tiebreak.prizes.PrizeList;
import org.tiebreak.prizes.Rounding;
import org.tiebreak.prizes.SharingPolicies;
import org.tiebreak.prizes.SharingPolicy;
import org.tiebreak.trf.TrfDocument;

/**
 * A prize-list file, the JSON document {@code docs/prize-list.schema.json} describes: the
 * currency, the sharing policy, the categories and their prizes, and what the event says of
 * unrated players, a "based on" fund, the ratings for prizes and rounding. Every problem is
 * reported at once, each at its line and column, in the language asked for.
 */
final class PrizeListFile {

  private static final Set<String> TOP = Set.of("$schema", "name", "currency", "sharing",
      "rounding", "unrated", "basedOn", "ratings", "assignedRatings", "categories");
  private static final Set<String> CATEGORY = Set.of("id", "name", "kind", "under", "min", "max",
      "members", "where", "group", "unratedEligible", "prizes");
  private static final Set<String> PRIZE = Set.of("cash", "award", "title");
  private static final Set<String> WHERE = Set.of("sex", "federations", "titles", "bornFrom",
      "bornTo");

  /** What the file says: its name, if any, the list and the sharing policy. */
  record Read(Optional<String> name, PrizeList list, SharingPolicy policy) {}

  private final Path file;
  private final Locale locale;
  private final Set<Integer> players = new HashSet<>();
  private final Optional<TrfDocument> document;
  private final boolean teams;
  private final List<String> problems = new ArrayList<>();
  private Currency currency = Currency.getInstance("USD");

  private PrizeListFile(Path file, Standings standings, Optional<TrfDocument> document,
      boolean teams,
      Locale locale) {
    this.file = file;
    this.locale = locale;
    this.document = document;
    this.teams = teams;
    for (Standings.Row row : standings.rows()) {
      players.add(row.player().startNumber());
    }
  }

  /**
   * The prize list of {@code file}, for the players (or teams) of {@code standings}; the sharing
   * policy named by {@code sharing} where given, else the file's, else {@code us-chess}.
   *
   * @throws Main.BadInput listing every problem of the file at its line and column
   */
  static Read read(Path file, Standings standings, Optional<TrfDocument> document,
      boolean teams, String sharing, Locale locale) {
    JsonTree.Value root;
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      root = JsonTree.read(reader);
    } catch (JsonTree.Malformed e) {
      throw new Main.BadInput(List.of(file + ":" + e.line + ":" + e.column + ": "
          + e.getMessage()));
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new Main.BadInput(List.of(file + ":1:1: not UTF-8 text"));
    } catch (IOException e) {
      throw new Main.BadInput(List.of(file + ": " + Main.unreadable(file, e)));
    }
    return new PrizeListFile(file, standings, document, teams, locale).read(root, sharing);
  }

  private Read read(JsonTree.Value root, String sharing) {
    if (!root.isObject()) {
      throw new Main.BadInput(List.of(file + ":" + root.at() + " a prize list is a JSON object,"
          + " not " + root.kind()));
    }
    Map<String, JsonTree.Value> fields = root.fields();
    known(fields, TOP, "a prize list");
    Optional<String> name = Optional.ofNullable(fields.get("name")).map(this::text);
    JsonTree.Value currencyValue = fields.get("currency");
    if (currencyValue == null) {
      problem(root, "the currency is missing (\"currency\": \"USD\", an ISO 4217 code)");
    } else {
      String code = text(currencyValue);
      try {
        currency = Currency.getInstance(code == null ? "" : code.strip());
      } catch (IllegalArgumentException e) {
        problem(currencyValue, "\"" + code + "\" is not an ISO 4217 currency code such as USD"
            + " or EUR");
      }
    }
    SharingPolicy policy = policy(sharing != null ? null : fields.get("sharing"), sharing);
    PrizeList.Builder list = PrizeList.builder(currency);
    JsonTree.Value rounding = fields.get("rounding");
    if (rounding != null) {
      rounding(rounding, list);
    }
    JsonTree.Value unrated = fields.get("unrated");
    if (unrated != null) {
      unrated(unrated, list);
    }
    JsonTree.Value basedOn = fields.get("basedOn");
    if (basedOn != null) {
      basedOn(basedOn, list);
    }
    ratings(fields.get("ratings"), list, false);
    ratings(fields.get("assignedRatings"), list, true);
    JsonTree.Value categories = fields.get("categories");
    if (categories == null || !categories.isArray() || categories.elements().isEmpty()) {
      problem(categories == null ? root : categories,
          "\"categories\" is an array of at least one category");
    } else {
      Set<String> ids = new HashSet<>();
      for (JsonTree.Value category : categories.elements()) {
        category(category, list, ids);
      }
    }
    if (problems.isEmpty()) {
      try {
        return new Read(name, list.build(), policy);
      } catch (InvalidPrizeListException e) {
        e.problems().forEach(problem -> problem(root, problem.format(locale)));
      }
    }
    throw new Main.BadInput(problems);
  }

  private SharingPolicy policy(JsonTree.Value value, String option) {
    String name = option != null ? option : value == null ? "us-chess" : text(value);
    Optional<SharingPolicy> policy = name == null ? Optional.empty()
        : SharingPolicies.named(name);
    if (policy.isPresent()) {
      return policy.get();
    }
    String names = String.join(", ", SharingPolicies.all().stream().map(SharingPolicy::name)
        .toList());
    if (option != null) {
      throw new Main.BadInput(List.of("tiebreak: --sharing names a sharing policy: " + names
          + "; not " + option));
    }
    problem(value, "\"sharing\" names a sharing policy: " + names);
    return SharingPolicies.usChess();
  }

  private void rounding(JsonTree.Value value, PrizeList.Builder list) {
    if (!object(value, "\"rounding\"", Set.of("unit", "shares"))) {
      return;
    }
    Map<String, JsonTree.Value> fields = value.fields();
    long unit = fields.containsKey("unit") ? amount(fields.get("unit")) : 1;
    if (unit < 1) {
      problem(fields.getOrDefault("unit", value), "the unit of rounding must be more than 0");
      return;
    }
    JsonTree.Value shares = fields.get("shares");
    String mode = shares == null ? "balanced" : text(shares);
    if ("balanced".equals(mode)) {
      list.rounding(Rounding.toUnit(unit));
    } else if ("each-half-up".equals(mode)) {
      list.rounding(Rounding.eachShareHalfUp(unit));
    } else {
      problem(shares, "\"shares\" is \"balanced\" (the default: the shares add up) or"
          + " \"each-half-up\" (each share rounded on its own)");
    }
  }

  private void unrated(JsonTree.Value value, PrizeList.Builder list) {
    if (!object(value, "\"unrated\"", Set.of("limit", "excess"))) {
      return;
    }
    Map<String, JsonTree.Value> fields = value.fields();
    JsonTree.Value limit = fields.get("limit");
    if (limit == null) {
      problem(value, "\"unrated\" gives the \"limit\" of an unrated player's cash");
      return;
    }
    JsonTree.Value excess = fields.get("excess");
    String mode = excess == null ? "withheld" : text(excess);
    PrizeList.UnratedExcess kind = "withheld".equals(mode) ? PrizeList.UnratedExcess.WITHHELD
        : "shared-in-tie".equals(mode) ? PrizeList.UnratedExcess.SHARED_IN_TIE : null;
    if (kind == null) {
      problem(excess, "\"excess\" is \"withheld\" (the default) or \"shared-in-tie\"");
      return;
    }
    list.unratedCashLimit(amount(limit), kind);
  }

  private void basedOn(JsonTree.Value value, PrizeList.Builder list) {
    if (!object(value, "\"basedOn\"", Set.of("entries", "actual", "proportionalUpTo"))) {
      return;
    }
    Map<String, JsonTree.Value> fields = value.fields();
    if (!fields.containsKey("entries")) {
      problem(value, "\"basedOn\" gives the \"entries\" the fund is based on");
      return;
    }
    list.basedOn(whole(fields.get("entries"), 1));
    if (fields.containsKey("actual")) {
      list.entries(whole(fields.get("actual"), 0));
    }
    if (fields.containsKey("proportionalUpTo")) {
      list.proportionalUpTo(amount(fields.get("proportionalUpTo")));
    }
  }

  private void ratings(JsonTree.Value value, PrizeList.Builder list, boolean assigned) {
    if (value == null) {
      return;
    }
    if (!value.isObject()) {
      problem(value, "ratings are an object of start numbers and ratings, not " + value.kind());
      return;
    }
    for (Map.Entry<String, JsonTree.Value> entry : value.fields().entrySet()) {
      int player;
      try {
        player = Integer.parseInt(entry.getKey());
      } catch (NumberFormatException e) {
        problem(entry.getValue(), "\"" + entry.getKey() + "\" is not a start number");
        continue;
      }
      if (!players.contains(player)) {
        problem(entry.getValue(), player + " is not among the ranked " + who());
        continue;
      }
      int rating = whole(entry.getValue(), 0);
      if (assigned) {
        list.assignedRating(player, rating);
      } else {
        list.rating(player, rating);
      }
    }
  }

  private void category(JsonTree.Value value, PrizeList.Builder list, Set<String> ids) {
    if (!object(value, "a category", CATEGORY)) {
      return;
    }
    Map<String, JsonTree.Value> fields = value.fields();
    String id = required(value, "id");
    String name = required(value, "name");
    String kind = required(value, "kind");
    if (id == null || name == null || kind == null) {
      return;
    }
    if (!ids.add(id)) {
      problem(fields.get("id"), "two categories have the id " + id);
    }
    PrizeCategory.Builder category;
    switch (kind) {
      case "place":
        category = PrizeCategory.place(id, name);
        break;
      case "unrated":
        category = PrizeCategory.unrated(id, name);
        break;
      case "rating":
        category = band(value, id, name);
        break;
      case "group":
        category = group(value, id, name);
        break;
      default:
        problem(fields.get("kind"), "\"kind\" is place, rating, unrated or group, not " + kind);
        return;
    }
    if (category == null) {
      return;
    }
    if (!kind.equals("rating") && !kind.equals("group")) {
      for (String band : List.of("under", "min", "max")) {
        if (fields.containsKey(band)) {
          problem(fields.get(band), "a " + kind + " category has no rating band");
        }
      }
    }
    if (!kind.equals("group")) {
      for (String group : List.of("members", "where")) {
        if (fields.containsKey(group)) {
          problem(fields.get(group), "only a group category has members");
        }
      }
    }
    if (fields.containsKey("group")) {
      String group = text(fields.get("group"));
      if (group != null) {
        category.group(group);
      }
    }
    if (fields.containsKey("unratedEligible")) {
      JsonTree.Value eligible = fields.get("unratedEligible");
      if (eligible.isBoolean()) {
        category.unratedEligible((Boolean) eligible.value());
      } else {
        problem(eligible, "\"unratedEligible\" is true or false");
      }
    }
    JsonTree.Value prizes = fields.get("prizes");
    if (prizes == null || !prizes.isArray() || prizes.elements().isEmpty()) {
      problem(prizes == null ? value : prizes, "\"prizes\" is an array of at least one prize");
      return;
    }
    int before = problems.size();
    for (JsonTree.Value prize : prizes.elements()) {
      prize(prize, category);
    }
    if (problems.size() > before) {
      return;
    }
    try {
      PrizeCategory built = category.build();
      if (before == problems.size()) {
        list.add(built);
      }
    } catch (InvalidPrizeListException e) {
      e.problems().forEach(problem -> problem(value, problem.format(locale)));
    }
  }

  private PrizeCategory.Builder band(JsonTree.Value value, String id, String name) {
    Map<String, JsonTree.Value> fields = value.fields();
    if (fields.containsKey("under")) {
      if (fields.containsKey("min") || fields.containsKey("max")) {
        problem(value, "a band is \"under\" a rating, or from \"min\" to \"max\", not both");
      }
      return PrizeCategory.under(id, name, whole(fields.get("under"), 1));
    }
    if (fields.containsKey("min") && fields.containsKey("max")) {
      return PrizeCategory.rating(id, name, whole(fields.get("min"), 0),
          whole(fields.get("max"), 0));
    }
    if (fields.containsKey("min")) {
      return PrizeCategory.atLeast(id, name, whole(fields.get("min"), 0));
    }
    if (fields.containsKey("max")) {
      return PrizeCategory.under(id, name, whole(fields.get("max"), 0) + 1);
    }
    problem(value, "a rating category gives its band: \"under\", or \"min\" and \"max\"");
    return null;
  }

  private PrizeCategory.Builder group(JsonTree.Value value, String id, String name) {
    Map<String, JsonTree.Value> fields = value.fields();
    Set<Integer> members = new TreeSet<>();
    JsonTree.Value listed = fields.get("members");
    JsonTree.Value where = fields.get("where");
    if (listed == null && where == null) {
      problem(value, "a group category names its \"members\" (start numbers), or says"
          + " \"where\" to find them");
      return null;
    }
    if (listed != null) {
      if (!listed.isArray()) {
        problem(listed, "\"members\" is an array of start numbers");
      } else {
        for (JsonTree.Value member : listed.elements()) {
          int number = whole(member, 1);
          if (number >= 1 && !players.contains(number)) {
            problem(member, number + " is not among the ranked " + who());
          }
          members.add(number);
        }
      }
    }
    if (where != null) {
      members.addAll(where(where));
    }
    PrizeCategory.Builder group = PrizeCategory.group(id, name, members);
    if (fields.containsKey("under") || fields.containsKey("min") || fields.containsKey("max")) {
      int min = fields.containsKey("min") ? whole(fields.get("min"), 0) : 0;
      int max = fields.containsKey("under") ? whole(fields.get("under"), 1) - 1
          : fields.containsKey("max") ? whole(fields.get("max"), 0) : Integer.MAX_VALUE;
      group.ratings(min, max);
    }
    return group;
  }

  /** The players whose TRF record matches every condition of {@code where}. */
  private Set<Integer> where(JsonTree.Value where) {
    Set<Integer> found = new TreeSet<>();
    if (!object(where, "\"where\"", WHERE)) {
      return found;
    }
    if (teams || document.isEmpty()) {
      problem(where, "\"where\" reads the players' records of a TRF file; name the "
          + who() + " as \"members\"");
      return found;
    }
    Map<String, JsonTree.Value> fields = where.fields();
    String sex = fields.containsKey("sex") ? text(fields.get("sex")) : null;
    Set<String> federations = strings(fields.get("federations"));
    Set<String> titles = strings(fields.get("titles"));
    String from = fields.containsKey("bornFrom") ? date(fields.get("bornFrom"), true) : null;
    String to = fields.containsKey("bornTo") ? date(fields.get("bornTo"), false) : null;
    for (int player : players) {
      Optional<TrfDocument.PlayerRecord> line = document.get().player(player);
      if (line.isEmpty()) {
        continue;
      }
      TrfDocument.PlayerRecord record = line.get();
      String born = normalised(record.birthDate());
      boolean matches = (sex == null || sex.equalsIgnoreCase(record.sex()))
          && (federations == null || federations.contains(record.federation().toUpperCase(
              Locale.ROOT)))
          && (titles == null || titles.contains(record.title().toUpperCase(Locale.ROOT)))
          && (from == null || (born != null && born.compareTo(from) >= 0))
          && (to == null || (born != null && born.compareTo(to) <= 0));
      if (matches) {
        found.add(player);
      }
    }
    if (found.isEmpty()) {
      problem(where, "no player's record matches \"where\"");
    }
    return found;
  }

  private Set<String> strings(JsonTree.Value value) {
    if (value == null) {
      return null;
    }
    Set<String> strings = new HashSet<>();
    if (!value.isArray()) {
      problem(value, "an array of strings, not " + value.kind());
      return strings;
    }
    for (JsonTree.Value element : value.elements()) {
      String text = text(element);
      if (text != null) {
        strings.add(text.strip().toUpperCase(Locale.ROOT));
      }
    }
    return strings;
  }

  /** A date bound as YYYY/MM/DD: a year alone from its first or to its last day. */
  private String date(JsonTree.Value value, boolean from) {
    String text = text(value);
    String date = text == null ? null : normalised(text);
    if (date == null) {
      problem(value, "a date is YYYY, or YYYY/MM/DD");
      return null;
    }
    return date.length() == 4 ? date + (from ? "/01/01" : "/12/31") : date;
  }

  /** A birth date as YYYY/MM/DD (or YYYY), or null where it is not one. */
  private static String normalised(String date) {
    String text = date.strip().replace('-', '/').replace('.', '/');
    if (text.matches("\\d{4}")) {
      return text;
    }
    return text.matches("\\d{4}/\\d{2}/\\d{2}") ? text : null;
  }

  private void prize(JsonTree.Value value, PrizeCategory.Builder category) {
    if (value.isNumber() || value.isString()) {
      category.cash(amount(value));
      return;
    }
    if (!object(value, "a prize", PRIZE)) {
      return;
    }
    Map<String, JsonTree.Value> fields = value.fields();
    long cash = fields.containsKey("cash") ? amount(fields.get("cash")) : 0;
    JsonTree.Value award = fields.get("award");
    JsonTree.Value title = fields.get("title");
    if (award != null && title != null) {
      problem(value, "a prize gives an \"award\" or a \"title\", not both");
    } else if (title != null) {
      String text = text(title);
      if (text != null) {
        category.title(text, cash);
      }
    } else if (award != null) {
      String text = text(award);
      if (text != null) {
        category.prize(cash, text);
      }
    } else {
      category.cash(cash);
    }
  }

  /** An amount of the currency, in its minor unit; a problem (and 0) if it is not one. */
  private long amount(JsonTree.Value value) {
    BigDecimal amount = null;
    if (value.isNumber()) {
      amount = (BigDecimal) value.value();
    } else if (value.isString()) {
      try {
        amount = new BigDecimal(((String) value.value()).strip());
      } catch (NumberFormatException e) {
        amount = null;
      }
    }
    int digits = Math.max(0, currency.getDefaultFractionDigits());
    if (amount == null) {
      problem(value, "an amount is a number such as 150 or 162.50, not " + value.kind());
      return 0;
    }
    if (amount.signum() < 0) {
      problem(value, "an amount must not be negative: " + amount.toPlainString());
      return 0;
    }
    try {
      return amount.movePointRight(digits).longValueExact();
    } catch (ArithmeticException e) {
      problem(value, amount.stripTrailingZeros().scale() > digits
          ? amount.toPlainString() + " has more decimals than " + currency.getCurrencyCode()
              + " (" + digits + ")"
          : amount.toPlainString() + " is too large");
      return 0;
    }
  }

  private int whole(JsonTree.Value value, int least) {
    if (value.isNumber()) {
      BigDecimal number = (BigDecimal) value.value();
      try {
        int whole = number.intValueExact();
        if (whole >= least) {
          return whole;
        }
      } catch (ArithmeticException e) {
        // reported below
      }
    }
    problem(value, "a whole number of at least " + least + ", not "
        + (value.isNumber() ? ((BigDecimal) value.value()).toPlainString() : value.kind()));
    return least;
  }

  private String required(JsonTree.Value object, String field) {
    JsonTree.Value value = object.fields().get(field);
    if (value == null) {
      problem(object, "\"" + field + "\" is missing");
      return null;
    }
    String text = text(value);
    if (text != null && text.isBlank()) {
      problem(value, "\"" + field + "\" must not be blank");
      return null;
    }
    return text;
  }

  private String text(JsonTree.Value value) {
    if (value.isString()) {
      return (String) value.value();
    }
    problem(value, "a string, not " + value.kind());
    return null;
  }

  private boolean object(JsonTree.Value value, String what, Set<String> fields) {
    if (!value.isObject()) {
      problem(value, what + " is an object, not " + value.kind());
      return false;
    }
    known(value.fields(), fields, what);
    return true;
  }

  private void known(Map<String, JsonTree.Value> fields, Set<String> known, String what) {
    for (Map.Entry<String, JsonTree.Value> field : fields.entrySet()) {
      if (!known.contains(field.getKey())) {
        problem(field.getValue(), "\"" + field.getKey() + "\" is not a field of " + what
            + "; its fields: " + String.join(", ", new TreeSet<>(known)));
      }
    }
  }

  private String who() {
    return teams ? "teams" : "players";
  }

  private void problem(JsonTree.Value value, String message) {
    problems.add(file + ":" + value.at() + " " + message);
  }
}
