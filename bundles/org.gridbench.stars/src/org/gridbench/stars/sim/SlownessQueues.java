package org.gridbench.stars.sim;

import org.gridbench.stars.local.SlownessQueue;

/** What a centralized FSP scheduler knows of each execution node's slowness queue (Celaya, Appendix C.4). */
public interface SlownessQueues {

    /** The queue of node {@code u} at {@code now}. */
    SlownessQueue queue(int u, double now);

    /** Whether node {@code u} runs nothing, so that its queue is empty. */
    boolean idle(int u);
}
