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

    @Test
    void summarySizeIsAnInteger() {
        assertProblems(replace(STARS, "\"sfMax\": 20", "\"sfMax\": \"20\""), "2:36: overlay.sfMax: expected integer, found string");
    }
}
