package org.gridbench.stars.sim;

import java.util.Arrays;

/**
 * Incoming traffic per node (Celaya, section 8.3, Table 8.1): the bytes each node received over the run, and the
 * most it received in any window of 1 s and of 10 s. Messages a node sends itself do not cross a link and are not
 * counted. 36 bytes per node. The WDP engine keeps a second meter of the bytes each node sent (section 8.6.2).
 */
public final class TrafficMeter {
    static final double[] WINDOWS = {1, 10};

    private final long[] total;
    private final int[][] window;
    private final long[][] current;
    private final long[][] peak;

    public TrafficMeter(int nodes) {
        total = new long[nodes];
        window = new int[WINDOWS.length][nodes];
        current = new long[WINDOWS.length][nodes];
        peak = new long[WINDOWS.length][nodes];
    }

    public void received(int node, int bytes, double now) {
        total[node] += bytes;
        for (int w = 0; w < WINDOWS.length; w++) {
            int index = (int) (now / WINDOWS[w]);
            if (index != window[w][node]) {
                window[w][node] = index;
                current[w][node] = 0;
            }
            current[w][node] += bytes;
            peak[w][node] = Math.max(peak[w][node], current[w][node]);
        }
    }

    /** Per node, the average incoming bandwidth over {@code duration} seconds, bit/s. */
    public double[] average(double duration) {
        return Arrays.stream(total).mapToDouble(bytes -> bytes * 8.0 / duration).toArray();
    }

    /** Per node, the highest incoming bandwidth over window {@code w} of {@link #WINDOWS}, bit/s. */
    public double[] peak(int w) {
        return Arrays.stream(peak[w]).mapToDouble(bytes -> bytes * 8.0 / WINDOWS[w]).toArray();
    }
}
