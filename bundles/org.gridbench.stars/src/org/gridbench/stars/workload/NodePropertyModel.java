package org.gridbench.stars.workload;

import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.workload.SwfDistributions.Application;

/**
 * The node properties the STaRS simulator draws alongside the applications (Celaya, section 8.2: "the distribution of
 * application parameters and node properties (power, memory and disk)" from SWF traces). Our reading:
 * <ul>
 * <li>memory M_u is the memory per processor of a job drawn uniformly among the trace's jobs whose memory is known,
 * rounded up to the next power of two in MB (machines come in power-of-two sizes), at least 1 MB; when no job's
 * memory is known every node has {@link #DEFAULT_MEMORY}. Every task memory the workload samples is thus at most the
 * largest node class, which a large enough platform contains;</li>
 * <li>speed s_u and disk D_u are not in SWF traces; our choice is a speed drawn uniformly from {@link #SPEED_FACTORS}
 * times the reference speed of the trace's processors, and a disk drawn uniformly from {@link #DISKS} (10, 20, 40 and
 * 80 GB).</li>
 * </ul>
 * Node {@code i} draws only from substream {@code i} of {@link #STREAM}, so its properties do not depend on N.
 */
public final class NodePropertyModel {

    /** The named stream whose substream {@code i} draws the properties of node {@code i}. */
    public static final String STREAM = "stars.nodes";

    /** The memory of every node, in MB, when the trace records no job's memory: our choice. */
    public static final double DEFAULT_MEMORY = 1024;

    /** Node speeds relative to {@link SwfDistributions#referenceSpeed()}: our choice, SWF records no speed. */
    public static final List<Double> SPEED_FACTORS = List.of(0.5, 0.75, 1.0, 1.5, 2.0);

    /** Node disks in MB (10, 20, 40 and 80 GB): our choice, SWF records no disk. */
    public static final List<Double> DISKS = List.of(10 * 1024.0, 20 * 1024.0, 40 * 1024.0, 80 * 1024.0);

    private final SwfDistributions applications;
    private final boolean memoryKnown;

    private NodePropertyModel(SwfDistributions applications) {
        this.applications = applications;
        this.memoryKnown = applications.applications().stream().anyMatch(Application::memoryKnown);
    }

    /** The node properties that go with the applications of {@code applications}' trace. */
    public static NodePropertyModel of(SwfDistributions applications) {
        return new NodePropertyModel(applications);
    }

    /** The properties of {@code nodes} nodes, node {@code i} drawn from substream {@code i} of {@link #STREAM}. */
    public NodeProperties generate(int nodes, RandomStreams streams) {
        if (nodes < 0) {
            throw new IllegalArgumentException("the number of nodes cannot be negative, found " + nodes);
        }
        double[] memory = new double[nodes];
        double[] disk = new double[nodes];
        double[] speed = new double[nodes];
        for (int u = 0; u < nodes; u++) {
            SplittableRandom random = streams.substream(STREAM, u);
            memory[u] = memoryKnown ? roundUpToPowerOfTwo(applications.sampleMemory(random)) : DEFAULT_MEMORY;
            speed[u] = SPEED_FACTORS.get(random.nextInt(SPEED_FACTORS.size())) * applications.referenceSpeed();
            disk[u] = DISKS.get(random.nextInt(DISKS.size()));
        }
        return new NodeProperties(memory, disk, speed);
    }

    /** The smallest power of two, at least 1, that is not below {@code megabytes}: the memory class of a job. */
    public static double roundUpToPowerOfTwo(double megabytes) {
        if (!(megabytes > 1)) {
            return 1;
        }
        double below = Math.scalb(1.0, Math.getExponent(megabytes));
        return below == megabytes ? below : 2 * below;
    }
}
