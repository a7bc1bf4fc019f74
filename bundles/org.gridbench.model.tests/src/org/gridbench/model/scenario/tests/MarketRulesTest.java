package org.gridbench.model.scenario.tests;

import static org.gridbench.model.scenario.tests.Scenarios.MARKET;
import static org.gridbench.model.scenario.tests.Scenarios.assertProblems;
import static org.gridbench.model.scenario.tests.Scenarios.replace;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.model.scenario.Family;
import org.junit.jupiter.api.Test;

class MarketRulesTest {

    private static final String TASK_A = "{\"id\": \"a\", \"exec\": 1, \"cores\": 1, \"kind\": \"Kind1\"}";
    private static final String POINTS = "[[3, 8], [4, 5]]";

    @Test
    void baseScenarioIsValid() {
        assertEquals(Family.MARKET, Scenarios.parse(MARKET).family());
    }

    @Test
    void afterMustNameATaskOfTheSameJob() {
        assertProblems(replace(MARKET, "\"after\": [\"b\"]", "\"after\": [\"x\"]"),
                "7:66: workload.jobs[0].tasks[2].after[0]: no task \"x\" in this job");
    }

    @Test
    void dependencyCycleNamesItsFirstTask() {
        assertProblems(replace(MARKET, TASK_A, "{\"id\": \"a\", \"exec\": 1, \"cores\": 1, \"kind\": \"Kind1\", \"after\": [\"c\"]}"),
                "5:65: workload.jobs[0].tasks[0].after: \"after\" links form a cycle: a -> c -> b -> a");
    }

    @Test
    void taskCannotWaitForItself() {
        assertProblems(replace(MARKET, "\"after\": [\"b\"]", "\"after\": [\"c\"]"),
                "7:65: workload.jobs[0].tasks[2].after: \"after\" links form a cycle: c -> c");
    }

    @Test
    void taskKindMustBeTheKindOfACluster() {
        assertProblems(replace(MARKET, "\"kind\": \"Kind1\", \"after\": [\"b\"]", "\"kind\": \"Kind2\", \"after\": [\"b\"]"),
                "7:47: workload.jobs[0].tasks[2].kind: no cluster of kind \"Kind2\"");
    }

    @Test
    void taskIdsAreUniqueWithinTheJob() {
        assertProblems(replace(MARKET, "{\"id\": \"c\"", "{\"id\": \"b\""),
                "7:11: workload.jobs[0].tasks[2].id: duplicate id \"b\"; first used by workload.jobs[0].tasks[1]");
    }

    @Test
    void finalDeadlineComesAfterTheInitialOne() {
        assertProblems(replace(MARKET, "\"dFinal\": 6", "\"dFinal\": 2"),
                "8:55: workload.jobs[0].valueCurve.dFinal: must be greater than dInitial (2), found 2");
    }

    @Test
    void pointsLieBetweenTheDeadlines() {
        assertProblems(replace(MARKET, POINTS, "[[3, 8], [7, 5]]"),
                "8:78: workload.jobs[0].valueCurve.points[1][0]: must lie strictly between dInitial (2) and dFinal (6), found 7");
    }

    @Test
    void pointsIncreaseInSlr() {
        assertProblems(replace(MARKET, POINTS, "[[4, 8], [3, 5]]"),
                "8:78: workload.jobs[0].valueCurve.points[1][0]: must be greater than the previous point's slr (4), found 3");
    }

    @Test
    void valueNeverIncreases() {
        assertProblems(replace(MARKET, POINTS, "[[3, 5], [4, 8]]"),
                "8:81: workload.jobs[0].valueCurve.points[1][1]: must not exceed the previous point's value (5), found 8");
    }

    @Test
    void valueStaysBelowVMax() {
        assertProblems(replace(MARKET, POINTS, "[[3, 11], [4, 5]]"),
                "8:73: workload.jobs[0].valueCurve.points[0][1]: must be between 0 and vMax (10), found 11");
    }

    @Test
    void pointsArePairs() {
        assertProblems(replace(MARKET, POINTS, "[[3], [4, 5], 6]"),
                "8:69: workload.jobs[0].valueCurve.points[0]: expected a pair [slr, value], found 1 element",
                "8:82: workload.jobs[0].valueCurve.points[2]: expected array, found integer");
    }

    @Test
    void countsAndTimesAreIntegersInRange() {
        String text = replace(MARKET, "\"cores\": 4", "\"cores\": 0");
        text = replace(text, "\"arrival\": 0", "\"arrival\": -1");
        text = replace(text, TASK_A, "{\"id\": \"a\", \"exec\": 1.5, \"cores\": 1, \"kind\": \"Kind1\"}");
        text = replace(text, "\"ccr\": 0", "\"ccr\": -0.1");
        assertProblems(text,
                "2:22: platform.ccr: must be at least 0, found -0.1",
                "2:63: platform.clusters[0].cores: must be at least 1, found 0",
                "3:48: workload.jobs[0].arrival: must be at least 0, found -1",
                "5:24: workload.jobs[0].tasks[0].exec: expected integer, found number");
    }

    /** Issue 26: huge core counts and execution times validated, then a run ended with a negative number inside. */
    @Test
    void coresExecutionTimesAndArrivalsPastWhatTheEngineHoldsAreRefusedAtValidation() {
        String text = replace(MARKET, "\"cores\": 4", "\"cores\": 4294967296");
        text = replace(text, "\"arrival\": 0", "\"arrival\": 9007199254740992");
        text = replace(text, TASK_A, "{\"id\": \"a\", \"exec\": 2147483648, \"cores\": 1, \"kind\": \"Kind1\"}");
        assertProblems(text,
                "2:60: platform.clusters[0].cores: must be at most the largest 32-bit integer (2147483647), found"
                        + " 4294967296",
                "3:48: workload.jobs[0].arrival: must be at most 2^53 - 1, the last tick the clock holds exactly"
                        + " (9007199254740991), found 9007199254740992",
                "5:24: workload.jobs[0].tasks[0].exec: must be at most the largest 32-bit integer (2147483647), found"
                        + " 2147483648");
    }

    /** Found by a hand-made hostile file: ccr 10^308 validated, then the run overflowed a transfer's ticks (exit 1). */
    @Test
    void aCcrPastWhatATransferHoldsIsRefusedAtValidation() {
        assertProblems(replace(MARKET, "\"ccr\": 0", "\"ccr\": 1e308"), "2:22: platform.ccr: must be at most 2^22, so"
                + " that a transfer of the longest task stays within the ticks the clock holds exactly (4194304), found"
                + " 1.0E308");
    }

    /** Found by running the examples with extreme numbers: four jobs of vMax 1e308 gave a maximum value of Infinity. */
    @Test
    void aValuePastWhatARunSumsIsRefused() {
        assertProblems(replace(MARKET, "\"vMax\": 10", "\"vMax\": 1e298"), "8:26: workload.jobs[0].valueCurve.vMax:"
                + " must be less than 10^298, so that the sum of the values of a run's jobs is a finite number, found"
                + " 1.0E298");
    }

    /** A dFinal of 1e308 validated, then PVR bid the area under the curve, Infinity, and the run failed (exit 1). */
    @Test
    void aFinalDeadlineWhoseAreaIsNotFiniteIsRefused() {
        assertProblems(replace(MARKET, "\"dFinal\": 6", "\"dFinal\": 1e308"),
                "8:55: workload.jobs[0].valueCurve.dFinal: must be at most the largest double / vMax"
                        + " (1.7976931348623158E307): PVR bids the area under the curve, up to vMax x dFinal, which must"
                        + " be a finite number, found 1.0E308");
    }

    @Test
    void atLeastOneCluster() {
        assertProblems(replace(MARKET, "[{\"id\": \"C1\", \"cores\": 4, \"kind\": \"Kind1\"}]", "[]"),
                "2:37: platform.clusters: must not be empty");
    }

    @Test
    void valueCurveIsAFieldOfTheJob() {
        assertProblems(replace(MARKET, "\"arrival\": 0,", "\"arrival\": 0, \"valuecurve\": 1,"),
                "3:51: workload.jobs[0].valuecurve: unknown field; allowed here: id, arrival, tasks, valueCurve");
    }
}
