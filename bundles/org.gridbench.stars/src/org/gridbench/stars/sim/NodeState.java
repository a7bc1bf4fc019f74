package org.gridbench.stars.sim;

/**
 * An execution node as its local scheduler sees it (Celaya, section 3.1.1): memory M, disk D, speed s, the time Q its
 * queue ends (no earlier than its last task's end; Q may be in the past when the queue is empty) and the number of
 * tasks queued, the running one included.
 */
public record NodeState(double memory, double disk, double speed, double queueEnd, int queued) {
}
