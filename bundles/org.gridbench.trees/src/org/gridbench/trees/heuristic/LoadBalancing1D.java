package org.gridbench.trees.heuristic;

/**
 * The 1D load-balancing mechanism of section 4.1 (after [4]): choice i has frequency f(i) and was made g(i) times;
 * the next one is the l minimising (g(l) + 1) / f(l). Choices with f = 0 are never made.
 *
 * @since 1.0
 */
public final class LoadBalancing1D {

    private final double[] frequency;
    private final long[] made;

    public LoadBalancing1D(double[] frequency) {
        this.frequency = frequency.clone();
        this.made = new long[frequency.length];
    }

    public double frequency(int i) {
        return frequency[i];
    }

    /** (g(i) + 1) / f(i), +infinity when f(i) = 0. */
    public double priority(int i) {
        return frequency[i] > 0 ? (made[i] + 1) / frequency[i] : Double.POSITIVE_INFINITY;
    }

    public void made(int i) {
        made[i]++;
    }

    public long count(int i) {
        return made[i];
    }
}
