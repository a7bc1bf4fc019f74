package org.gridbench.stars.sim;

/**
 * What a centralized scheduler knows of each execution node's local queue (Celaya, Appendix C.3-C.4).
 *
 * @param <Q> the local queue type: an EDF queue for DP, a slowness queue for FSP
 */
@FunctionalInterface
public interface NodeQueues<Q> {

    /** The queue of node {@code u} at {@code now}. */
    Q queue(int u, double now);
}
