package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gridbench.cli.Cli;
import org.gridbench.experiments.stars.ThesisWorkload;
import org.gridbench.experiments.stars.TraceCache;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.overlay.NetworkModel;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.sim.Mode;
import org.gridbench.stars.sim.ModelReadings;
import org.gridbench.stars.sim.StarsConfig;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.WorkloadTrace;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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

    /** A kept trace gives the run the generation would give it, field for field; other seeds generate their own. */
    @Test
    void aTraceIsGeneratedOncePerSettingAndTheKeptOneGivesTheSameRun() throws IOException {
        TraceCache cache = TraceCache.shared();
        cache.clear();
        ObjectNode generated = (ObjectNode) run("random-generated", "--policy", "IBP", "--mode", "random");
        assertEquals(1, cache.generated());
        ObjectNode kept = (ObjectNode) run("random-kept", "--policy", "IBP", "--mode", "random");
        run("centralized-kept", "--policy", "IBP", "--mode", "centralized");
        assertEquals(1, cache.generated(), "the second and third runs took the kept trace");
        generated.remove("wallSeconds");
        kept.remove("wallSeconds");
        assertEquals(generated, kept);
        run("other-seed", "--policy", "IBP", "--mode", "random", "--workload-seed", "6");
        assertEquals(2, cache.generated(), "another workload seed is another trace");
    }

    @Test
    void runsOfOtherSfMaxUpdateBandwidthOrLinkReplayTheSameApplications() throws IOException {
        JsonNode reference = run("reference", "--policy", "IBP");
        for (JsonNode other : List.of(run("sf20", "--policy", "IBP", "--sfmax", "20"),
                run("bw", "--policy", "MMP", "--update-bw", "10000"), run("slow", "--policy", "IBP", "--link", "slow"),
                run("earlier", "--policy", "IBP", "--readings", "earlier"),
                run("fspraised", "--policy", "FSP", "--fsp-estimate", "raised", "--beta", "0.1"))) {
            assertEquals(reference.path("requests").asLong(), other.path("requests").asLong(), other.toString());
            assertEquals(reference.path("submittedTasks").asLong(), other.path("submittedTasks").asLong());
            assertEquals(reference.path("offeredLoad").asDouble(), other.path("offeredLoad").asDouble());
        }
    }

    @Test
    void theTraceIsGeneratedWithTheSimulatorsTraceSettingsWhateverTheRun() {
        StarsConfig run = new StarsConfig(100, 200, Mode.RANDOM, NetworkModel.slowPerLink(), 100, 7200, 9, 30, 60,
                CostModel.DEFAULT, ModelReadings.EARLIER);
        StarsConfig generator = ThesisWorkload.generatorConfig(run);
        assertEquals(50, generator.sfMax());
        assertEquals(Mode.DECENTRALIZED, generator.mode());
        assertEquals(1000, generator.updateBandwidth());
        assertEquals(1e9, generator.network().bandwidth());
        assertTrue(generator.network().perMessage());
        assertEquals(ModelReadings.THESIS, generator.readings());
        assertEquals(List.of(100, 7200.0, 9L), List.of(generator.nodes(), generator.duration(), generator.seed()));
    }

    @Test
    void badWorkloadAndReadingOptionsAreOneLineWithExitCode2() {
        String out = dir.resolve("bad").toString();
        List<List<String>> cases = List.of(
                List.of("stars: --user-fraction: must be greater than 0, found 0", "--user-fraction", "0"),
                List.of("stars: --user-fraction: must be in (0, 1], found 1.5", "--user-fraction", "1.5"),
                List.of("stars: --workload: unknown workload 'poisson'; expected thesis or swf", "--workload",
                        "poisson"),
                List.of("stars: --user-fraction applies only to the thesis's workload (--workload thesis)",
                        "--workload", "swf", "--user-fraction", "0.5"),
                List.of("stars: --trace applies only with --workload swf or --requests", "--trace", "x.swf"),
                List.of("stars: --delays: unknown value 'sometimes'; expected per-message or per-link", "--delays",
                        "sometimes"),
                List.of("stars: --readings: unknown readings 'old'; expected thesis or earlier", "--readings", "old"),
                List.of("stars: --fsp-estimate: unknown value 'lowered'; expected dropped or raised",
                        "--fsp-estimate", "lowered"),
                List.of("stars: --submit-attempts: must be at least 0, found -1", "--submit-attempts", "-1"),
                List.of("stars: --node-memory: must be at least 256 MB (one memory step), found 100", "--node-memory",
                        "100"),
                List.of("stars: --node-memory applies only to the thesis's workload (--workload thesis)",
                        "--workload", "swf", "--node-memory", "1000"));
        for (List<String> c : cases) {
            List<String> args = new ArrayList<>(List.of("stars", "--policy", "IBP", "--nodes", "8", "--out", out));
            args.addAll(c.subList(1, c.size()));
            assertEquals(Cli.BAD_INPUT, cli.run(args.toArray(String[]::new)), String.join(" ", args));
            assertEquals(c.get(0), cli.err().strip(), String.join(" ", args));
        }
    }

    @Test
    void nodeMemoryStepsStopAtTheSimulatorsMaxMem() {
        // max_mem 1000 (the simulator's networks of up to 70,000 nodes): 256, 512 or 768 MB, never 1024
        double[] memory = ThesisWorkload.nodes(3000, 1000, new RandomStreams(7)).memory();
        for (double step : new double[] {256, 512, 768}) {
            long count = Arrays.stream(memory).filter(m -> m == step).count();
            assertTrue(count > 900 && count < 1100, step + " MB on " + count + " of 3,000 nodes");
        }
        assertEquals(3000, Arrays.stream(memory).filter(m -> m == 256 || m == 512 || m == 768).count());
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
