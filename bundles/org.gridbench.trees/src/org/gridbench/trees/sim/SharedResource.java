package org.gridbench.trees.sim;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.kernel.Simulation;

/**
 * A send port or a processor of capacity {@code rate} per time unit, shared equally by the jobs active on it. Under
 * the Figure 1 protocol at most one job is active (single port, one worker); PBC's lanes share it (section 4.4).
 */
final class SharedResource {

    private record Job(double[] remaining, Runnable done) {
    }

    private final double rate;
    private final List<Job> active = new ArrayList<>(2);
    private double lastUpdate;
    private long pending = -1;

    SharedResource(double rate) {
        this.rate = rate;
    }

    /** Jobs running on it now. */
    int activeJobs() {
        return active.size();
    }

    void start(Simulation sim, double amount, Runnable done) {
        advance(sim.now());
        active.add(new Job(new double[] {amount}, done));
        reschedule(sim);
    }

    private void advance(double now) {
        double share = (now - lastUpdate) * rate / Math.max(1, active.size());
        for (Job job : active) {
            job.remaining[0] -= share;
        }
        lastUpdate = now;
    }

    private void reschedule(Simulation sim) {
        if (pending >= 0) {
            sim.cancel(pending);
            pending = -1;
        }
        if (active.isEmpty()) {
            return;
        }
        Job first = active.get(0);
        for (Job job : active) {
            if (job.remaining[0] < first.remaining[0]) {
                first = job;
            }
        }
        Job next = first;
        double delay = Math.max(0, next.remaining[0]) * active.size() / rate;
        pending = sim.scheduleAfter(delay, s -> finish(s, next));
    }

    private void finish(Simulation sim, Job job) {
        pending = -1;
        advance(sim.now());
        active.remove(job);
        reschedule(sim);
        job.done.run();
    }
}
