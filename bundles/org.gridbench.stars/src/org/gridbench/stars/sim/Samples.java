package org.gridbench.stars.sim;

import java.util.Arrays;

/** A growable array of doubles, for the per-event measures of a run (allocation times, lateness). */
public final class Samples {
    private double[] values = new double[64];
    private int size;
    private double sum;

    /** The mean of the values so far, NaN when there is none. */
    public double mean() {
        return size == 0 ? Double.NaN : sum / size;
    }

    public void add(double value) {
        sum += value;
        if (size == values.length) {
            values = Arrays.copyOf(values, 2 * size);
        }
        values[size++] = value;
    }

    public double[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
