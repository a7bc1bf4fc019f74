package org.gridbench.runs;

import java.util.Locale;

import org.gridbench.stars.sim.Distribution;
import org.gridbench.stars.sim.StarsResult;

/** The measures of one STaRS run as text, for {@code ./gridbench run} and {@code ./gridbench stars}. */
public final class StarsResultText {

    private StarsResultText() {
    }

    /** The measures of a run, one kind per line, without anything that depends on the machine. */
    public static String measures(StarsResult r) {
        Distribution allocation = r.allocationTime();
        Distribution peak = r.traffic().peak1s();
        return String.format(Locale.ROOT, """
                requests        %d submitted, %d allocated (%d resends)
                tasks           %d submitted, %d accepted, %d finished (%.6g MFLOP), %d discarded, %d rejected,
                                %d dropped, %d missed their deadline, %d given up
                failures        %d nodes, %d tasks aborted, %d resubmitted
                allocation time mean %.4g s, p50 %.4g s, p99 %.4g s, max %.4g s
                traffic         per node, 1 s peak: p99 %.4g bit/s (%.3g %% of the link), max %.4g bit/s
                makespan        %.6g s, maximum slowness among coexisting applications %.4g
                events          %d (%d handled, %d messages)
                """, r.requests(), r.allocatedRequests(), r.resends(), r.submittedTasks(), r.acceptedTasks(),
                r.finishedTasks(), r.finishedComputation(), r.discardedTasks(), r.rejectedTasks(), r.droppedTasks(),
                r.missedDeadlines(), r.givenUpTasks(), r.failures(), r.abortedTasks(), r.resubmittedTasks(), allocation.mean(),
                allocation.p50(), allocation.p99(), allocation.max(), peak.p99(),
                100 * peak.p99() / r.traffic().linkBandwidth(), peak.max(), r.makespan(), r.maxSlowness(), r.events(),
                r.handled(), r.messages());
    }
}
