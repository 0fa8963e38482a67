package org.tiebreak.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import java.io.IOException;
import java.io.Reader;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON document read into values that remember their line and column, so that a problem of a
 * file the tool reads (a prize list) is reported where it is. Numbers are kept exact
 * ({@link BigDecimal}), never as binary floating point.
 */
final class JsonTree {

  private static final JsonFactory FACTORY = JsonFactory.builder()
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64)
          .maxNumberLength(40).maxStringLength(100_000).build())
      .build();

  private JsonTree() {}

  /** A JSON value at its place in the file. */
  record Value(Object value, int line, int column) {

    /** The place, {@code LINE:COLUMN:}. */
    String at() {
      return line + ":" + column + ":";
    }

    boolean isObject() {
      return value instanceof Map;
    }

    boolean isArray() {
      return value instanceof List;
    }

    boolean isString() {
      return value instanceof String;
    }

    boolean isNumber() {
      return value instanceof BigDecimal;
    }

    boolean isBoolean() {
      return value instanceof Boolean;
    }

    @SuppressWarnings("unchecked")
    Map<String, Value> fields() {
      return (Map<String, Value>) value;
    }

    @SuppressWarnings("unchecked")
    List<Value> elements() {
      return (List<Value>) value;
    }

    /** What the value is, for a message: "an object", "a number", ... */
    String kind() {
      if (isObject()) {
        return "an object";
      }
      if (isArray()) {
        return "an array";
      }
      if (isString()) {
        return "a string";
      }
      if (isNumber()) {
        return "a number";
      }
      return isBoolean() ? "true or false" : "null";
    }
  }

  /** A document that is not JSON, at the place the parser stopped. */
  static final class Malformed extends Exception {
    private static final long serialVersionUID = 1L;
    final int line;
    final int column;

    Malformed(String message, int line, int column) {
      super(message, null, false, false);
      this.line = line;
      this.column = column;
    }
  }

  /**
   * The document, one value; a key given twice in an object is malformed.
   *
   * @throws Malformed if the text is not one JSON value
   * @throws IOException if it cannot be read
   */
  static Value read(Reader reader) throws IOException, Malformed {
    try (JsonParser parser = FACTORY.createParser(reader)) {
      JsonToken token = parser.nextToken();
      if (token == null) {
        throw new Malformed("the file is empty, not a JSON document", 1, 1);
      }
      Value value = value(parser, token);
      if (parser.nextToken() != null) {
        JsonLocation at = parser.currentTokenLocation();
        throw new Malformed("more follows the JSON document", at.getLineNr(), at.getColumnNr());
      }
      return value;
    } catch (JsonParseException e) {
      JsonLocation at = e.getLocation();
      String message = e.getOriginalMessage();
      int end = message.indexOf('\n');
      throw new Malformed("not JSON: " + (end < 0 ? message : message.substring(0, end)),
          at == null ? 1 : Math.max(1, at.getLineNr()), at == null ? 1
              : Math.max(1, at.getColumnNr()));
    } catch (com.fasterxml.jackson.core.exc.StreamConstraintsException e) {
      throw new Malformed("not a prize list: " + e.getOriginalMessage(), 1, 1);
    }
  }

  private static Value value(JsonParser parser, JsonToken token) throws IOException, Malformed {
    JsonLocation at = parser.currentTokenLocation();
    int line = at.getLineNr();
    int column = at.getColumnNr();
    switch (token) {
      case START_OBJECT: {
        Map<String, Value> fields = new LinkedHashMap<>();
        for (JsonToken next = parser.nextToken(); next != JsonToken.END_OBJECT;
            next = parser.nextToken()) {
          JsonLocation keyAt = parser.currentTokenLocation();
          String key = parser.currentName();
          Value field = value(parser, parser.nextToken());
          if (fields.put(key, field) != null) {
            throw new Malformed("\"" + key + "\" is given twice", keyAt.getLineNr(),
                keyAt.getColumnNr());
          }
        }
        return new Value(Collections.unmodifiableMap(fields), line, column);
      }
      case START_ARRAY: {
        List<Value> elements = new ArrayList<>();
        for (JsonToken next = parser.nextToken(); next != JsonToken.END_ARRAY;
            next = parser.nextToken()) {
          elements.add(value(parser, next));
        }
        return new Value(Collections.unmodifiableList(elements), line, column);
      }
      case VALUE_STRING:
        return new Value(parser.getText(), line, column);
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return new Value(parser.getDecimalValue(), line, column);
      case VALUE_TRUE:
      case VALUE_FALSE:
        return new Value(token == JsonToken.VALUE_TRUE, line, column);
      default:
        return new Value(null, line, column);
    }
  }
}
