package org.gridbench.stars.sim;

/**
 * The time a node spends processing a message (Celaya, section 8.2 times it with the simulating machine's clock; we
 * model it to stay reproducible): {@code fixed + perByte * size} for every message, plus the work its handler does,
 * counted in operations whose cost we measured on our machine (docs/stars.md, "Processing cost"):
 * DIST evaluations of the clustering that a summary triggers, sampled functions scanned by a forwarding decision, and
 * nodes scanned by a centralized scheduler (Appendix C: its algorithms are linear in N).
 *
 * @param fixed seconds per message
 * @param perByte seconds per byte received
 * @param perDistance seconds per DIST evaluation (Algorithm 3.1)
 * @param perFunction seconds per sampled function a forwarding algorithm reads (Algorithms 3.2, 4.1)
 * @param perNode seconds per node a centralized scheduler scans (Algorithms C.1, C.2)
 */
public record CostModel(double fixed, double perByte, double perDistance, double perFunction, double perNode) {

    /**
     * Measured on our 2-core Xeon with JDK 25: 3 us of handling per message (the simulator's own mean cost per event),
     * 1 ns per byte, 20 ns per DIST, 60 ns per sampled function forwarded, 180 ns per node of Algorithm C.1.
     */
    public static final CostModel DEFAULT = new CostModel(3e-6, 1e-9, 20e-9, 60e-9, 180e-9);

    public CostModel {
        for (double c : new double[] {fixed, perByte, perDistance, perFunction, perNode}) {
            if (!(c >= 0) || Double.isInfinite(c)) {
                throw new IllegalArgumentException("processing costs must be finite and non-negative: " + this);
            }
        }
    }

    // Algorithm 3.1 cost: n(n-1)/2 distances for the matrix, then one row of n per merge down to SF_max
    public static long clusteringDistances(long functions, int sfMax) {
        if (functions <= sfMax) {
            return 0;
        }
        return functions * (functions - 1) / 2 + (functions - sfMax) * functions;
    }
}
