package org.gridbench.stars.sim;

import org.gridbench.stars.local.EdfQueue;

/** What a centralized DP scheduler knows of each execution node's EDF queue (Celaya, Appendix C.3). */
public interface DeadlineQueues {

    /** The queue of node {@code u} at {@code now}. */
    EdfQueue queue(int u, double now);

    /** Whether node {@code u} runs nothing, so that its queue is empty. */
    boolean idle(int u);
}
