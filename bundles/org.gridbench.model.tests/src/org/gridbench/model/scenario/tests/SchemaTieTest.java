package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Ties docs/formats/scenario.schema.json to the reader, so that the published schema and what Gridbench accepts
 * cannot drift apart: every comparison goes through the reader's behaviour on the shipped examples.
 */
class SchemaTieTest {

    private static final JsonNode SCHEMA = readSchema();
    private static final JsonNode SCENARIO = SCHEMA.at("/$defs/scenario");
    private static final String UNKNOWN_FIELD = "unknown field; allowed here: ";

    /** Where the reader is in the document and what the schema says there. */
    private record Location(String pointer, String path, JsonNode schema) {
    }

    static List<String> examples() {
        return Examples.names();
    }

    @Test
    void familyEnumIsTheJavaFamilies() {
        assertEquals(Arrays.stream(Family.values()).map(Family::id).toList(), strings(SCENARIO.at("/properties/family/enum")));
    }

    @Test
    void formatConstIsTheFormatTheReaderAccepts() throws ScenarioException {
        String format = SCENARIO.at("/properties/format/const").textValue();
        for (String name : Examples.names()) {
            ScenarioReader.parse(withHeader(name, "format", "\"" + format + "\""), name);
            assertEquals(List.of("format"), problemFields(withHeader(name, "format", "\"" + format + "-x\"")));
        }
    }

    @Test
    void versionEnumIsTheVersionsTheReaderAccepts() throws ScenarioException {
        List<Integer> versions = new ArrayList<>();
        SCENARIO.at("/properties/version/enum").forEach(version -> versions.add(version.intValue()));
        for (int version : versions) {
            ScenarioReader.parse(withHeader("trees-star.gridbench.json", "version", String.valueOf(version)), "v");
        }
        for (int unsupported : List.of(0, versions.get(versions.size() - 1) + 1)) {
            assertEquals(List.of("version"),
                    problemFields(withHeader("trees-star.gridbench.json", "version", String.valueOf(unsupported))));
        }
    }

    @Test
    void requiredTopLevelFieldsAreTheOnesTheReaderRequires() {
        List<String> missing = Scenarios.problems("{}").stream()
                .filter(line -> line.endsWith(": missing required field"))
                .map(line -> line.split(": ")[1])
                .toList();
        assertEquals(new TreeSet<>(strings(SCENARIO.get("required"))), new TreeSet<>(missing));
    }

    @ParameterizedTest
    @MethodSource("examples")
    void removingARequiredTopLevelFieldMakesTheReaderNameIt(String name) {
        ScenarioDocument example = Scenarios.parse(Examples.text(name));
        for (String field : strings(SCENARIO.get("required"))) {
            ScenarioDocument edited = example.copy();
            edited.root().remove(field);
            assertTrue(problemFields(ScenarioWriter.toJson(edited)).contains(field), field + " in " + name);
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void optionalHeaderFieldsMayBeLeftOut(String name) throws ScenarioException {
        Set<String> optional = new HashSet<>(names(SCENARIO.get("properties")));
        optional.removeAll(strings(SCENARIO.get("required")));
        ScenarioDocument edited = Scenarios.parse(Examples.text(name));
        edited.root().remove(optional);
        ScenarioReader.parse(ScenarioWriter.toJson(edited), name);
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyObjectAllowsExactlyTheFieldsOfTheSchema(String name) {
        ScenarioDocument example = Scenarios.parse(Examples.text(name));
        for (Location location : objectsOf(example)) {
            ScenarioDocument edited = example.copy();
            ((ObjectNode) edited.root().at(location.pointer())).put("bogus", 1);
            String field = (location.path().isEmpty() ? "" : location.path() + ".") + "bogus";
            String message = problems(ScenarioWriter.toJson(edited)).stream()
                    .filter(problem -> problem.field().equals(field) && problem.message().startsWith(UNKNOWN_FIELD))
                    .map(Problem::message)
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("bogus field accepted at " + field + " in " + name));
            assertEquals(new TreeSet<>(names(location.schema().get("properties"))),
                    new TreeSet<>(List.of(message.substring(UNKNOWN_FIELD.length()).split(", "))), field);
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyFieldTheSchemaRequiresTheReaderRequires(String name) {
        ScenarioDocument example = Scenarios.parse(Examples.text(name));
        for (Location location : objectsOf(example)) {
            for (String field : required(location, example)) {
                assertTrue(reportedMissing(example, location, field), location.path() + " " + field + " in " + name);
            }
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyFieldTheSchemaLeavesOptionalTheReaderDoesNotRequire(String name) {
        ScenarioDocument example = Scenarios.parse(Examples.text(name));
        for (Location location : objectsOf(example)) {
            Set<String> optional = new HashSet<>(names(example.root().at(location.pointer())));
            optional.removeAll(required(location, example));
            for (String field : optional) {
                assertFalse(reportedMissing(example, location, field), location.path() + " " + field + " in " + name);
            }
        }
    }

    /** Issue 26: the schema's bounds are the reader's, so that a number past one is refused at its field. */
    @ParameterizedTest
    @MethodSource("examples")
    void everyBoundOfTheSchemaIsRefusedPastItByTheReader(String name) {
        ScenarioDocument example = Scenarios.parse(Examples.text(name));
        int checked = 0;
        for (Location location : objectsOf(example)) {
            for (Map.Entry<String, JsonNode> member : location.schema().path("properties").properties()) {
                JsonNode field = resolve(member.getValue());
                if (!example.root().at(location.pointer()).has(member.getKey())) {
                    continue;
                }
                String path = (location.path().isEmpty() ? "" : location.path() + ".") + member.getKey();
                for (BigDecimal past : pastTheBounds(field)) {
                    ScenarioDocument edited = example.copy();
                    ((ObjectNode) edited.root().at(location.pointer())).set(member.getKey(),
                            "integer".equals(field.path("type").asText())
                                    ? JsonNodeFactory.instance.numberNode(past.toBigInteger())
                                    : JsonNodeFactory.instance.numberNode(past));
                    assertTrue(problemFields(ScenarioWriter.toJson(edited)).contains(path), path + " = " + past
                            + " accepted in " + name);
                    checked++;
                }
            }
        }
        assertTrue(checked >= 3, "bounds checked in " + name + ": " + checked);
    }

    /** A value just past each bound of a number's schema: below a minimum, at an exclusive one, above a maximum. */
    private static List<BigDecimal> pastTheBounds(JsonNode field) {
        List<BigDecimal> past = new ArrayList<>();
        boolean integer = "integer".equals(field.path("type").asText());
        BigDecimal step = integer ? BigDecimal.ONE : new BigDecimal("0.001");
        if (field.has("minimum")) {
            past.add(field.get("minimum").decimalValue().subtract(step));
        }
        if (field.has("exclusiveMinimum")) {
            past.add(field.get("exclusiveMinimum").decimalValue());
        }
        if (field.has("maximum")) {
            past.add(field.get("maximum").decimalValue().add(step));
        }
        if (field.has("exclusiveMaximum")) {
            past.add(field.get("exclusiveMaximum").decimalValue());
        }
        return past;
    }

    /** The schema's required fields of an object, with those that the fields present make required. */
    private static Set<String> required(Location location, ScenarioDocument document) {
        Set<String> required = new HashSet<>(strings(location.schema().path("required")));
        JsonNode object = document.root().at(location.pointer());
        location.schema().path("dependentRequired").properties().forEach(dependency -> {
            if (object.has(dependency.getKey())) {
                required.addAll(strings(dependency.getValue()));
            }
        });
        return required;
    }

    private static boolean reportedMissing(ScenarioDocument example, Location location, String field) {
        ScenarioDocument edited = example.copy();
        ((ObjectNode) edited.root().at(location.pointer())).remove(field);
        String path = (location.path().isEmpty() ? "" : location.path() + ".") + field;
        return problems(ScenarioWriter.toJson(edited)).stream()
                .anyMatch(problem -> problem.field().equals(path) && problem.message().equals("missing required field"));
    }

    @Test
    void everyObjectInTheSchemaIsClosed() {
        assertFalse(SCENARIO.path("unevaluatedProperties").asBoolean(true));
        assertFalse(SCHEMA.at("/$defs/minimalTreeScenario/unevaluatedProperties").asBoolean(true));
        for (Map.Entry<String, JsonNode> definition : SCHEMA.get("$defs").properties()) {
            List<JsonNode> objects = new ArrayList<>();
            collectObjectSchemas(definition.getValue(), objects);
            for (JsonNode object : objects) {
                String key = definition.getKey();
                boolean closedByTheScenario = object == definition.getValue()
                        && (key.endsWith("Sections") || key.equals("scenario") || key.equals("minimalTreeScenario"));
                assertTrue(closedByTheScenario || object.path("additionalProperties").isBoolean()
                        && !object.get("additionalProperties").booleanValue(), key);
            }
        }
    }

    @Test
    void minimalTreeFormIsATreesExampleWithoutTheRequiredHeader() throws ScenarioException {
        ScenarioDocument edited = Scenarios.parse(Examples.text("trees-star.gridbench.json"));
        edited.root().remove(strings(SCENARIO.get("required")));
        assertEquals(Family.TREES, ScenarioReader.parse(ScenarioWriter.toJson(edited), "minimal").family());
        assertEquals(names(SCHEMA.at("/$defs/minimalTreeScenario/properties")), List.of("name", "description"));
    }

    /** Every object of the document with the schema that applies to it; the root joins header and family sections. */
    private static List<Location> objectsOf(ScenarioDocument document) {
        ObjectNode root = SCENARIO.deepCopy();
        JsonNode sections = SCHEMA.at("/$defs/" + document.family().id() + "Sections");
        ((ObjectNode) root.get("properties")).setAll((ObjectNode) sections.get("properties"));
        ((ArrayNode) root.get("required")).addAll((ArrayNode) sections.get("required"));
        List<Location> found = new ArrayList<>();
        walk(document.root(), root, "", "", found);
        return found;
    }

    private static void walk(JsonNode value, JsonNode schema, String pointer, String path, List<Location> found) {
        if (value.isObject()) {
            found.add(new Location(pointer, path, schema));
            for (Map.Entry<String, JsonNode> member : value.properties()) {
                JsonNode child = schema.path("properties").get(member.getKey());
                if (child != null) {
                    walk(member.getValue(), resolve(child), pointer + "/" + member.getKey(),
                            (path.isEmpty() ? "" : path + ".") + member.getKey(), found);
                }
            }
        } else if (value.isArray() && schema.has("items")) {
            for (int i = 0; i < value.size(); i++) {
                walk(value.get(i), resolve(schema.get("items")), pointer + "/" + i, path + "[" + i + "]", found);
            }
        }
    }

    private static void collectObjectSchemas(JsonNode schema, List<JsonNode> found) {
        if (schema.has("properties")) {
            found.add(schema);
            schema.get("properties").forEach(child -> collectObjectSchemas(child, found));
        }
        if (schema.has("items")) {
            collectObjectSchemas(schema.get("items"), found);
        }
    }

    private static JsonNode resolve(JsonNode schema) {
        return schema.has("$ref") ? resolve(SCHEMA.at(schema.get("$ref").textValue().substring(1))) : schema;
    }

    private static String withHeader(String example, String field, String json) {
        ScenarioDocument document = Scenarios.parse(Examples.text(example));
        String text = ScenarioWriter.toJson(document);
        String line = "  \"" + field + "\": " + document.root().get(field) + ",";
        return Scenarios.replace(text, line, "  \"" + field + "\": " + json + ",");
    }

    private static List<Problem> problems(String text) {
        try {
            ScenarioReader.parse(text, Scenarios.SOURCE);
            return List.of();
        } catch (ScenarioException e) {
            return e.problems();
        }
    }

    private static List<String> problemFields(String text) {
        return problems(text).stream().map(Problem::field).toList();
    }

    private static List<String> strings(JsonNode array) {
        List<String> strings = new ArrayList<>();
        array.forEach(element -> strings.add(element.textValue()));
        return strings;
    }

    private static List<String> names(JsonNode object) {
        return object.properties().stream().map(Map.Entry::getKey).toList();
    }

    private static JsonNode readSchema() {
        Path schema = Path.of(System.getProperty("user.dir")).resolve("../../docs/formats/scenario.schema.json").normalize();
        try {
            return new ObjectMapper().readTree(schema.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("reading the schema " + schema, e);
        }
    }
}
