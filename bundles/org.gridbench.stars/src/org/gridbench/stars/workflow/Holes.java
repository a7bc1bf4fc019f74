package org.gridbench.stars.workflow;

import java.util.ArrayList;
import java.util.List;

/**
 * The holes of availability of a WDP execution node (section 6.2, Figure 6.2): every waiting task is pushed as late
 * as its deadline allows, the running task is not (no pre-emption), and the gaps left are the holes.
 *
 * <p>Our reading of "pushed to their deadline": the latest schedule in which no waiting task misses its deadline,
 * task j starting at x_j = min(delta_j, x_{j+1}) - a_j / s as in Algorithm 5.1. So the hole between tau_j and
 * tau_{j+1} runs from delta_j to x_{j+1} and exists only when x_{j+1} > delta_j (in Figure 6.2, tau_4 must start before
 * delta_3: no hole between tau_3 and tau_4); the first runs from the end of the running task (or now) to x_1, the last
 * from the last deadline on, without end.
 */
public final class Holes {

    private Holes() {
    }

    /**
     * The holes of a node of this speed (MFLOPS) whose running task ends at {@code runningEnd} (or {@code now} if
     * none), with waiting tasks given in EDF order by their deadlines and lengths in MFLOP, as {@code EdfQueue.of}
     * takes them.
     */
    public static List<Hole> of(double now, double speed, double runningEnd, double[] deadlines, double[] lengths) {
        if (deadlines.length != lengths.length) {
            throw new IllegalArgumentException(deadlines.length + " deadlines but " + lengths.length + " lengths");
        }
        int m = deadlines.length;
        double[] latestStarts = new double[m];
        double next = Double.POSITIVE_INFINITY;
        for (int j = m - 1; j >= 0; j--) {
            if (j > 0 && deadlines[j] < deadlines[j - 1]) {
                throw new IllegalArgumentException("waiting tasks must be in EDF order: deadline " + j + " is "
                        + deadlines[j] + ", before " + deadlines[j - 1]);
            }
            latestStarts[j] = Math.min(deadlines[j], next) - lengths[j] / speed;
            next = latestStarts[j];
        }
        List<Hole> holes = new ArrayList<>();
        double free = Math.max(now, runningEnd);
        for (int j = 0; j < m; j++) {
            if (latestStarts[j] > free) {
                holes.add(new Hole(free, latestStarts[j], speed));
            }
            free = Math.max(free, deadlines[j]);
        }
        holes.add(new Hole(free, Double.POSITIVE_INFINITY, speed));
        return holes;
    }
}
