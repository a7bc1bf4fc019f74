package org.gridbench.model.internal.json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.gridbench.model.scenario.HeapLimits;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Reads a JSON object into Jackson nodes while recording where each value and field name stands, because users are
 * told the line and column of every problem and a plain ObjectMapper forgets them.
 */
public final class LocatedJson {

    private static final JsonFactory FACTORY = JsonFactory.builder().build();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /**
     * Heap per value or field name kept with its node, path and position (measured, docs/limits.md): a file dense in
     * small values needs far more than its bytes suggest.
     */
    public static final long BYTES_PER_ENTRY = 250;

    private final JsonParser parser;
    private final long heap;
    private final Map<String, Position> values = new HashMap<>();
    private final Map<String, Position> names = new HashMap<>();
    private final Deque<Opening> open = new ArrayDeque<>();

    private LocatedJson(JsonParser parser, long heap) {
        this.parser = parser;
        this.heap = heap;
    }

    /** Parses text whose only content must be one JSON object; duplicate fields and trailing content are errors. */
    public static LocatedTree parseObject(String text) throws JsonSyntaxException {
        try (JsonParser parser = FACTORY.createParser(text)) {
            LocatedJson reader = new LocatedJson(parser, HeapLimits.usable());
            try {
                return reader.document(text);
            } catch (JsonProcessingException e) {
                throw SyntaxMessages.describe(e, text, reader.open.peek(), FieldPath.of(parser.getParsingContext()),
                        parser.currentLocation(), FACTORY.streamReadConstraints());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading JSON from a string failed", e);
        }
    }

    private LocatedTree document(String text) throws IOException, JsonSyntaxException {
        JsonToken first = parser.nextToken();
        if (first == null) {
            throw new JsonSyntaxException(new Position(1, 1), FieldPath.ROOT, "the file is empty; expected a JSON object");
        }
        if (first != JsonToken.START_OBJECT) {
            throw new JsonSyntaxException(tokenPosition(), FieldPath.ROOT,
                    "expected a JSON object, found " + JsonTypes.of(first));
        }
        ObjectNode root = (ObjectNode) value(first, FieldPath.ROOT);
        rejectTrailingContent(text, parser.currentTokenLocation());
        return new LocatedTree(root, Collections.unmodifiableMap(values), Collections.unmodifiableMap(names));
    }

    private JsonNode value(JsonToken token, String path) throws IOException, JsonSyntaxException {
        values.put(path, tokenPosition());
        checkHeap(path);
        return switch (token) {
            case START_OBJECT -> object(path);
            case START_ARRAY -> array(path);
            case VALUE_STRING -> NODES.textNode(parser.getText());
            case VALUE_NUMBER_INT -> integer();
            case VALUE_NUMBER_FLOAT -> floating(path);
            case VALUE_TRUE -> NODES.booleanNode(true);
            case VALUE_FALSE -> NODES.booleanNode(false);
            case VALUE_NULL -> NODES.nullNode();
            default -> throw new IllegalStateException("the JSON parser gave " + token + " where a value starts");
        };
    }

    private ObjectNode object(String path) throws IOException, JsonSyntaxException {
        open.push(new Opening("object", '}', path, tokenPosition()));
        ObjectNode object = NODES.objectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            String child = FieldPath.child(path, name);
            Position at = tokenPosition();
            if (object.has(name)) {
                throw new JsonSyntaxException(at, child, "duplicate field; first given at " + names.get(child).inWords());
            }
            names.put(child, at);
            checkHeap(child);
            object.set(name, value(parser.nextToken(), child));
        }
        open.pop();
        return object;
    }

    private ArrayNode array(String path) throws IOException, JsonSyntaxException {
        open.push(new Opening("array", ']', path, tokenPosition()));
        ArrayNode array = NODES.arrayNode();
        for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY; token = parser.nextToken()) {
            array.add(value(token, FieldPath.element(path, array.size())));
        }
        open.pop();
        return array;
    }

    /** Stops a file dense in small values before its tree fills the heap, at the value where it would not fit. */
    private void checkHeap(String path) throws JsonSyntaxException {
        long entries = (long) values.size() + names.size();
        Optional<String> refusal = HeapLimits.refusal(entries, "JSON values and field names so far",
                BYTES_PER_ENTRY, heap);
        if (refusal.isPresent()) {
            throw new JsonSyntaxException(tokenPosition(), path, "too large for this heap: " + refusal.get());
        }
    }

    /** Integers stay integral so that a seed or a core count is written back exactly as read. */
    private JsonNode integer() throws IOException {
        return switch (parser.getNumberType()) {
            case INT -> NODES.numberNode(parser.getIntValue());
            case LONG -> NODES.numberNode(parser.getLongValue());
            default -> NODES.numberNode(parser.getBigIntegerValue());
        };
    }

    private JsonNode floating(String path) throws IOException, JsonSyntaxException {
        double value = parser.getDoubleValue();
        if (!Double.isFinite(value)) {
            throw new JsonSyntaxException(tokenPosition(), path, "number is too large");
        }
        return NODES.numberNode(value);
    }

    private Position tokenPosition() {
        return Position.of(parser.currentTokenLocation());
    }

    /** Scans past the closing brace ourselves, as Jackson would accept a second document there. */
    private static void rejectTrailingContent(String text, JsonLocation closingBrace) throws JsonSyntaxException {
        int line = closingBrace.getLineNr();
        int column = closingBrace.getColumnNr() + 1;
        for (int i = (int) closingBrace.getCharOffset() + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                line++;
                column = 1;
            } else if (c == ' ' || c == '\t') {
                column++;
            } else {
                throw new JsonSyntaxException(new Position(line, column), FieldPath.ROOT,
                        "unexpected content after the end of the document");
            }
        }
    }
}
