package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * {@code tiebreak-bom} lists exactly the published modules: every module of the parent POM but
 * the BOM itself and the benchmarks, each at the project's version. The BOM does not inherit the
 * parent (so that the parent's third-party versions stay out of users' builds), so this checks
 * that its coordinates keep up with the parent's.
 */
class BomTests {

  /** Modules of the reactor that are not published, so not in the BOM. */
  private static final List<String> UNPUBLISHED = List.of("tiebreak-bom", "tiebreak-benchmarks");

  @Test
  void bom_listsEveryPublishedModule() throws Exception {
    Document parent = read(root().resolve("pom.xml"));
    List<String> published = new ArrayList<>();
    for (Element module : children(child(parent.getDocumentElement(), "modules"), "module")) {
      String name = module.getTextContent().strip();
      if (!UNPUBLISHED.contains(name)) {
        published.add(name);
      }
    }
    assertTrue(published.contains("tiebreak-api"), "parent modules: " + published);

    List<String> listed = new ArrayList<>();
    for (Element dependency : managedDependencies()) {
      listed.add(text(dependency, "artifactId"));
    }
    assertEquals(new TreeSet<>(published), new TreeSet<>(listed));
    assertEquals(published.size(), listed.size(), "a module is listed twice: " + listed);
  }

  @Test
  void bom_pinsEveryModuleToTheProjectVersion() throws Exception {
    for (Element dependency : managedDependencies()) {
      String artifact = text(dependency, "artifactId");
      assertEquals("org.tiebreak", text(dependency, "groupId"), artifact);
      assertEquals("${project.version}", text(dependency, "version"), artifact);
      assertNull(child(dependency, "scope"), artifact + " has a scope");
      assertNull(child(dependency, "type"), artifact + " has a type");
    }
  }

  @Test
  void bom_hasTheParentsCoordinatesButNotItsInheritance() throws Exception {
    Element parent = read(root().resolve("pom.xml")).getDocumentElement();
    Element bom = read(root().resolve("tiebreak-bom/pom.xml")).getDocumentElement();
    assertNull(child(bom, "parent"), "the BOM must not inherit tiebreak-parent");
    assertEquals(text(parent, "groupId"), text(bom, "groupId"));
    assertEquals(text(parent, "version"), text(bom, "version"));
    assertEquals("pom", text(bom, "packaging"));
    assertNull(child(bom, "dependencies"), "a BOM declares no dependencies");
  }

  private static List<Element> managedDependencies() throws Exception {
    Element bom = read(root().resolve("tiebreak-bom/pom.xml")).getDocumentElement();
    return children(child(child(bom, "dependencyManagement"), "dependencies"), "dependency");
  }

  /** The repository root: tiebreak-cli/target/classes, three levels up. */
  static Path root() throws Exception {
    Path classes = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Path root = classes.getParent().getParent().getParent();
    assertTrue(Files.isRegularFile(root.resolve("tiebreak-bom/pom.xml")), "no BOM under " + root);
    return root;
  }

  static Document read(Path pom) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    factory.setNamespaceAware(false);
    try (InputStream in = Files.newInputStream(pom)) {
      return factory.newDocumentBuilder().parse(in);
    } catch (IOException e) {
      throw new AssertionError("cannot read " + pom, e);
    }
  }

  /** The element's only direct child of this name, or null. */
  static Element child(Element parent, String name) {
    List<Element> found = children(parent, name);
    assertTrue(found.size() <= 1, "more than one <" + name + ">");
    return found.isEmpty() ? null : found.get(0);
  }

  static List<Element> children(Element parent, String name) {
    List<Element> found = new ArrayList<>();
    NodeList nodes = parent.getChildNodes();
    for (int i = 0; i < nodes.getLength(); i++) {
      Node node = nodes.item(i);
      if (node instanceof Element && ((Element) node).getTagName().equals(name)) {
        found.add((Element) node);
      }
    }
    return found;
  }

  static String text(Element parent, String name) {
    Element element = child(parent, name);
    assertNotNull(element, "no <" + name + "> in <" + parent.getTagName() + ">");
    return element.getTextContent().strip();
  }
}
