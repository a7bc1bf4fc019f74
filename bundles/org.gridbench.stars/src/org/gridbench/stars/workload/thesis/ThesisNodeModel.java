package org.gridbench.stars.workload.thesis;

import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.workload.NodeProperties;

/**
 * The node properties of the thesis's simulator (Celaya, section 8.2; {@code docs/stars-thesis-setup.md}): speed a
 * discrete Pareto of shape 1 over 1,000-2,800 MIPS in steps of 200 (1 % of the nodes at 2,800), memory uniform over
 * 256 MB steps up to {@code maxMemory}, disk uniform over 64, 164, ..., 964 MB. Node {@code i} draws speed, memory
 * and disk in that order from substream {@code i} of {@link #STREAM}, so its properties do not depend on N.
 *
 * @param maxMemory the simulator's {@code max_mem}: memory steps go up to the largest multiple of 256 MB not above it
 */
public record ThesisNodeModel(double maxMemory) {

    public static final String STREAM = "stars.nodes.thesis";
    /** The simulator's default {@code max_mem} (its configuration files reuse the key for their own memory limit). */
    public static final double DEFAULT_MAX_MEMORY = 4096;
    public static final double MIN_SPEED = 1000;
    public static final double SPEED_STEP = 200;
    /** Speed classes: x = 1 / U, U uniform in (1 / (CLASSES + 1), 1], class floor(x) in 1..CLASSES. */
    public static final int SPEED_CLASSES = 10;
    public static final double MEMORY_STEP = 256;
    public static final double MIN_DISK = 64;
    public static final double DISK_STEP = 100;
    public static final int DISK_CLASSES = 10;

    public ThesisNodeModel {
        if (!(maxMemory >= MEMORY_STEP) || Double.isInfinite(maxMemory)) {
            throw new IllegalArgumentException("the largest memory must be finite and at least " + MEMORY_STEP
                    + " MB, found " + maxMemory);
        }
    }

    /** The simulator's defaults: memory 256 to 4,096 MB. */
    public static ThesisNodeModel defaults() {
        return new ThesisNodeModel(DEFAULT_MAX_MEMORY);
    }

    public NodeProperties generate(int nodes, RandomStreams streams) {
        double[] memory = new double[nodes];
        double[] disk = new double[nodes];
        double[] speed = new double[nodes];
        for (int u = 0; u < nodes; u++) {
            SplittableRandom random = streams.substream(STREAM, u);
            speed[u] = speed(Uniform.openBelow(random));
            memory[u] = memory(Uniform.openBelow(random));
            disk[u] = disk(Uniform.openBelow(random));
        }
        return new NodeProperties(memory, disk, speed);
    }

    /** Discrete Pareto of shape 1: x = 1 / V with V uniform in (1/11, 1], speed 1000 + 200 (floor(x) - 1). */
    public static double speed(double u) {
        double v = 1.0 / (SPEED_CLASSES + 1) + u * (1 - 1.0 / (SPEED_CLASSES + 1));
        int k = Math.min((int) Math.floor(1 / v), SPEED_CLASSES);
        return MIN_SPEED + SPEED_STEP * (k - 1);
    }

    /** Uniform over 256, 512, ..., 256 floor(maxMemory / 256) MB: the ceiling of u times the number of steps. */
    public double memory(double u) {
        int steps = (int) Math.floor(maxMemory / MEMORY_STEP);
        return MEMORY_STEP * Math.max(1, (int) Math.ceil(steps * u));
    }

    /** Uniform over 64, 164, ..., 964 MB. */
    public static double disk(double u) {
        return MIN_DISK - DISK_STEP + DISK_STEP * Math.max(1, (int) Math.ceil(DISK_CLASSES * u));
    }
}
