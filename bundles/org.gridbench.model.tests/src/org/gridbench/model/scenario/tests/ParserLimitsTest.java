package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Issue 26's crash class "JSON past the parser's limits": Jackson's StreamReadConstraints give no location, and each
 * limit must still be one positioned problem naming the limit. Also: a key with a line break stays on one line.
 */
class ParserLimitsTest {

    @Test
    void nestingDeeperThanAThousandLevelsIsOneProblemNamingTheLimit() {
        String text = "{\"description\": " + "[".repeat(1001) + "]".repeat(1001) + "}";
        List<String> problems = Scenarios.problems(text);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).startsWith(Scenarios.SOURCE + ":1:1017: description[0][0]"), problems.get(0));
        assertTrue(problems.get(0).endsWith("[0]: objects and arrays nested more than 1000 levels deep, past the JSON"
                + " reader's limit"), problems.get(0));
    }

    @Test
    void numberOfMoreThanAThousandDigitsIsOneProblemNamingTheLimit() {
        String text = "{\"seed\": " + "9".repeat(1001) + "}";
        assertLimit(text, "1:10: seed: a number of more than 1000 characters, past the JSON reader's limit");
    }

    @Test
    void fieldNameOfMoreThanFiftyThousandCharactersIsOneProblemNamingTheLimit() {
        String text = "{\"" + "k".repeat(50_001) + "\": 1}";
        assertLimit(text, "1:2: (document): a field name of more than 50000 characters, past the JSON reader's limit");
    }

    @Test
    void stringOfMoreThanTwentyMillionCharactersIsOneProblemNamingTheLimit() {
        String text = "{\"description\": \"" + "x".repeat(20_000_001) + "\"}";
        assertLimit(text, "1:17: description: a string of more than 20000000 characters, past the JSON reader's limit");
    }

    @Test
    void aKeyWithALineBreakStaysOnOneLine() {
        String text = Scenarios.replace(Scenarios.TREES, "\"seed\": 1,", "\"seed\": 1, \"two\\nlines\": 0,");
        List<String> problems = Scenarios.problems(text);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("two\\nlines"), problems.get(0));
    }

    private static void assertLimit(String text, String expected) {
        assertEquals(List.of(Scenarios.SOURCE + ":" + expected), Scenarios.problems(text));
    }
}
