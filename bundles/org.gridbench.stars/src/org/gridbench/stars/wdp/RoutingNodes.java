package org.gridbench.stars.wdp;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.gridbench.stars.overlay.Overlay;
import org.gridbench.stars.routing.Direction;
import org.gridbench.stars.wdp.WdpMessages.Part;
import org.gridbench.stars.workflow.IntervalGrid;
import org.gridbench.stars.workflow.Placement;
import org.gridbench.stars.workflow.SequenceRequest;
import org.gridbench.stars.workflow.WdpForwarding;
import org.gridbench.stars.workflow.WdpSummary;

/**
 * The routing of WDP requests (sections 3.3 and 6.3.2): a routing node splits a request among its children by
 * Algorithm 6.3 on their summaries, never back to the child it came from, and sends it whole to its father when no
 * partition fits; the root discards it, and the submission node resends it after its timeout. A leaf that cannot
 * take a part (its father's information was out of date) sends it to its father.
 *
 * <p>Our reading: a request that has made more than {@link #HOP_FACTOR} times the tree height routing steps is
 * discarded like one at the root, so that out-of-date summaries cannot send it back and forth for ever.
 */
final class RoutingNodes {
    static final int HOP_FACTOR = 4;

    private final WdpContext ctx;
    private final Overlay overlay;
    private final WorkflowPlan plan;
    private final ExecutionNodes execution;
    private final SummaryPropagation summaries;
    private final int maxHops;

    RoutingNodes(WdpContext ctx, WorkflowPlan plan, ExecutionNodes execution, SummaryPropagation summaries) {
        this.ctx = ctx;
        overlay = ctx.overlay;
        this.plan = plan;
        this.execution = execution;
        this.summaries = summaries;
        maxHops = HOP_FACTOR * Math.max(1, overlay.height());
    }

    void received(Part part) {
        int position = part.position();
        if (part.from() == Direction.FATHER) {
            summaries.estimatedByFather(position);
        }
        if (overlay.isLeaf(position)) {
            int u = overlay.player(position);
            if (!execution.admit(u, part)) {
                ctx.counters.rejectedParts++;
                up(part, position, u);
            }
            return;
        }
        ctx.counters.routed++;
        IntervalGrid grid = ctx.grid();
        int left = 2 * position;
        int right = left + 1;
        WdpSummary leftInfo = part.from() == Direction.LEFT ? WdpSummary.empty(grid)
                : summaries.estimate(left).onGrid(grid);
        WdpSummary rightInfo = part.from() == Direction.RIGHT ? WdpSummary.empty(grid)
                : summaries.estimate(right).onGrid(grid);
        Optional<List<Placement>> placed = WdpForwarding.forward(request(part), leftInfo, rightInfo);
        int from = overlay.player(position);
        if (placed.isEmpty()) {
            up(part, position, from);
            return;
        }
        for (Placement p : placed.get()) {
            int child = p.child() == Direction.LEFT ? left : right;
            summaries.used(child, p.hole(), grid);
            ctx.send(from, overlay.player(child), WdpMessages.requestBytes(p.tasks()), WdpMessages.REQUEST,
                    new Part(part.workflow(), part.sequence(), part.attempt(), part.first() + p.first(), p.tasks(),
                            p.window(), child, Direction.FATHER, part.hops() + 1));
        }
    }

    // Algorithm 6.3, line 13: to the father, or discarded at the root (section 3.3.1)
    private void up(Part part, int position, int sender) {
        if (position == Overlay.ROOT || part.hops() >= maxHops) {
            ctx.counters.discardedParts++;
            return;
        }
        int father = overlay.father(position);
        ctx.send(sender, overlay.player(father), WdpMessages.requestBytes(part.count()), WdpMessages.REQUEST,
                new Part(part.workflow(), part.sequence(), part.attempt(), part.first(), part.count(), part.window(),
                        father, (position & 1) == 0 ? Direction.LEFT : Direction.RIGHT, part.hops() + 1));
    }

    private SequenceRequest request(Part part) {
        List<Double> lengths = new ArrayList<>(part.count());
        for (double a : plan.lengths(part.sequence(), part.first(), part.count())) {
            lengths.add(a);
        }
        return new SequenceRequest(lengths, part.window());
    }

    /** The summary classes a routing node at {@code position} reads to forward a request. */
    int classesRead(int position) {
        return summaries.estimate(2 * position).classCount() + summaries.estimate(2 * position + 1).classCount();
    }
}
