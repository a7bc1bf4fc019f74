package org.gridbench.stars.sim;

/**
 * A centralized scheduler whose nodes queue what they admit (DP, FSP): a node leaves the idle nodes of its
 * {@link NodeClass} when it admits tasks and returns when its queue empties.
 */
abstract class QueueTrackingPolicy implements CentralPolicy {

    @Override
    public void tasksAdmitted(NodeIndex index, int node) {
        index.reserve(node);
    }

    @Override
    public void taskEnded(NodeIndex index, int node, int queued) {
        if (queued == 0) {
            index.release(node);
        }
    }
}
