package org.gridbench.model.scenario.tests;

import static org.gridbench.model.scenario.tests.Scenarios.STARS;
import static org.gridbench.model.scenario.tests.Scenarios.assertProblems;
import static org.gridbench.model.scenario.tests.Scenarios.replace;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.model.scenario.Family;
import org.junit.jupiter.api.Test;

class StarsRulesTest {

    private static final String NODE_RANGE = "must be at least 0 and less than overlay.nodes (64)";

    @Test
    void baseScenarioIsValid() {
        assertEquals(Family.STARS, Scenarios.parse(STARS).family());
    }

    @Test
    void requestNodeIsBelowTheNodeCount() {
        assertProblems(replace(STARS, "\"node\": 3", "\"node\": 64"),
                "6:21: workload.requests[0].node: " + NODE_RANGE + ", found 64");
    }

    @Test
    void requestNodeIsNotNegative() {
        assertProblems(replace(STARS, "\"node\": 3", "\"node\": -1"),
                "6:21: workload.requests[0].node: " + NODE_RANGE + ", found -1");
    }

    @Test
    void churnIsNoneOrSessionsOfASecondAtLeast() {
        refusedThenAccepted(" \"failures\": {\"churnMedian\": %s},", "4:30: failures.churnMedian: must be 0 (no churn)"
                + " or at least 1 second, found 4.9E-324", "4.9e-324", "0", "1");
    }

    /** A run of 4.9e-324 s sampled its series every 0 s and was refused inside, without a position. */
    @Test
    void aRunLastsASecondAtLeast() {
        refusedThenAccepted(" \"duration\": %s,", "4:14: duration: must be at least 1 second, found 4.9E-324",
                "4.9e-324", "1");
    }

    /** {@code line} before "policy": with {@code refused} the one problem, with each accepted value none. */
    private static void refusedThenAccepted(String line, String problem, String refused, String... accepted) {
        String field = line + "\n \"policy\"";
        assertProblems(replace(STARS, " \"policy\"", field.formatted(refused)), problem);
        for (String value : accepted) {
            Scenarios.parse(replace(STARS, " \"policy\"", field.formatted(value)));
        }
    }

    @Test
    void networkModelIsSlowOrFast() {
        assertProblems(replace(STARS, "\"fast\"", "\"medium\""),
                "3:23: network.model: unknown network model \"medium\"; expected \"slow\" or \"fast\"");
    }

    @Test
    void policyIsRequired() {
        assertProblems(replace(STARS, " \"policy\": \"IBP\",\n", ""), "1:1: policy: missing required field");
    }

    @Test
    void requestSizesAreInRange() {
        assertProblems(replace(STARS, "\"tasks\": 2, \"length\": 100, \"memory\": 0", "\"tasks\": 0, \"length\": 0, \"memory\": -1"),
                "6:33: workload.requests[0].tasks: must be at least 1, found 0",
                "6:46: workload.requests[0].length: must be greater than 0, found 0",
                "6:59: workload.requests[0].memory: must be at least 0, found -1");
    }

    /** A refusal quotes a number as the writer saves it: "found -25000000.0", not Java's "found -2.5E7". */
    @Test
    void refusedNumbersAreQuotedInPlainDigits() {
        assertProblems(replace(STARS, "\"length\": 100, \"memory\": 0, \"disk\": 0",
                "\"length\": -2.5e7, \"memory\": 0, \"disk\": -1.5e-4"),
                "6:46: workload.requests[0].length: must be greater than 0, found -25000000.0",
                "6:75: workload.requests[0].disk: must be at least 0, found -0.00015");
    }

    /** Issue 26: 2^32 nodes validated, then a run said "needs at least 2 nodes, got 0" (the int had wrapped). */
    @Test
    void anOverlayPastWhatTheEngineNumbersIsRefusedAtValidation() {
        assertProblems(replace(replace(STARS, "\"nodes\": 64", "\"nodes\": 4294967296"), "\"node\": 3", "\"node\": 0"),
                "2:23: overlay.nodes: must be at most half the largest 32-bit integer, as the overlay numbers 2N - 1"
                        + " positions (1073741823), found 4294967296");
    }

    @Test
    void taskCountsAndSummarySizesPastAnIntAreRefusedAtValidation() {
        assertProblems(replace(replace(STARS, "\"sfMax\": 20", "\"sfMax\": 2147483648"), "\"tasks\": 2",
                "\"tasks\": 9223372036854775807"),
                "2:36: overlay.sfMax: must be at most the largest 32-bit integer (2147483647), found 2147483648",
                "6:33: workload.requests[0].tasks: must be at most the largest 32-bit integer (2147483647), found"
                        + " 9223372036854775807");
    }

    @Test
    void anOverlayOfOneNodeIsRefusedAsTheEngineDoes() {
        assertProblems(replace(replace(STARS, "\"nodes\": 64", "\"nodes\": 1"), "\"node\": 3", "\"node\": 0"),
                "2:23: overlay.nodes: must be at least 2, found 1");
    }

    @Test
    void summarySizeIsAnInteger() {
        assertProblems(replace(STARS, "\"sfMax\": 20", "\"sfMax\": \"20\""), "2:36: overlay.sfMax: expected integer, found string");
    }
}
