package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Text that is not one JSON object is one problem, saying in plain words what was expected where. */
class SyntaxProblemsTest {

    private static final String ANY_VALUE = "expected a value (object, array, string, number, true, false or null)";

    @Test
    void commaBeforeClosingBrace() {
        assertSyntax("{\"seed\": 1,}", "1:12: (document): expected a field name in double quotes, found '}'");
    }

    @Test
    void singleQuotedFieldName() {
        assertSyntax("{'seed': 1}", "1:2: (document): expected a field name in double quotes, found a single quote");
    }

    @Test
    void missingColon() {
        assertSyntax("{\"seed\" 1}", "1:9: seed: expected ':' after the field name, found '1'");
    }

    @Test
    void missingCommaBetweenFields() {
        assertSyntax("{\"seed\": 1 \"name\": \"x\"}",
                "1:12: seed: expected ',' or '}' after the value, found a double quote");
    }

    @Test
    void missingCommaBetweenElements() {
        assertSyntax("{\"after\": [\"a\" \"b\"]}",
                "1:16: after: expected ',' or ']' after an element, found a double quote");
    }

    @Test
    void misspeltLiteralIsShownFromItsStart() {
        assertSyntax("{\"seed\": tru}", "1:10: seed: " + ANY_VALUE + ", found 'tru'");
    }

    @Test
    void notANumberIsNotJson() {
        assertSyntax("{\"speed\": NaN}", "1:11: speed: " + ANY_VALUE + ", found 'NaN'");
    }

    @Test
    void missingValue() {
        assertSyntax("{\"platform\": {\"ccr\": ,}}", "1:22: platform.ccr: " + ANY_VALUE + ", found ','");
    }

    @Test
    void fileEndsInsideAnObject() {
        assertSyntax("{\"seed\": 1,\n \"platform\": {\"ccr\": 0}\n",
                "3:1: (document): the file ends before the object opened at line 1, column 1 is closed");
    }

    @Test
    void fileEndsAfterAComma() {
        assertSyntax("{\"seed\": 1,", "1:12: (document): the file ends before the object opened at line 1, column 1 is closed");
    }

    @Test
    void fileEndsInsideAnArray() {
        assertSyntax("{\"after\": [\"a\",", "1:16: after: the file ends before the array opened at line 1, column 11 is closed");
    }

    @Test
    void commentsAreNotJson() {
        assertSyntax("{\n  // the star\n  \"seed\": 1}", "2:3: (document): comments are not allowed in JSON; use the description field");
    }

    @Test
    void fileEndsInsideAString() {
        assertSyntax("{\"name\": \"Star", "1:15: name: the file ends inside a string");
    }

    @Test
    void arrayClosedByBrace() {
        assertSyntax("{\"after\": [\"a\"}",
                "1:15: after: expected ']' to close the array opened at line 1, column 11, found '}'");
    }

    @Test
    void lineBreakInsideString() {
        assertSyntax("{\"name\": \"two\nlines\"}",
                "1:14: name: a line break or other control character inside a string must be escaped (\\n, \\t)");
    }

    @Test
    void invalidEscape() {
        assertSyntax("{\"name\": \"a\\qb\"}",
                "1:13: name: invalid escape in a string; the valid ones are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX");
    }

    @Test
    void numberWithLeadingZero() {
        assertSyntax("{\"seed\": 01}", "1:11: seed: invalid number; numbers are written like 12, -3.5 or 1.0E-6");
    }

    @Test
    void numberBeyondDoubleRange() {
        assertSyntax("{\"speed\": 1e400}", "1:11: speed: number is too large");
    }

    @Test
    void duplicateFieldNamesBothPlaces() {
        String text = Scenarios.replace(Scenarios.TREES, "{\"id\": \"P0\", \"speed\": 10}",
                "{\"id\": \"P0\", \"speed\": 10, \"speed\": 12}");
        assertSyntax(text, "3:30: platform.nodes[0].speed: duplicate field; first given at line 3, column 17");
    }

    @Test
    void contentAfterTheDocument() {
        assertSyntax(Scenarios.TREES + "  x\n", "7:3: (document): unexpected content after the end of the document");
    }

    @Test
    void secondDocumentAfterTheFirst() {
        assertSyntax(Scenarios.TREES + "{}", "7:1: (document): unexpected content after the end of the document");
    }

    @Test
    void topLevelArray() {
        assertSyntax("[\n  {\"seed\": 1}\n]", "1:1: (document): expected a JSON object, found array");
    }

    @Test
    void topLevelString() {
        assertSyntax("  \"trees\"", "1:3: (document): expected a JSON object, found string");
    }

    @Test
    void syntaxErrorHidesEveryOtherProblem() {
        assertSyntax("{\"format\": \"other\", \"seed\": \"x\",\n \"version\": 2,,}",
                "2:15: (document): expected a field name in double quotes, found ','");
    }

    private static void assertSyntax(String text, String expected) {
        assertEquals(List.of(Scenarios.SOURCE + ":" + expected), Scenarios.problems(text));
    }
}
