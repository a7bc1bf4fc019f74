package org.gridbench.stars.workload;

import java.util.Arrays;

/**
 * The static properties of the N execution nodes (Celaya, section 3.1.1): memory M_u and disk D_u in MB, speed s_u in
 * MFLOPS, indexed by physical node. Flat arrays, 24 bytes per node.
 */
public record NodeProperties(double[] memory, double[] disk, double[] speed) {

    public NodeProperties {
        if (memory.length != disk.length || memory.length != speed.length) {
            throw new IllegalArgumentException("node property arrays differ in length: " + memory.length + ", "
                    + disk.length + ", " + speed.length);
        }
        for (int u = 0; u < memory.length; u++) {
            if (!(memory[u] >= 0) || !(disk[u] >= 0) || !(speed[u] > 0) || Double.isInfinite(memory[u])
                    || Double.isInfinite(disk[u]) || Double.isInfinite(speed[u])) {
                throw new IllegalArgumentException("node " + u + ": memory and disk must be finite and non-negative,"
                        + " speed finite and positive: M = " + memory[u] + ", D = " + disk[u] + ", s = " + speed[u]);
            }
        }
    }

    /** {@code n} identical nodes. */
    public static NodeProperties uniform(int n, double memory, double disk, double speed) {
        double[] m = new double[n];
        double[] d = new double[n];
        double[] s = new double[n];
        Arrays.fill(m, memory);
        Arrays.fill(d, disk);
        Arrays.fill(s, speed);
        return new NodeProperties(m, d, s);
    }

    public int size() {
        return memory.length;
    }
}
