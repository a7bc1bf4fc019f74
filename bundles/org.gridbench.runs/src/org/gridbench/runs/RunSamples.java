package org.gridbench.runs;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Supplier;

/**
 * The frames, measures only, a run records at every multiple of its sample step of simulated time, however fast it is
 * driven, so that a chart of a run that went as fast as possible has the rows of the command line's time series, not
 * only the few frames the screen caught. A run with no fixed end doubles its step after a set number of samples, so
 * that any length is charted finely at a bounded cost. Recorded on the run's thread, taken on the UI thread.
 */
final class RunSamples {

    private final Queue<RunFrame> recorded = new ConcurrentLinkedQueue<>();
    private final int perStep;
    private double step;
    private int atStep;
    private double next;

    /**
     * @param step simulated time between two samples; not positive: none
     * @param perStep samples recorded at one step before it doubles; 0: the step stays
     */
    RunSamples(double step, int perStep, double now) {
        this.step = step;
        this.perStep = perStep;
        this.next = step > 0 ? after(now) : Double.POSITIVE_INFINITY;
    }

    /** The simulated time of the next sample; positive infinity when the run records none. */
    double next() {
        return next;
    }

    /** Records the run's frame once its clock has reached the next sample time. */
    void record(double now, Supplier<RunFrame> frame) {
        if (now >= next) {
            recorded.add(frame.get().measuresOnly());
            if (perStep > 0 && ++atStep == perStep) {
                step *= 2;
                atStep = 0;
            }
            next = after(now);
        }
    }

    /** The samples recorded so far up to {@code time}, in time order; later ones stay for a later call. */
    List<RunFrame> take(double time) {
        List<RunFrame> taken = new ArrayList<>();
        for (RunFrame f = recorded.peek(); f != null && f.time() <= time; f = recorded.peek()) {
            taken.add(recorded.poll());
        }
        return taken;
    }

    // the first multiple of the step after now
    private double after(double now) {
        return (Math.floor(now / step) + 1) * step;
    }
}
