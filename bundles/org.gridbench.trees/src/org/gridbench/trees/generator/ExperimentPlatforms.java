package org.gridbench.trees.generator;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.kernel.random.RandomStreams;

/**
 * The test set of section 5.1.2: n in {5, 10, 20, 50, 100} x maximum degree in {2, 5, 15} x 10 trees = 150
 * instances. Instance i draws its tree from substream i of stream {@value #PLATFORM_STREAM} and its CCR_max from
 * substream i of {@value #APPLICATION_STREAM}, so each instance is independent of the others and of their order.
 */
public final class ExperimentPlatforms {

    public static final int[] NODES = {5, 10, 20, 50, 100};
    public static final int[] MAX_DEGREES = {2, 5, 15};
    public static final int TREES_PER_CONFIGURATION = 10;
    /** Applications per instance when none is given (an assumption: see docs/trees.md, "Random platforms"). */
    public static final int DEFAULT_APPLICATIONS = 3;
    public static final String PLATFORM_STREAM = "trees.platform";
    public static final String APPLICATION_STREAM = "trees.applications";

    private ExperimentPlatforms() {
    }

    /** The node count of the largest instances. */
    public static int largest() {
        return NODES[NODES.length - 1];
    }

    public static int count() {
        return NODES.length * MAX_DEGREES.length * TREES_PER_CONFIGURATION;
    }

    public static List<ExperimentInstance> all(long seed) {
        return all(seed, DEFAULT_APPLICATIONS);
    }

    /** K applications per platform, the other readings the default ones ({@link ExperimentSetup#defaults()}). */
    public static List<ExperimentInstance> all(long seed, int applications) {
        return all(seed, new ExperimentSetup(applications, ExperimentSetup.DEFAULT_TASK_SIZES,
                CcrMaxDistribution.LOG_UNIFORM));
    }

    /** The 150 instances in order nodes, then maximum degree, then replicate. */
    public static List<ExperimentInstance> all(long seed, ExperimentSetup setup) {
        List<ExperimentInstance> instances = new ArrayList<>();
        for (int i = 0; i < count(); i++) {
            instances.add(instance(seed, i, setup));
        }
        return instances;
    }

    public static ExperimentInstance instance(long seed, int index, int applications) {
        return instance(seed, index, new ExperimentSetup(applications, ExperimentSetup.DEFAULT_TASK_SIZES,
                CcrMaxDistribution.LOG_UNIFORM));
    }

    /** Instance {@code index}; its tree does not depend on the setup, its CCR_max only on the distribution. */
    public static ExperimentInstance instance(long seed, int index, ExperimentSetup setup) {
        if (index < 0 || index >= count()) {
            throw new IllegalArgumentException("instance index " + index + " not in 0.." + (count() - 1));
        }
        int replicate = index % TREES_PER_CONFIGURATION;
        int maxDegree = MAX_DEGREES[(index / TREES_PER_CONFIGURATION) % MAX_DEGREES.length];
        int nodes = NODES[index / (TREES_PER_CONFIGURATION * MAX_DEGREES.length)];
        RandomStreams streams = new RandomStreams(seed);
        double ccrMax = setup.ccrMax().draw(streams.substream(APPLICATION_STREAM, index));
        return new ExperimentInstance(index, nodes, maxDegree, replicate, ccrMax,
                RandomTreeGenerator.generate(nodes, maxDegree, streams.substream(PLATFORM_STREAM, index)),
                RandomApplications.evenlySpaced(setup.applications(), ccrMax, setup.taskSizes()));
    }
}
