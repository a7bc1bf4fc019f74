package org.gridbench.stars.sim;

import org.gridbench.stars.local.EdfQueue;
import org.gridbench.stars.local.SlownessQueue;

/**
 * An execution node as its local scheduler sees it (Celaya, section 3.1.1): memory M, disk D, speed s, the time Q its
 * queue ends (no earlier than its last task's end; Q may be in the past when the queue is empty) and the number of
 * tasks queued, the running one included; under an EDF local policy (DP, section 5.2) also its queue, under the
 * slowness policy (FSP, section 7.2.1) its queue sorted for the least maximum slowness, else null.
 */
public record NodeState(double memory, double disk, double speed, double queueEnd, int queued, EdfQueue edf,
        SlownessQueue slowness) {

    /** A node of a FCFS local policy. */
    public NodeState(double memory, double disk, double speed, double queueEnd, int queued) {
        this(memory, disk, speed, queueEnd, queued, null, null);
    }

    /** A node of a FCFS or EDF local policy. */
    public NodeState(double memory, double disk, double speed, double queueEnd, int queued, EdfQueue edf) {
        this(memory, disk, speed, queueEnd, queued, edf, null);
    }
}
