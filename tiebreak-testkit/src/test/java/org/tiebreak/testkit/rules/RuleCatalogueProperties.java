package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import net.jqwik.api.Example;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.bigrapids.BigRapids;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;

/**
 * The catalogue the rule properties run over holds every rule class and every named variant of
 * the factories.
 */
class RuleCatalogueProperties {

  private static final String PACKAGE = "org/tiebreak/core/rules/";

  /** The rule classes of {@code org.tiebreak.core.rules}, from its directory or jar. */
  static List<Class<?>> ruleClasses() throws IOException, URISyntaxException,
      ClassNotFoundException {
    Path location = Path.of(Tiebreaks.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI());
    List<String> names = new ArrayList<>();
    if (Files.isDirectory(location)) {
      try (Stream<Path> files = Files.list(location.resolve(PACKAGE))) {
        files.map(file -> file.getFileName().toString()).forEach(names::add);
      }
    } else {
      try (JarFile jar = new JarFile(location.toFile())) {
        for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements(); ) {
          String name = entries.nextElement().getName();
          if (name.startsWith(PACKAGE) && name.indexOf('/', PACKAGE.length()) < 0) {
            names.add(name.substring(PACKAGE.length()));
          }
        }
      }
    }
    List<Class<?>> classes = new ArrayList<>();
    for (String name : names) {
      if (name.endsWith(".class") && !name.contains("$")) {
        Class<?> type = Class.forName(PACKAGE.replace('/', '.')
            + name.substring(0, name.length() - ".class".length()));
        if (TiebreakRule.class.isAssignableFrom(type)) {
          classes.add(type);
        }
      }
    }
    return classes;
  }

  @Example
  void catalogue_holdsEveryRuleClassAndEveryNamedVariant() throws Exception {
    List<TiebreakRule> all = RuleCatalogue.all();
    List<Class<?>> classes = ruleClasses();
    assertTrue(classes.size() >= 18, "expected the rule records, found " + classes);
    for (Class<?> type : classes) {
      assertTrue(type.isRecord(), type + " is a rule but not a record");
      assertFalse(Modifier.isPublic(type.getModifiers()), type + " is public: rules are made by"
          + " factories");
      assertTrue(ValueRule.class.isAssignableFrom(type) != GroupRule.class.isAssignableFrom(type),
          type + " must implement exactly one of ValueRule and GroupRule");
      assertTrue(all.stream().anyMatch(rule -> rule.getClass() == type),
          "the catalogue has no " + type.getSimpleName());
    }
    for (Class<?> factory : List.of(Tiebreaks.class, Uscf.class, Mca.class, BigRapids.class)) {
      for (Method method : factory.getMethods()) {
        if (Modifier.isStatic(method.getModifiers()) && method.getParameterCount() == 0
            && TiebreakRule.class.isAssignableFrom(method.getReturnType())) {
          Object variant = method.invoke(null);
          assertTrue(all.contains(variant), "the catalogue has no " + factory.getSimpleName()
              + "." + method.getName() + "() = " + variant);
        }
      }
    }
    for (TiebreakRule rule : all) {
      assertTrue(classes.contains(rule.getClass()), rule + " is not found by the class scan");
      assertFalse(rule.code().isBlank());
    }
  }
}
