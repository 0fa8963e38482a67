package org.tiebreak.cli;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import nu.validator.validation.SimpleDocumentValidator;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXParseException;

/**
 * The W3C Nu Html Checker run in the test, offline: its HTML schemas and checks (the content
 * models, unique ids, table structure, attribute values, the CSS of a {@code <style>} element)
 * ship in its jar. Every error and warning is a problem.
 */
final class NuHtmlChecker {

  private static final String SCHEMA = "http://s.validator.nu/html5-all.rnc";

  private static final List<String> PROBLEMS = new ArrayList<>();
  private static SimpleDocumentValidator validator;

  private NuHtmlChecker() {}

  /** The problems the checker finds in a page, each as {@code LINE:COLUMN: message}. */
  static synchronized List<String> problems(String html) throws Exception {
    if (validator == null) {
      // the checker's Jetty would announce its logging on standard error
      System.setProperty("org.eclipse.jetty.util.log.announce", "false");
      ErrorHandler handler = new ErrorHandler() {
        @Override
        public void warning(SAXParseException e) {
          PROBLEMS.add(text("warning", e));
        }

        @Override
        public void error(SAXParseException e) {
          PROBLEMS.add(text("error", e));
        }

        @Override
        public void fatalError(SAXParseException e) {
          PROBLEMS.add(text("fatal", e));
        }
      };
      SimpleDocumentValidator created = new SimpleDocumentValidator();
      created.setUpMainSchema(SCHEMA, handler);
      created.setUpValidatorAndParsers(handler, false, false);
      validator = created;
    }
    PROBLEMS.clear();
    InputSource source = new InputSource(new StringReader(html));
    source.setSystemId("file:/standings.html");
    validator.checkHtmlInputSource(source);
    return List.copyOf(PROBLEMS);
  }

  private static String text(String kind, SAXParseException e) {
    return e.getLineNumber() + ":" + e.getColumnNumber() + ": " + kind + ": " + e.getMessage();
  }
}
