package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridbench.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The stars command (Celaya, section 8.2): outputs, reproducibility and one message per kind of bad input. */
class StarsCommandTest {

    private static final String SERIES_HEADER = "time,requests,allocatedRequests,acceptedTasks,finishedTasks,"
            + "finishedComputation,queuedTasks,busyNodes,longestQueue,maxSlowness,messages,trafficBytes";

    @TempDir
    Path dir;

    private final CliRunner cli = new CliRunner();

    // 64 identical nodes, 5 requests of 8 tasks of 60 s each over 10 simulated minutes
    private int small(Path out, String... extra) {
        return cli.run(small(out.toString(), List.of(extra)).toArray(String[]::new));
    }

    /** The small run's arguments, each option of {@code extra} replacing the small run's value or added. */
    private static List<String> small(String out, List<String> extra) {
        List<String> args = new ArrayList<>(List.of("stars", "--policy", "IBP", "--nodes", "64", "--requests", "5",
                "--tasks-per-request", "8", "--duration", "10m", "--out", out));
        for (int i = 0; i < extra.size(); i += 2) {
            int at = args.indexOf(extra.get(i));
            if (at >= 0) {
                args.set(at + 1, extra.get(i + 1));
            } else {
                args.addAll(extra.subList(i, i + 2));
            }
        }
        return args;
    }

    @Test
    void aSmallDecentralizedRunWritesTheSeriesAndTheSummary() throws IOException {
        assertEquals(Cli.OK, small(dir), cli.err());
        List<String> series = Files.readAllLines(dir.resolve("series.csv"));
        assertEquals(SERIES_HEADER, series.get(0));
        assertEquals(1 + 200, series.size(), "one row every duration / 200");
        JsonNode summary = new ObjectMapper().readTree(dir.resolve("summary.json").toFile());
        for (String field : List.of("nodes", "policy", "mode", "sfMax", "link", "updateBandwidth", "duration", "seed",
                "workloadSeed", "requests", "allocatedRequests", "submittedTasks", "acceptedTasks", "finishedTasks",
                "finishedComputation", "discardedTasks", "rejectedTasks", "resends", "makespan", "messages", "events",
                "handled", "wallSeconds")) {
            assertTrue(summary.has(field), field);
        }
        assertEquals(64, summary.path("nodes").asInt());
        assertEquals("IBP", summary.path("policy").asText());
        assertEquals("decentralized", summary.path("mode").asText());
        assertEquals(600, summary.path("duration").asDouble());
        assertEquals(5, summary.path("requests").asLong());
        assertEquals(40, summary.path("submittedTasks").asLong());
        assertEquals(5, summary.path("allocatedRequests").asLong(), summary.toString());
        // request i comes at (i + 0.5) x 120 s; the last one's 60 s tasks end just after the 600 s run
        assertEquals(32, summary.path("finishedTasks").asLong(), summary.toString());
        assertEquals(32 * 60_000.0, summary.path("finishedComputation").asDouble());
        // from the first task's start, just after 60 s, to the end of the fourth request's tasks, just after 480 s:
        // 420 s, give or take the difference of the two requests' allocation times
        double makespan = summary.path("makespan").asDouble();
        double slack = summary.path("allocationTime").path("max").asDouble();
        assertEquals(420, makespan, slack, summary.toString());
        JsonNode allocation = summary.path("allocationTime");
        assertEquals(5, allocation.path("count").asLong());
        assertTrue(allocation.path("mean").asDouble() > 0 && allocation.path("max").asDouble() < 30,
                summary.toString());
        JsonNode traffic = summary.path("traffic");
        assertEquals(1e9, traffic.path("linkBandwidth").asDouble());
        for (String window : List.of("average", "peak1s", "peak10s")) {
            JsonNode w = traffic.path(window);
            assertTrue(w.path("max").asDouble() > 0, window);
            assertEquals(100 * w.path("p99").asDouble() / 1e9, w.path("p99Percent").asDouble(), 1e-12, window);
        }
        assertTrue(cli.out().contains("wrote " + dir.resolve("summary.json")), cli.out());
    }

    @Test
    void theSameSeedGivesTheSameSummaryAndSeries() throws IOException {
        Path first = dir.resolve("first");
        Path second = dir.resolve("second");
        assertEquals(Cli.OK, small(first, "--seed", "7"), cli.err());
        assertEquals(Cli.OK, small(second, "--seed", "7"), cli.err());
        assertEquals(withoutWall(first), withoutWall(second));
        assertEquals(Files.readString(first.resolve("series.csv")), Files.readString(second.resolve("series.csv")));
    }

    @Test
    void theSiteLevelWorkloadRunsFromTheSharedTraceAndMmpTakesBeta() throws IOException {
        assertEquals(Cli.OK, cli.run("stars", "--policy", "MMP", "--nodes", "32", "--duration", "2h", "--beta", "0.8",
                "--sfmax", "5", "--workload", "swf", "--out", dir.toString()), cli.err());
        JsonNode summary = new ObjectMapper().readTree(dir.resolve("summary.json").toFile());
        assertEquals("swf", summary.path("workload").asText());
        assertTrue(summary.path("requests").asLong() > 0, summary.toString());
    }

    @Test
    void centralizedAndRandomModesRun() throws IOException {
        for (String mode : List.of("centralized", "random")) {
            Path out = dir.resolve(mode);
            assertEquals(Cli.OK, small(out, "--mode", mode), cli.err());
            JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
            assertEquals(mode, summary.path("mode").asText());
            assertEquals(40, summary.path("submittedTasks").asLong());
        }
    }

    @Test
    void everyBadInputIsOneLineWithExitCode2() {
        String out = dir.resolve("bad").toString();
        List<List<String>> cases = List.of(
                List.of("stars: --nodes: N must be at least 2, found 1", "--nodes", "1"),
                List.of("stars: --sfmax: SF_max must be at least 1, found 0", "--sfmax", "0"),
                List.of("stars: --tasks-per-request: must be at least 1, found 0", "--tasks-per-request", "0"),
                List.of("stars: --requests: must be at least 1, found 0", "--requests", "0"),
                List.of("stars: --task-length: must be greater than 0, found -5", "--task-length", "-5"),
                List.of("stars: --task-memory: must be at least 0, found -1", "--task-memory", "-1"),
                List.of("stars: --task-disk: must be at least 0, found -2", "--task-disk", "-2"),
                List.of("stars: --update-bw: must be greater than 0, found -1000", "--update-bw", "-1000"),
                List.of("stars: --policy: unknown policy 'XYZ'; installed: IBP, MMP, DP, FSP, WDP", "--policy", "XYZ"),
                List.of("stars: --mode: unknown mode 'hybrid'; expected decentralized, centralized or random",
                        "--mode", "hybrid"),
                List.of("stars: --link: unknown link 'medium'; expected slow or fast", "--link", "medium"),
                List.of("stars: --duration: must be greater than 0, found 0h", "--duration", "0h"),
                List.of("stars: --duration: must be at least 1 second, found 0.5s", "--duration", "0.5s"),
                List.of("stars: --duration: '1e306h' is not a finite duration", "--duration", "1e306h"),
                List.of("stars: --update-bw: 'Infinity' is not a finite number", "--update-bw", "Infinity"),
                List.of("stars: --task-memory: no node can ever take a task of 4096 MB memory and 0 MB disk (largest"
                        + " node memory 1024 MB, largest disk 81920 MB)", "--task-memory", "4096"),
                List.of("stars: --beta: IBP has no parameter beta", "--beta", "0.5"),
                List.of("stars: --fail-fraction: must be in [0, 1), found 1", "--fail-fraction", "1", "--fail-at",
                        "1h"),
                List.of("stars: --fail-fraction: must be in [0, 1), found -0.2", "--fail-fraction", "-0.2",
                        "--fail-at", "1h"),
                List.of("stars: --fail-fraction and --fail-at go together", "--fail-at", "1h"),
                List.of("stars: --churn: must be greater than 0, found 0m", "--churn", "0m"));
        for (List<String> c : cases) {
            List<String> args = small(out, c.subList(1, c.size()));
            assertEquals(Cli.BAD_INPUT, cli.run(args.toArray(String[]::new)), c.get(0));
            assertEquals(c.get(0) + "\n", cli.err(), c.get(0));
        }
        assertFalse(Files.exists(dir.resolve("bad")), "bad input writes nothing");
    }

    @Test
    void dpRunsFixedRequestsWithTheirDeadlineAndRefusesBadDeadlines() throws IOException {
        assertEquals(Cli.OK, small(dir, "--policy", "DP", "--task-deadline", "5m"), cli.err());
        JsonNode summary = new ObjectMapper().readTree(dir.resolve("summary.json").toFile());
        assertEquals("DP", summary.path("policy").asText());
        assertEquals(40, summary.path("acceptedTasks").asLong(), summary.toString());
        assertEquals(0, summary.path("missedDeadlines").asLong());
        assertEquals(0, summary.path("droppedTasks").asLong());
        String out = dir.resolve("bad").toString();
        assertEquals(Cli.BAD_INPUT, small(Path.of(out), "--policy", "DP"));
        assertTrue(cli.err().startsWith("stars: --task-deadline is required with --requests under a policy with"
                + " deadlines (DP)"), cli.err());
        assertEquals(Cli.BAD_INPUT, small(Path.of(out), "--policy", "DP", "--task-deadline", "-5"));
        assertEquals("stars: --task-deadline: must be greater than 0, found -5\n", cli.err());
        assertEquals(Cli.BAD_INPUT, small(Path.of(out), "--task-deadline", "5m"));
        assertEquals("stars: --task-deadline applies only to policies with deadlines (DP)\n", cli.err());
        assertFalse(Files.exists(Path.of(out)), "bad input writes nothing");
    }

    @Test
    void churnAndCatastrophicFailuresAreReported() throws IOException {
        assertEquals(Cli.OK, small(dir, "--churn", "2m", "--fail-fraction", "0.25", "--fail-at", "5m"), cli.err());
        JsonNode summary = new ObjectMapper().readTree(dir.resolve("summary.json").toFile());
        // 64 nodes, 10 minutes, sessions of median 2 minutes: some 200 departures, plus 16 at 5 minutes
        assertTrue(summary.path("failures").asLong() > 150, summary.toString());
        assertTrue(summary.has("abortedTasks") && summary.has("resubmittedTasks"), summary.toString());
    }

    @Test
    void requiredOptionsAreNamed() {
        assertEquals(Cli.BAD_INPUT, cli.run("stars", "--nodes", "8", "--out", dir.toString()));
        assertTrue(cli.err().startsWith("stars: --policy is required"), cli.err());
        assertEquals(Cli.BAD_INPUT, cli.run("stars", "--policy", "IBP", "--nodes", "8"));
        assertTrue(cli.err().startsWith("stars: --out is required"), cli.err());
        assertEquals(Cli.BAD_INPUT, cli.run("stars", "--policy", "IBP", "--nodes", "8", "--requests", "3",
                "--out", dir.toString()));
        assertEquals("stars: --requests and --tasks-per-request go together\n", cli.err());
    }

    @Test
    void listPoliciesShowsTheStarsPolicies() {
        assertEquals(Cli.OK, cli.run("list-policies"), cli.err());
        assertTrue(cli.out().contains("stars\tDP\tDeadline Policy\torg.gridbench.stars.policies\n"), cli.out());
        assertTrue(cli.out().contains("stars\tIBP\tIdle/Busy Policy\torg.gridbench.stars.policies\n"), cli.out());
        assertTrue(cli.out().contains("stars\tMMP\tMakespan Minimization Policy\torg.gridbench.stars.policies\n"),
                cli.out());
        assertEquals("", cli.err());
    }

    @Test
    void benchStarsRunsASmallSize() {
        assertEquals(Cli.OK, cli.run("bench", "stars", "--sizes", "64"), cli.err());
        assertTrue(cli.out().contains("| IBP | 64 | "), cli.out());
        assertTrue(cli.out().contains("| MMP | 64 | "), cli.out());
        assertEquals(Cli.BAD_INPUT, cli.run("bench", "stars", "--sizes", "1"));
        assertTrue(cli.err().contains("--sizes"), cli.err());
    }

    private static JsonNode withoutWall(Path folder) throws IOException {
        ObjectNode summary = (ObjectNode) new ObjectMapper().readTree(folder.resolve("summary.json").toFile());
        assertTrue(summary.remove("wallSeconds") != null);
        return summary;
    }
}
