package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridbench.cli.Cli;
import org.gridbench.experiments.stars.ThesisWorkload;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.WorkloadTrace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** The thesis's site-level workload behind {@code stars}: generated once, replayed for every policy and mode. */
class StarsThesisWorkloadTest {

    @TempDir
    Path dir;

    private final CliRunner cli = new CliRunner();

    private JsonNode run(String name, String... extra) throws IOException {
        Path out = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("stars", "--nodes", "64", "--duration", "3h", "--user-fraction",
                "0.25", "--seed", "5", "--out", out.toString()));
        args.addAll(List.of(extra));
        assertEquals(Cli.OK, cli.run(args.toArray(String[]::new)), cli.err());
        return new ObjectMapper().readTree(out.resolve("summary.json").toFile());
    }

    @Test
    void everyPolicyAndModeReplaysTheSameApplications() throws IOException {
        JsonNode ibp = run("ibp", "--policy", "IBP");
        assertEquals("thesis", ibp.path("workload").asText());
        assertEquals(16, ibp.path("users").asInt());
        assertEquals(0.25, ibp.path("userFraction").asDouble());
        assertTrue(ibp.path("requests").asLong() > 0, ibp.toString());
        assertTrue(ibp.path("offeredLoad").asDouble() > 0, ibp.toString());
        for (JsonNode other : List.of(run("random", "--policy", "IBP", "--mode", "random"),
                run("centralized", "--policy", "IBP", "--mode", "centralized"), run("mmp", "--policy", "MMP"),
                run("dp", "--policy", "DP"))) {
            assertEquals(ibp.path("requests").asLong(), other.path("requests").asLong(), other.toString());
            assertEquals(ibp.path("submittedTasks").asLong(), other.path("submittedTasks").asLong());
            assertEquals(ibp.path("offeredLoad").asDouble(), other.path("offeredLoad").asDouble());
        }
    }

    @Test
    void badWorkloadAndReadingOptionsAreOneLineWithExitCode2() {
        String out = dir.resolve("bad").toString();
        List<List<String>> cases = List.of(
                List.of("stars: --user-fraction must be greater than 0, found 0", "--user-fraction", "0"),
                List.of("stars: --user-fraction must be in (0, 1], found 1.5", "--user-fraction", "1.5"),
                List.of("stars: --workload: unknown workload 'poisson'; expected thesis or swf", "--workload",
                        "poisson"),
                List.of("stars: --user-fraction applies only to the thesis's workload (--workload thesis)",
                        "--workload", "swf", "--user-fraction", "0.5"),
                List.of("stars: --trace applies only with --workload swf or --requests", "--trace", "x.swf"),
                List.of("stars: --delays: unknown value 'sometimes'; expected per-message or per-link", "--delays",
                        "sometimes"),
                List.of("stars: --readings: unknown readings 'old'; expected thesis or earlier", "--readings", "old"),
                List.of("stars: --submit-attempts must be at least 0, found -1", "--submit-attempts", "-1"));
        for (List<String> c : cases) {
            List<String> args = new ArrayList<>(List.of("stars", "--policy", "IBP", "--nodes", "8", "--out", out));
            args.addAll(c.subList(1, c.size()));
            assertEquals(Cli.BAD_INPUT, cli.run(args.toArray(String[]::new)), String.join(" ", args));
            assertEquals(c.get(0), cli.err().strip(), String.join(" ", args));
        }
    }

    @Test
    void theOfferedLoadIsTheSubmittedComputationOverTheCapacityOfTheRun() {
        NodeProperties nodes = new NodeProperties(new double[] {1, 1}, new double[] {1, 1}, new double[] {1000, 2000});
        WorkloadTrace trace = new WorkloadTrace(List.of(new Request(1, 0, 2, 3000, 0, 0, 1),
                new Request(12, 1, 5, 1000, 0, 0, 1)));
        // before the end of a 10 s run: 2 x 3,000 MI against (1,000 + 2,000) MIPS x 10 s
        assertEquals(6000.0 / 30_000, ThesisWorkload.offeredLoad(trace, nodes, 10), 1e-15);
        assertEquals((6000.0 + 5000) / 60_000, ThesisWorkload.offeredLoad(trace, nodes, 20), 1e-15);
    }

    @Test
    void policiesWithoutDeadlinesReplayTheTraceWithoutThem() {
        WorkloadTrace trace = new WorkloadTrace(List.of(new Request(1, 0, 2, 3000, 0, 0, 1).withDeadline(50)));
        assertEquals(50, ThesisWorkload.replay(trace, true).get(0).next().deadline());
        assertEquals(Double.POSITIVE_INFINITY, ThesisWorkload.replay(trace, false).get(0).next().deadline());
    }
}
