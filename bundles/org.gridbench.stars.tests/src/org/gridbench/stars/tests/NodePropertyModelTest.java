package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.importers.SwfReader;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.NodePropertyModel;
import org.gridbench.stars.workload.SwfDistributions;
import org.gridbench.stars.workload.SwfDistributions.Application;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Node memory, speed and disk drawn alongside the trace's applications (Celaya 8.2), node by node. */
class NodePropertyModelTest {

    @TempDir
    Path folder;

    private SwfDistributions distributions;

    @BeforeEach
    void setUp() throws IOException, ScenarioException {
        distributions = SiteLevelSwfDistributionsTest.distributions(folder, SiteLevelSwfDistributionsTest.TRACE, 1000);
    }

    private NodeProperties generate(SwfDistributions applications, int nodes, long seed) {
        return NodePropertyModel.of(applications).generate(nodes, new RandomStreams(seed));
    }

    @Test
    void memoryIsRoundedUpToAPowerOfTwoOfAtLeastOneMegabyte() {
        assertEquals(64, NodePropertyModel.roundUpToPowerOfTwo(56));
        assertEquals(64, NodePropertyModel.roundUpToPowerOfTwo(64));
        assertEquals(128, NodePropertyModel.roundUpToPowerOfTwo(64.5));
        assertEquals(2, NodePropertyModel.roundUpToPowerOfTwo(1.5));
        assertEquals(1, NodePropertyModel.roundUpToPowerOfTwo(1));
        assertEquals(1, NodePropertyModel.roundUpToPowerOfTwo(0.5));
        assertEquals(1, NodePropertyModel.roundUpToPowerOfTwo(0));
    }

    @Test
    void theSameSeedGivesTheSameNodes() {
        NodeProperties first = generate(distributions, 200, 42);
        NodeProperties again = generate(distributions, 200, 42);
        assertArrayEquals(first.memory(), again.memory());
        assertArrayEquals(first.disk(), again.disk());
        assertArrayEquals(first.speed(), again.speed());
        assertTrue(!Arrays.equals(first.speed(), generate(distributions, 200, 43).speed()));
    }

    @Test
    void aNodeHasTheSamePropertiesWhateverTheNumberOfNodes() {
        NodeProperties ten = generate(distributions, 10, 7);
        NodeProperties thousand = generate(distributions, 1000, 7);
        assertEquals(10, ten.size());
        assertArrayEquals(ten.memory(), Arrays.copyOf(thousand.memory(), 10));
        assertArrayEquals(ten.disk(), Arrays.copyOf(thousand.disk(), 10));
        assertArrayEquals(ten.speed(), Arrays.copyOf(thousand.speed(), 10));
    }

    @Test
    void speedsAndDisksAreDrawnUniformlyFromTheirSets() {
        NodeProperties nodes = generate(distributions, 5000, 3);
        List<Double> speeds = NodePropertyModel.SPEED_FACTORS.stream().map(factor -> factor * 1000).toList();
        assertEquals(List.of(500.0, 750.0, 1000.0, 1500.0, 2000.0), speeds);
        assertEquals(List.of(10_240.0, 20_480.0, 40_960.0, 81_920.0), NodePropertyModel.DISKS);
        for (double speed : speeds) {
            assertEquals(1000, Arrays.stream(nodes.speed()).filter(s -> s == speed).count(), 120, "speed " + speed);
        }
        for (double disk : NodePropertyModel.DISKS) {
            assertEquals(1250, Arrays.stream(nodes.disk()).filter(d -> d == disk).count(), 130, "disk " + disk);
        }
        assertEquals(5000, Arrays.stream(nodes.speed()).filter(speeds::contains).count());
        assertEquals(5000, Arrays.stream(nodes.disk()).filter(NodePropertyModel.DISKS::contains).count());
    }

    @Test
    void everyKnownJobMemoryFitsTheLargestNodeClass() {
        // The trace's known memories are 2 MB and 1 MB: the node classes are 2 MB and 1 MB.
        NodeProperties nodes = generate(distributions, 100, 11);
        assertEquals(Set.of(1.0, 2.0), distinct(nodes.memory()));
        double largestJob = distributions.applications().stream().filter(Application::memoryKnown)
                .mapToDouble(Application::memory).max().orElseThrow();
        assertTrue(Arrays.stream(nodes.memory()).max().orElseThrow() >= largestJob);
    }

    @Test
    void withoutAnyKnownMemoryEveryNodeHasOneGigabyte() throws IOException, ScenarioException {
        SwfDistributions unknown = SiteLevelSwfDistributionsTest.distributions(folder,
                "1 0 0 60 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1\n", 1000);
        assertEquals(Set.of(NodePropertyModel.DEFAULT_MEMORY), distinct(generate(unknown, 50, 1).memory()));
        assertEquals(1024, NodePropertyModel.DEFAULT_MEMORY);
    }

    @Test
    void hpc2nGivesPowerOfTwoMemoriesFrom8MbTo1Gb() throws ScenarioException {
        SwfDistributions hpc2n = SwfDistributions.of(SwfReader.read(hpc2n()), 1000);
        NodeProperties nodes = generate(hpc2n, 2000, 5);
        Set<Double> classes = distinct(nodes.memory());
        Set<Double> plausible = Set.of(8.0, 16.0, 32.0, 64.0, 128.0, 256.0, 512.0, 1024.0);
        assertTrue(plausible.containsAll(classes), "memory classes " + classes);
        assertEquals(1024.0, Arrays.stream(nodes.memory()).max().orElseThrow(), "the largest job, 900 MB, fits");
        assertTrue(classes.size() >= 6, "memory classes " + classes);
    }

    private static Set<Double> distinct(double[] values) {
        return new TreeSet<>(Arrays.stream(values).boxed().toList());
    }

    /** The trace in tests/data of the repository; Tycho runs the tests in the bundle's folder, two levels below. */
    private static Path hpc2n() {
        return Path.of(System.getProperty("user.dir"), "..", "..", "tests", "data", "swf", "hpc2n.swf");
    }
}
