package org.gridbench.stars.workload.thesis;

import java.util.Arrays;

/**
 * The applications of the thesis's site-level workload (Celaya, section 8.2): distinct (task length, tasks, memory)
 * with how many applications of the source distribution have each; a draw picks one with probability proportional
 * to its count.
 */
public final class ApplicationTable {

    /** Memory of an application whose memory the distribution does not know. */
    public static final int UNKNOWN_MEMORY = -1;

    private final double[] taskLength;
    private final int[] tasks;
    private final int[] memoryKb;
    /** Counts summed from the first row up to each row. */
    private final long[] cumulative;

    public ApplicationTable(double[] taskLength, int[] tasks, int[] memoryKb, long[] counts) {
        int n = taskLength.length;
        if (n == 0 || tasks.length != n || memoryKb.length != n || counts.length != n) {
            throw new IllegalArgumentException("an application table needs rows of equal length, at least one");
        }
        this.taskLength = taskLength.clone();
        this.tasks = tasks.clone();
        this.memoryKb = memoryKb.clone();
        this.cumulative = new long[n];
        long sum = 0;
        for (int i = 0; i < n; i++) {
            if (!(taskLength[i] > 0) || tasks[i] < 1 || memoryKb[i] < UNKNOWN_MEMORY || counts[i] < 1) {
                throw new IllegalArgumentException("row " + i + ": task length and tasks must be positive, memory"
                        + " at least -1 and the count at least 1");
            }
            sum += counts[i];
            cumulative[i] = sum;
        }
    }

    /** The row of probability-ordered position {@code u} in [0, 1): row i with probability count_i / total. */
    public int row(double u) {
        long k = Math.min((long) Math.floor(u * total()), total() - 1);
        int found = Arrays.binarySearch(cumulative, k + 1);
        return found >= 0 ? found : -found - 1;
    }

    public long total() {
        return cumulative[cumulative.length - 1];
    }

    public int rows() {
        return taskLength.length;
    }

    /** Task length of row {@code i}, in MI (million instructions). */
    public double taskLength(int i) {
        return taskLength[i];
    }

    public int tasks(int i) {
        return tasks[i];
    }

    /** Memory per task of row {@code i} in KB, or {@link #UNKNOWN_MEMORY}. */
    public int memoryKb(int i) {
        return memoryKb[i];
    }

    /** How many applications of the source distribution row {@code i} stands for. */
    public long count(int i) {
        return cumulative[i] - (i == 0 ? 0 : cumulative[i - 1]);
    }
}
