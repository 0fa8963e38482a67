package org.tiebreak.trf;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The dates of records 042 and 052: {@code YYYY/MM/DD} as TRF26 asks, and the forms older files
 * have. A two-digit year is 2000-2068 for 00-68 and 1969-1999 for 69-99.
 */
final class TrfDate {

  /** {@code 2024/04/01}, {@code 2024-04-01}, {@code 2024.4.1}. */
  private static final Pattern YEAR_FIRST =
      Pattern.compile("(\\d{4})([/.-])(\\d{1,2})\\2(\\d{1,2})");
  /** {@code 01.04.2024}, {@code 1/4/2024}, {@code 01-04-2024}: day, month, year. */
  private static final Pattern DAY_FIRST =
      Pattern.compile("(\\d{1,2})([/.-])(\\d{1,2})\\2(\\d{4})");
  /** {@code 24/04/01}, {@code 24-04-01}: the two-digit year first, as in record 132. */
  private static final Pattern SHORT_YEAR_FIRST =
      Pattern.compile("(\\d{2})([/-])(\\d{2})\\2(\\d{2})");
  /** {@code 01.04.24}: day, month, two-digit year. */
  private static final Pattern SHORT_DAY_FIRST = Pattern.compile("(\\d{2})\\.(\\d{2})\\.(\\d{2})");
  /** {@code 20240401}. */
  private static final Pattern COMPACT = Pattern.compile("(\\d{4})(\\d{2})(\\d{2})");

  private TrfDate() {}

  /**
   * The date at the start of {@code value} (anything after a blank, such as a time, is ignored);
   * empty if it is not a date in one of the known forms.
   */
  static Optional<LocalDate> parse(String value) {
    String text = TrfLine.trim(value);
    for (int i = 0; i < text.length(); i++) {
      if (TrfLine.isBlank(text.charAt(i))) {
        text = text.substring(0, i);
        break;
      }
    }
    Matcher m;
    if ((m = YEAR_FIRST.matcher(text)).matches()) {
      return date(number(m, 1), number(m, 3), number(m, 4));
    }
    if ((m = DAY_FIRST.matcher(text)).matches()) {
      return date(number(m, 4), number(m, 3), number(m, 1));
    }
    if ((m = SHORT_YEAR_FIRST.matcher(text)).matches()) {
      return date(century(number(m, 1)), number(m, 3), number(m, 4));
    }
    if ((m = SHORT_DAY_FIRST.matcher(text)).matches()) {
      return date(century(number(m, 3)), number(m, 2), number(m, 1));
    }
    if ((m = COMPACT.matcher(text)).matches()) {
      return date(number(m, 1), number(m, 2), number(m, 3));
    }
    return Optional.empty();
  }

  /** The date as TRF26 writes it: {@code YYYY/MM/DD}. */
  static String format(LocalDate date) {
    return String.format("%04d/%02d/%02d", date.getYear(), date.getMonthValue(),
        date.getDayOfMonth());
  }

  private static int number(Matcher matcher, int group) {
    return Integer.parseInt(matcher.group(group));
  }

  private static int century(int year) {
    return year < 69 ? 2000 + year : 1900 + year;
  }

  private static Optional<LocalDate> date(int year, int month, int day) {
    try {
      return Optional.of(LocalDate.of(year, month, day));
    } catch (DateTimeException e) {
      return Optional.empty();
    }
  }
}
