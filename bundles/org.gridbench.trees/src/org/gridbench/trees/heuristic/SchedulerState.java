package org.gridbench.trees.heuristic;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;

/**
 * What a node's scheduler thread sees when it selects (Figure 1 lines 3-5): the requests it may serve now, in the
 * order they arrived, and the units in its buffer. Only requests it can serve at once are listed: a child's request
 * only while the node's send port (in its lane) is free.
 *
 * @since 1.0
 */
public interface SchedulerState {

    int node();

    int lane();

    double now();

    TreePlatform platform();

    List<BagApplication> applications();

    List<UnitKind> kinds();

    /** Servable requests, oldest first. */
    int requestCount();

    /** The node index of the {@code i}-th request; {@link #node()} for the node's own worker. */
    int requester(int i);

    /** b_v of the link to requester v; +infinity for the node's own worker (section 4.3). */
    default double bandwidthTo(int requester) {
        return requester == node() ? Double.POSITIVE_INFINITY : platform().bandwidth(requester);
    }

    /** Units of {@code kind} in the buffer (at the root: not yet sent or computed). */
    int buffered(int kind);

    /** The kind of the unit that arrived first among those buffered, -1 when empty (the root: the lowest kind left). */
    int oldestBuffered();
}
