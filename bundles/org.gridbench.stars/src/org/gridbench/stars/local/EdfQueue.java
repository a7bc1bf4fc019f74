package org.gridbench.stars.local;

import java.util.Arrays;

import org.gridbench.stars.functional.PiecewiseLinear;

/**
 * The queue of a DP execution node (Celaya, section 5.2): tasks in EDF order behind the running task, which is never
 * pre-empted. A snapshot at time {@code now}; inserting tasks gives a new snapshot.
 *
 * <p>Indexing: waiting task j (0-based) has deadline delta_j and duration d_j = a_j / s_u. A new task with deadline
 * delta goes to position k, behind every waiting task with delta_j <= delta (equal deadlines keep arrival order).
 */
public final class EdfQueue {

    private final double speed;
    private final double runningEnd;
    private final double[] deadlines;
    private final double[] durations;
    /** x_j of Algorithm 5.1: the latest time waiting task j may start with it and every later task on time. */
    private final double[] latestStarts;
    /** b_k: when a new task at position k would start, after the running task and the k waiting tasks before it. */
    private final double[] starts;

    private EdfQueue(double speed, double runningEnd, double[] deadlines, double[] durations) {
        if (!(speed > 0)) {
            throw new IllegalArgumentException("a node's speed must be positive: " + speed);
        }
        this.speed = speed;
        this.runningEnd = runningEnd;
        this.deadlines = deadlines;
        this.durations = durations;
        latestStarts = latestStarts(deadlines, durations);
        starts = new double[deadlines.length + 1];
        starts[0] = this.runningEnd;
        for (int j = 0; j < deadlines.length; j++) {
            starts[j + 1] = starts[j] + durations[j];
        }
    }

    /** A node with nothing to run. */
    public static EdfQueue idle(double now, double speed) {
        return new EdfQueue(speed, now, new double[0], new double[0]);
    }

    /**
     * A node whose running task ends at {@code runningEnd} (or {@code now} if none), with waiting tasks given in EDF
     * order by their deadlines and lengths in MFLOP.
     */
    public static EdfQueue of(double now, double speed, double runningEnd, double[] deadlines, double[] lengths) {
        if (deadlines.length != lengths.length) {
            throw new IllegalArgumentException(deadlines.length + " deadlines but " + lengths.length + " lengths");
        }
        double[] durations = new double[lengths.length];
        for (int j = 0; j < lengths.length; j++) {
            if (j > 0 && deadlines[j] < deadlines[j - 1]) {
                throw new IllegalArgumentException("waiting tasks must be in EDF order: deadline " + j + " is "
                        + deadlines[j] + ", before " + deadlines[j - 1]);
            }
            durations[j] = lengths[j] / speed;
        }
        return new EdfQueue(speed, Math.max(now, runningEnd), deadlines.clone(), durations);
    }

    // STaRS Algorithm 5.1, lines 2-5: x_n = delta_n - a_n/s_u, x_j = min(delta_j, x_{j+1}) - a_j/s_u
    private static double[] latestStarts(double[] deadlines, double[] durations) {
        double[] x = new double[deadlines.length];
        double next = Double.POSITIVE_INFINITY;
        for (int j = deadlines.length - 1; j >= 0; j--) {
            x[j] = Math.min(deadlines[j], next) - durations[j];
            next = x[j];
        }
        return x;
    }

    /** The position k of a new task with this deadline: the number of waiting tasks with delta_j <= delta. */
    int position(double deadline) {
        int k = 0;
        while (k < deadlines.length && deadlines[k] <= deadline) {
            k++;
        }
        return k;
    }

    // STaRS Algorithm 5.1: l_u(delta) = (min(delta, x_{k+1}) - b_k) s_u, or 0 when that is not positive
    public double available(double deadline) {
        int k = position(deadline);
        double limit = k < deadlines.length ? Math.min(deadline, latestStarts[k]) : deadline;
        return Math.max(0, (limit - starts[k]) * speed);
    }

    /**
     * l_u as a function of the deadline (section 5.2.1): piecewise linear, with samples where the slope may change,
     * at b_k, x_k and delta_k; 0 up to the end of the running task, slope s_u after the last sample.
     */
    public PiecewiseLinear availableFunction() {
        int m = deadlines.length;
        double[] t = new double[3 * m + 2];
        int n = 0;
        t[n++] = runningEnd;
        for (int k = 0; k < m; k++) {
            t[n++] = latestStarts[k];
            t[n++] = deadlines[k];
            t[n++] = starts[k + 1];
        }
        Arrays.sort(t, 0, n);
        double[] x = new double[n];
        double[] y = new double[n];
        int samples = 0;
        for (int i = 0; i < n; i++) {
            if (t[i] >= runningEnd && (samples == 0 || t[i] > x[samples - 1])) {
                x[samples] = t[i];
                y[samples] = available(t[i]);
                samples++;
            }
        }
        return withoutStraightSamples(x, y, samples);
    }

    // a sample between two pieces of the same slope adds nothing
    private PiecewiseLinear withoutStraightSamples(double[] x, double[] y, int n) {
        double[] kx = new double[n];
        double[] ky = new double[n];
        int kept = 0;
        for (int i = 0; i < n; i++) {
            boolean inner = i > 0 && i + 1 < n;
            if (inner) {
                double before = (y[i] - ky[kept - 1]) / (x[i] - kx[kept - 1]);
                double after = (y[i + 1] - y[i]) / (x[i + 1] - x[i]);
                if (Math.abs(after - before) <= 1e-12 * Math.max(1, Math.max(Math.abs(before), Math.abs(after)))) {
                    continue;
                }
            }
            kx[kept] = x[i];
            ky[kept] = y[i];
            kept++;
        }
        return PiecewiseLinear.of(Arrays.copyOf(kx, kept), Arrays.copyOf(ky, kept), speed);
    }

    // STaRS section 5.2 and eq. 5.1: n tasks of length a fit before delta iff n a <= l_u(delta)
    public boolean accepts(double deadline, double length, int tasks) {
        return tasks * length <= available(deadline);
    }

    /** This queue with {@code tasks} tasks of this deadline and length inserted in EDF order. */
    public EdfQueue insert(double deadline, double length, int tasks) {
        int k = position(deadline);
        int m = deadlines.length;
        double[] d = new double[m + tasks];
        double[] w = new double[m + tasks];
        System.arraycopy(deadlines, 0, d, 0, k);
        System.arraycopy(durations, 0, w, 0, k);
        Arrays.fill(d, k, k + tasks, deadline);
        Arrays.fill(w, k, k + tasks, length / speed);
        System.arraycopy(deadlines, k, d, k + tasks, m - k);
        System.arraycopy(durations, k, w, k + tasks, m - k);
        return new EdfQueue(speed, runningEnd, d, w);
    }

    /** Whether every waiting task ends by its deadline when run back to back after the running task. */
    public boolean meetsAllDeadlines() {
        for (int j = 0; j < deadlines.length; j++) {
            if (starts[j + 1] > deadlines[j]) {
                return false;
            }
        }
        return true;
    }

    public int waiting() {
        return deadlines.length;
    }
}
