package org.gridbench.sweeps.engine;

import java.time.Duration;
import java.util.Collection;
import java.util.Optional;

import org.gridbench.sweeps.RunRecord;

/**
 * What a sweep editor says of the time a sweep will take before it runs: the runs still to run times the mean wall
 * time of the done runs its result folder already holds, shared among the slots. Without a timed run there is no
 * estimate: runs of one sweep differ too much (by load, policy, nodes) for a guess from nothing.
 */
public final class SweepEstimate {

    private SweepEstimate() {
    }

    /** toGo x mean(wall time of the timed done runs) / slots; empty when no done run has a wall time. */
    public static Optional<Duration> of(Collection<RunRecord> finished, int toGo, int slots) {
        long sum = 0;
        int timed = 0;
        for (RunRecord run : finished) {
            if (run.done() && run.wallMillis() > 0) {
                sum += run.wallMillis();
                timed++;
            }
        }
        if (timed == 0) {
            return Optional.empty();
        }
        return Optional.of(Duration.ofMillis(Math.round((double) sum / timed * toGo / Math.max(1, slots))));
    }

    /** An estimate as the terminal's progress line writes it: "about 1 h 5 min", "about 40 s", "under a second". */
    public static String about(Duration d) {
        return Progress.about(d);
    }
}
