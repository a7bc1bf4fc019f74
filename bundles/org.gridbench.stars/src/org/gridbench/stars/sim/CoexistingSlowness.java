package org.gridbench.stars.sim;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The maximum slowness among coexisting applications (Celaya, section 8.4.4 and Figure 8.11), with slowness
 * z = (e - r) / a of eq. 7.2 expressed as a stretch against the fastest node, z s_max, so that 1 is an application
 * run at once on a fastest node (section 8.4.4: with the fastest nodes alike, stretch is proportional to slowness).
 *
 * <p>Our reading of "coexisting at time t": the applications that ended since the previous sample, with their final
 * slowness, and those still in the system, with the slowness they have already reached, (t - r) / a: a lower bound
 * of their final value that grows while they wait, so that starving applications show.
 */
final class CoexistingSlowness {
    private final double fastest;
    private final Set<Application> live = new LinkedHashSet<>();
    private double endedSinceSample;
    private double largest;

    CoexistingSlowness(double fastest) {
        this.fastest = fastest;
    }

    void submitted(Application application) {
        live.add(application);
    }

    /** One of the application's tasks left the system at {@code now}, run or dropped. */
    void taskEnded(Application application, double now) {
        application.endedTasks++;
        if (application.ended() && live.remove(application)) {
            endedSinceSample = Math.max(endedSinceSample, stretch(application, now));
        }
    }

    /** The application was given up (its deadline can no longer be met): it leaves the system unfinished. */
    void abandoned(Application application) {
        live.remove(application);
    }

    /** The maximum among the applications coexisting since the previous sample, at {@code now}; 0 with none. */
    double sample(double now) {
        double max = endedSinceSample;
        for (Application application : live) {
            max = Math.max(max, stretch(application, now));
        }
        endedSinceSample = 0;
        largest = Math.max(largest, max);
        return max;
    }

    /** The largest value {@link #sample} returned. */
    double largest() {
        return largest;
    }

    // eq. 7.2 times s_max
    private double stretch(Application application, double end) {
        return (end - application.request.time()) / application.request.taskLength() * fastest;
    }
}
