package org.gridbench.model.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.stars.StarsScenario;
import org.gridbench.model.stars.StarsScenario.Allocation;
import org.gridbench.model.stars.StarsScenario.FailureSettings;
import org.gridbench.model.stars.StarsScenario.FileRequest;
import org.junit.jupiter.api.Test;

/** A stars scenario file read into the settings its run is built from. */
class StarsScenarioTest {

    private static StarsScenario example(String name) throws ScenarioException {
        return StarsScenario.of(ScenarioReader.parse(Examples.text(name), name));
    }

    /** Exponential sessions of median m have mean m / ln 2: 64 nodes x 3600 s x ln 2 / 1 s = 159,701.1 departures. */
    @Test
    void churnIsCountedFromTheMeanSessionAndRefusedPastTenMillion() {
        assertEquals(159_701.1, StarsScenario.expectedChurnEvents(64, 3600, 1), 0.1);
        assertEquals(0, StarsScenario.expectedChurnEvents(64, 3600, 0));
        assertEquals(Optional.empty(), StarsScenario.churnRefusal(64, 3600, 1));
        // 64 x 230,000 s x ln 2 = 1.0203 x 10^7
        assertEquals(Optional.of("about 1.02e+07 nodes would leave and be replaced (64 nodes x 230000 s x ln 2 / a"
                + " median session of 1 s), more than 10,000,000; give a longer median session, a shorter duration or"
                + " fewer nodes"), StarsScenario.churnRefusal(64, 230_000, 1));
    }

    @Test
    void theExampleOverlayIsReadWithItsRequestsInFileOrder() throws ScenarioException {
        StarsScenario s = example("stars-overlay-64.gridbench.json");
        assertEquals(64, s.nodes());
        assertEquals(20, s.sfMax());
        assertEquals(Allocation.DECENTRALIZED, s.allocation());
        assertEquals("fast", s.link());
        assertEquals(1000, s.updateBandwidth());
        assertEquals(1, s.seed());
        assertEquals(Optional.of("IBP"), s.policy());
        assertEquals(List.of(new FileRequest(0, 0, 16, 60_000, 256, 512), new FileRequest(30, 17, 40, 12_000, 128, 100),
                new FileRequest(95.5, 63, 8, 300_000, 1024, 2048)), s.requests());
    }

    @Test
    void withoutDurationOrFailuresItRunsOneDayWithoutFailuresSampledTwoHundredTimes() throws ScenarioException {
        String name = "stars-overlay-64.gridbench.json";
        assertEquals(900, example(name).duration(), "the example runs 15 minutes");
        String text = Examples.text(name).replace("  \"duration\": 900,\n", "");
        StarsScenario s = StarsScenario.of(ScenarioReader.parse(text, name));
        assertEquals(86_400, s.duration());
        assertEquals(86_400 / 200.0, s.sampleInterval());
        assertEquals(FailureSettings.NONE, s.failures());
    }

    @Test
    void durationAndFailuresComeFromTheFile() throws ScenarioException {
        String text = Examples.text("stars-overlay-64.gridbench.json").replace("\"duration\": 900,",
                "\"duration\": 7200,\n  \"failures\": {\"churnMedian\": 600, \"failFraction\": 0.2,"
                        + " \"failAt\": 3600},");
        StarsScenario s = StarsScenario.of(ScenarioReader.parse(text, "failing"));
        assertEquals(7200, s.duration());
        assertEquals(36, s.sampleInterval());
        assertEquals(new FailureSettings(600, 0.2, 3600), s.failures());
    }

    @Test
    void aRequestsDeadlineIsReadInSecondsAfterItsSubmissionAndMustBePositive() throws ScenarioException {
        String text = Examples.text("stars-overlay-64.gridbench.json").replace("\"disk\": 512",
                "\"disk\": 512,\n        \"deadline\": 90");
        StarsScenario s = StarsScenario.of(ScenarioReader.parse(text, "deadlines"));
        assertEquals(new FileRequest(0, 0, 16, 60_000, 256, 512, 90), s.requests().get(0));
        assertTrue(s.requests().get(0).hasDeadline());
        assertFalse(s.requests().get(1).hasDeadline());
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> ScenarioReader.parse(text.replace("\"deadline\": 90", "\"deadline\": -5"), "negative"));
        assertTrue(e.getMessage().contains("workload.requests[0].deadline: must be at least 0.001 s (a millisecond)"),
                e.getMessage());
        ScenarioException lost = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(text.replace(
                "\"at\": 0,", "\"at\": 1e300,"), "lost"));
        assertTrue(lost.getMessage().contains("workload.requests[0].deadline: is lost in the rounding of 'at' (1.0E300"
                + " s): the request would be due when it is submitted"), lost.getMessage());
        ScenarioException far = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(text.replace(
                "\"deadline\": 90", "\"deadline\": 1e308"), "far"));
        assertTrue(far.getMessage().contains("workload.requests[0].deadline: must make the request due at most 10^300"
                + " s after the start (at + deadline): DP samples the computation a node offers up to the deadline,"
                + " seconds x MFLOPS, which must be a finite number, found 1.0E308"), far.getMessage());
    }

    @Test
    void underDpEveryRequestNeedsADeadlineReportedAtItsRequest() {
        String text = Examples.text("stars-overlay-64.gridbench.json").replace("\"policy\": \"IBP\"",
                "\"policy\": \"DP\"").replace("\"disk\": 512", "\"disk\": 512,\n        \"deadline\": 90");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(text, "dp"));
        assertEquals(List.of("workload.requests[1].deadline", "workload.requests[2].deadline"),
                e.problems().stream().map(Problem::field).toList(), "request 0 has one");
        assertEquals("missing; DP needs a deadline per request, in seconds after its 'at'",
                e.problems().get(0).message());
    }

    @Test
    void aRequestNeedsNoMoreMemoryNorDiskThanTheNodesOfAFileRunHave() {
        String text = Examples.text("stars-overlay-64.gridbench.json");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioReader.parse(
                text.replace("\"memory\": 256", "\"memory\": 1025").replace("\"disk\": 512", "\"disk\": 81921"),
                "large"));
        assertEquals(List.of("workload.requests[0].memory: must be at most the memory of every node of a file's run, in"
                + " MB (1024), found 1025", "workload.requests[0].disk: must be at most the disk of every node of a"
                + " file's run, in MB (81920), found 81921"),
                e.problems().stream().map(p -> p.field() + ": " + p.message()).toList());
    }

    @Test
    void aScenarioOfAnotherFamilyIsRefused() throws ScenarioException {
        var trees = ScenarioReader.parse(Examples.text("trees-star.gridbench.json"), "trees");
        assertThrows(IllegalArgumentException.class, () -> StarsScenario.of(trees));
    }
}
