package org.gridbench.model.scenario.tests;

import static org.gridbench.model.scenario.tests.Scenarios.TREES;
import static org.gridbench.model.scenario.tests.Scenarios.assertProblems;
import static org.gridbench.model.scenario.tests.Scenarios.replace;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The header decides how the rest is read; problems in it, and the rules shared by all sections. */
class HeaderProblemsTest {

    private static final String TOP_LEVEL_FIELDS =
            "format, version, family, name, description, seed, platform, applications, taskSizes, heuristic,"
                    + " policyPlugin";

    @Test
    void wrongFormatStopsBeforeTheSections() {
        String text = replace(TREES, "\"gridbench-scenario\"", "\"gridbench\"");
        assertProblems(replace(text, "\"speed\": 10", "\"speed\": -1"),
                "1:12: format: unknown format \"gridbench\"; expected \"gridbench-scenario\"");
    }

    /** A sweep document read as a scenario gave three problems (family, seed, format), none saying what it was. */
    @Test
    void aSweepDocumentIsOneProblemThatSaysWhatItIs() {
        assertProblems("{\"format\": \"gridbench-sweep\", \"version\": 1, \"experiment\": \"market\"}",
                "1:12: format: \"gridbench-sweep\" is a sweep document, not a scenario file (a sweep runs from its"
                        + " editor or with ./gridbench sweep run)");
    }

    @Test
    void unsupportedVersionSaysWhichAreSupported() {
        assertProblems(replace(TREES, "\"version\": 1", "\"version\": 2"),
                "1:45: version: version 2 is not supported; supported versions: 1");
    }

    @Test
    void unknownFamilyListsTheValidOnes() {
        assertProblems(replace(TREES, "\"trees\"", "\"forest\""),
                "1:58: family: unknown family \"forest\"; expected \"market\", \"stars\" or \"trees\"");
    }

    @Test
    void wrongTypeNamesBothTypes() {
        assertProblems(replace(TREES, "\"seed\": 1,", "\"seed\": \"1\","), "1:75: seed: expected integer, found string");
    }

    @Test
    void fractionIsNotAnInteger() {
        assertProblems(replace(TREES, "\"seed\": 1,", "\"seed\": 1.5,"), "1:75: seed: expected integer, found number");
    }

    @Test
    void seedMustFitALong() {
        assertProblems(replace(TREES, "\"seed\": 1,", "\"seed\": 9223372036854775808,"),
                "1:75: seed: must fit a signed 64-bit integer, found 9223372036854775808");
    }

    @Test
    void smallestLongIsAValidSeed() {
        assertEquals(Long.MIN_VALUE, Scenarios.parse(replace(TREES, "\"seed\": 1,", "\"seed\": -9223372036854775808,")).seed());
    }

    @Test
    void missingFieldIsReportedAtItsObjectsOpeningBrace() {
        assertProblems(replace(TREES, ", \"seed\": 1", ""), "1:1: seed: missing required field");
    }

    @Test
    void missingNestedFieldIsNamedByItsFullPath() {
        assertProblems(replace(TREES, "{\"id\": \"P0\", \"speed\": 10}", "{\"id\": \"P0\"}"),
                "3:4: platform.nodes[0].speed: missing required field");
    }

    @Test
    void unknownTopLevelFieldIsReportedAtItsName() {
        assertProblems(replace(TREES, "\"seed\": 1,", "\"seed\": 1, \"sede\": 2,"),
                "1:78: sede: unknown field; allowed here: " + TOP_LEVEL_FIELDS);
    }

    @Test
    void thePluginOfAPolicyIsText() {
        assertProblems(replace(TREES, "\"seed\": 1,", "\"seed\": 1, \"policyPlugin\": 7,"),
                "1:94: policyPlugin: expected string, found integer");
    }

    @Test
    void misspeltNestedFieldIsUnknownAndTheRealOneMissing() {
        assertProblems(replace(TREES, "{\"id\": \"P0\", \"speed\": 10}", "{\"id\": \"P0\", \"sped\": 10}"),
                "3:4: platform.nodes[0].speed: missing required field",
                "3:17: platform.nodes[0].sped: unknown field; allowed here: id, parent, speed, bandwidth, latency");
    }

    @Test
    void sectionOfTheWrongType() {
        assertProblems(replace(TREES, "\"platform\": {\"nodes\": [", "\"platform\": [], \"x\": {\"nodes\": ["),
                "2:14: platform: expected object, found array",
                "2:18: x: unknown field; allowed here: " + TOP_LEVEL_FIELDS);
    }

    @Test
    void everyProblemIsReportedInFileOrder() {
        String text = replace(TREES, "\"bytes\": 1", "\"bytes\": 1, \"size\": 3");
        text = replace(text, "\"weight\": 1", "\"weight\": 0");
        text = replace(text, "\"parent\": \"P0\", \"speed\": 5", "\"parent\": \"P0\", \"speed\": -5");
        text = replace(text, "\"seed\": 1,", "\"seed\": \"1\",");
        assertProblems(text,
                "1:75: seed: expected integer, found string",
                "4:42: platform.nodes[1].speed: must be at least 0.000001 (10^-6): smaller speeds, bandwidths and"
                        + " task sizes lose the precision of the steady-state LP and of the heuristics' plans,"
                        + " found -5",
                "6:42: applications[0].weight: must be greater than 0, found 0",
                "6:70: applications[0].size: unknown field; allowed here: id, weight, flops, bytes, ccr");
    }

    @Test
    void emptyObjectMissesTheWholeHeader() {
        assertProblems("{}",
                "1:1: format: missing required field",
                "1:1: version: missing required field",
                "1:1: family: missing required field",
                "1:1: seed: missing required field");
    }
}
