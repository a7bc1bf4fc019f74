package org.gridbench.model.scenario.tests;

import static org.gridbench.model.scenario.tests.Scenarios.TREES;
import static org.gridbench.model.scenario.tests.Scenarios.assertProblems;
import static org.gridbench.model.scenario.tests.Scenarios.replace;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreeScenario;
import org.junit.jupiter.api.Test;

class TreesRulesTest {

    private static final String P0 = "{\"id\": \"P0\", \"speed\": 10}";
    private static final String P1 = "{\"id\": \"P1\", \"parent\": \"P0\", \"speed\": 5, \"bandwidth\": 2}";
    private static final String P2 = "{\"id\": \"P2\", \"parent\": \"P1\", \"speed\": 5, \"bandwidth\": 2}";

    @Test
    void baseScenarioIsValid() {
        assertEquals(Family.TREES, Scenarios.parse(TREES).family());
    }

    @Test
    void rootHasNoBandwidth() {
        assertProblems(replace(TREES, P0, "{\"id\": \"P0\", \"speed\": 10, \"bandwidth\": 3}"),
                "3:43: platform.nodes[0].bandwidth: not allowed on the root node, which has no link to a parent");
    }

    @Test
    void nodeWithParentNeedsBandwidth() {
        assertProblems(replace(TREES, P1, "{\"id\": \"P1\", \"parent\": \"P0\", \"speed\": 5}"),
                "4:4: platform.nodes[1].bandwidth: missing required field");
    }

    @Test
    void parentMustNameANode() {
        assertProblems(replace(TREES, "\"parent\": \"P1\"", "\"parent\": \"P9\""),
                "5:27: platform.nodes[2].parent: no node with id \"P9\"");
    }

    @Test
    void parentLinksMustNotFormACycle() {
        assertProblems(replace(TREES, "\"parent\": \"P0\"", "\"parent\": \"P2\""),
                "4:27: platform.nodes[1].parent: parent links form a cycle: P1 -> P2 -> P1");
    }

    @Test
    void nodeCannotBeItsOwnParent() {
        assertProblems(replace(TREES, "\"parent\": \"P1\"", "\"parent\": \"P2\""),
                "5:27: platform.nodes[2].parent: parent links form a cycle: P2 -> P2");
    }

    @Test
    void onlyOneNodeMayBeTheRoot() {
        assertProblems(replace(TREES, P2, "{\"id\": \"P2\", \"speed\": 5}"),
                "5:4: platform.nodes[2].parent: missing required field; only the root node \"P0\" may have no parent");
    }

    @Test
    void treeWithoutRootHasACycle() {
        assertProblems(replace(TREES, P0, "{\"id\": \"P0\", \"parent\": \"P2\", \"speed\": 10, \"bandwidth\": 1}"),
                "2:24: platform.nodes: no root node: exactly one node must have no parent",
                "3:27: platform.nodes[0].parent: parent links form a cycle: P0 -> P2 -> P1 -> P0");
    }

    @Test
    void nodeIdsAreUnique() {
        assertProblems(replace(TREES, "{\"id\": \"P2\"", "{\"id\": \"P1\""),
                "5:11: platform.nodes[2].id: duplicate id \"P1\"; first used by platform.nodes[1]");
    }

    @Test
    void idsAreNotEmpty() {
        assertProblems(replace(TREES, "{\"id\": \"P0\"", "{\"id\": \"\""),
                "3:11: platform.nodes[0].id: must not be empty",
                "4:27: platform.nodes[1].parent: no node with id \"P0\"");
    }

    @Test
    void parentIsAnId() {
        assertProblems(replace(TREES, "\"parent\": \"P1\"", "\"parent\": 1"),
                "5:27: platform.nodes[2].parent: expected string, found integer");
    }

    private static final String SIZE_RULE = "must be at least 0.000001 (10^-6): smaller speeds, bandwidths and task"
            + " sizes lose the precision of the steady-state LP and of the heuristics' plans";

    @Test
    void speedsArePositiveAndLatenciesNotNegative() {
        assertProblems(replace(TREES, P0, "{\"id\": \"P0\", \"speed\": 0, \"latency\": -1}"),
                "3:26: platform.nodes[0].speed: " + SIZE_RULE + ", found 0",
                "3:40: platform.nodes[0].latency: must be at least 0, found -1");
    }

    /** A root of speed 1e-200 left the LP infeasible and tasks of 4.9e-324 flops stalled the heuristics. */
    @Test
    void speedsBandwidthsAndTaskComputationsAreAtLeastAMillionth() {
        String text = replace(TREES, P0, "{\"id\": \"P0\", \"speed\": 1e-200}");
        text = replace(text, P1, "{\"id\": \"P1\", \"parent\": \"P0\", \"speed\": 5, \"bandwidth\": 9.99e-7}");
        text = replace(text, "\"flops\": 10", "\"flops\": 4.9e-324");
        assertProblems(text,
                "3:26: platform.nodes[0].speed: " + SIZE_RULE + ", found 1.0E-200",
                "4:58: platform.nodes[1].bandwidth: " + SIZE_RULE + ", found 9.99E-7",
                "6:54: applications[0].flops: " + SIZE_RULE + ", found 4.9E-324");
        Scenarios.parse(replace(replace(TREES, P0, "{\"id\": \"P0\", \"speed\": 0.000001}"), "\"flops\": 10",
                "\"flops\": 0.000001"));
    }

    @Test
    void inputBytesAreNotNegative() {
        assertProblems(replace(TREES, "\"bytes\": 1", "\"bytes\": -0.5"),
                "6:67: applications[0].bytes: must be at least 0, found -0.5");
    }

    private static final String APP = "{\"id\": \"A1\", \"weight\": 1, \"flops\": 10, \"bytes\": 1}]";

    /** fixed-data: every task ships 100 bytes and computes 100 / 0.5 = 200 flops; fixed-compute: 10 flops, 5 bytes. */
    @Test
    void taskSizeModelTurnsACcrIntoTaskSizes() {
        String byCcr = replace(TREES, APP, "{\"id\": \"A1\", \"weight\": 1, \"ccr\": 0.5}],\n"
                + " \"taskSizes\": {\"model\": \"fixed-data\", \"bytes\": 100}");
        BagApplication data = TreeScenario.of(Scenarios.parse(byCcr)).applications().get(0);
        assertEquals(200, data.flops(), 1e-12);
        assertEquals(100, data.bytes(), 1e-12);
        String compute = replace(byCcr, "{\"model\": \"fixed-data\", \"bytes\": 100}",
                "{\"model\": \"fixed-compute\", \"flops\": 10}");
        BagApplication fixed = TreeScenario.of(Scenarios.parse(compute)).applications().get(0);
        assertEquals(10, fixed.flops(), 1e-12);
        assertEquals(5, fixed.bytes(), 1e-12);
    }

    /** On the fastest node, of speed 10, 10^7 flops take 10^6 time units, the most allowed; 1e300 made the LP fail. */
    @Test
    void aTaskOfMoreThanAMillionTimeUnitsOnTheFastestNodeIsRefusedAtItsFlops() {
        assertProblems(replace(TREES, "\"flops\": 10,", "\"flops\": 1e300,"), "6:54: applications[0].flops: makes a"
                + " task compute flops / speed = 1.0E299 time units on the fastest node (speed 10), more than 10^6: the"
                + " steady-state LP loses rates below 10^-6 tasks per time unit; measure time in a larger unit, found"
                + " 1.0E300");
        assertEquals(1e7, TreeScenario.of(Scenarios.parse(replace(TREES, "\"flops\": 10,", "\"flops\": 1e7,")))
                .applications().get(0).flops());
        String data = replace(TREES, APP, "{\"id\": \"A1\", \"weight\": 1, \"ccr\": 1e-8}],\n"
                + " \"taskSizes\": {\"model\": \"fixed-data\", \"bytes\": 1}");
        assertProblems(data, "6:52: applications[0].ccr: makes a task compute flops / speed = 10000000 time units on the"
                + " fastest node (speed 10), more than 10^6: the steady-state LP loses rates below 10^-6 tasks per time"
                + " unit; measure time in a larger unit");
    }

    /** 3 nodes x 3,333 applications are 9,999 LP variables, within 10,000; 3 x 3,334 = 10,002 are refused. */
    @Test
    void moreThanTenThousandLpVariablesAreRefusedAtTheApplications() {
        assertEquals(3_333, TreeScenario.of(Scenarios.parse(applications(3_333))).applications().size());
        assertProblems(applications(3_334), "6:18: applications: 3 nodes x 3334 applications make 10,002 variables"
                + " of the steady-state LP, more than 10,000, past which the solver takes minutes here; give fewer nodes"
                + " or applications");
    }

    private static String applications(int count) {
        return replace(TREES, APP, IntStream.range(0, count).mapToObj(k -> "{\"id\": \"A" + k + "\", \"weight\": 1,"
                + " \"flops\": 10, \"bytes\": 1}").collect(Collectors.joining(", ")) + "]");
    }

    /** fixed-data: 1 byte / 1e300 = 1e-300 flops, below 10^-6; fixed-compute: 1e10 flops x 1e300 is past 1.8e308. */
    @Test
    void aCcrThatMakesATaskSizeUnusableIsRefusedAtTheCcr() {
        String data = replace(TREES, APP, "{\"id\": \"A1\", \"weight\": 1, \"ccr\": 1e300}],\n"
                + " \"taskSizes\": {\"model\": \"fixed-data\", \"bytes\": 1}");
        assertProblems(data, "6:52: applications[0].ccr: makes each task compute bytes / ccr = 1.0E-300 flops, below"
                + " 0.000001 (10^-6), which loses the precision of the steady-state LP and of the heuristics' plans");
        String compute = replace(data, "{\"model\": \"fixed-data\", \"bytes\": 1}",
                "{\"model\": \"fixed-compute\", \"flops\": 1e10}");
        assertProblems(compute, "6:52: applications[0].ccr: makes each task ship flops x ccr bytes, past the largest"
                + " number");
        String fine = replace(data, "\"ccr\": 1e300", "\"ccr\": 1e6");
        assertEquals(1e-6, TreeScenario.of(Scenarios.parse(fine)).applications().get(0).flops(), 1e-18,
                "1 byte / 10^6 = 10^-6 flops, the least allowed");
    }

    @Test
    void ccrNeedsATaskSizeModelAndExcludesSizes() {
        assertProblems(replace(TREES, APP, "{\"id\": \"A1\", \"weight\": 1, \"ccr\": 0.5, \"bytes\": 2}]"),
                "6:52: applications[0].ccr: needs a top-level taskSizes (fixed-compute with flops, or fixed-data with"
                        + " bytes)",
                "6:66: applications[0].bytes: give either ccr or flops and bytes, not both");
    }

    @Test
    void taskSizeModelIsKnownAndFixesOneSize() {
        assertProblems(replace(TREES, APP, APP + ",\n \"taskSizes\": {\"model\": \"fixed-data\", \"flops\": 3}"),
                "7:15: taskSizes.bytes: missing required field",
                "7:48: taskSizes.flops: not used by the fixed-data model, which fixes bytes");
        assertProblems(replace(TREES, APP, APP + ",\n \"taskSizes\": {\"model\": \"fixed\"}"),
                "7:25: taskSizes.model: unknown task-size model \"fixed\"; expected \"fixed-compute\" or"
                        + " \"fixed-data\"");
    }

    @Test
    void applicationWithoutSizesOrCcrIsNamed() {
        assertProblems(replace(TREES, APP, "{\"id\": \"A1\", \"weight\": 1}]"),
                "6:19: applications[0].flops: give flops and bytes, or ccr with a top-level taskSizes");
    }

    @Test
    void atLeastOneApplication() {
        assertProblems(replace(TREES, "[{\"id\": \"A1\", \"weight\": 1, \"flops\": 10, \"bytes\": 1}]", "[]"),
                "6:18: applications: must not be empty");
    }

    @Test
    void minimalFormOfOutsideToolsIsReadAsATreesScenario() {
        String minimal = "{\"platform\":{\"nodes\":[{\"id\":\"P0\",\"speed\":3},"
                + "{\"id\":\"P1\",\"parent\":\"P0\",\"speed\":1,\"bandwidth\":2}]},"
                + "\"applications\":[{\"id\":\"A1\",\"weight\":1,\"flops\":5,\"bytes\":0.5}]}";
        ScenarioDocument document = Scenarios.parse(minimal);
        assertEquals(Family.TREES, document.family());
        assertEquals(1, document.version());
        assertEquals(0L, document.seed());
        String written = ScenarioWriter.toJson(document);
        assertTrue(written.startsWith("{\n  \"format\": \"gridbench-scenario\",\n  \"version\": 1,\n  \"family\": \"trees\",\n"
                + "  \"seed\": 0,\n  \"platform\": {\n"), written);
        assertEquals(written, ScenarioWriter.toJson(Scenarios.parse(written)));
    }

    @Test
    void minimalFormIsCheckedLikeAnyTreesScenario() {
        assertProblems("{\"platform\": {\"nodes\": []},\n \"applications\": [], \"name\": \"x\"}",
                "1:24: platform.nodes: must not be empty",
                "2:18: applications: must not be empty");
    }

    @Test
    void documentWithPartOfTheHeaderIsNotTheMinimalForm() {
        assertProblems(replace(replace(TREES, "\"format\": \"gridbench-scenario\", \"version\": 1, ", ""),
                "\"family\": \"trees\", ", ""),
                "1:1: format: missing required field",
                "1:1: version: missing required field",
                "1:1: family: missing required field");
    }
}
