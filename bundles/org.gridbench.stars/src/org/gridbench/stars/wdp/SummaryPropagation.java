package org.gridbench.stars.wdp;

import java.util.function.IntFunction;

import org.gridbench.stars.overlay.Overlay;
import org.gridbench.stars.wdp.WdpMessages.SummaryUpdate;
import org.gridbench.stars.workflow.HoleClass;
import org.gridbench.stars.workflow.IntervalGrid;
import org.gridbench.stars.workflow.WdpSummary;

/**
 * The WDP summaries on the tree (sections 3.2.3 and 6.3.1): execution nodes report their holes to their father when
 * their queue changes; routing nodes move their children's summaries onto a grid created now, add them and report
 * the sum upwards, only when it differs from what they last reported (moved onto the same grid) and no faster than
 * the update bandwidth allows. A routing node keeps its children's summaries as received, each on its own grid, less
 * the holes it has since sent parts to, and moves them when it uses them.
 *
 * <p>Our reading of the refresh: a node whose queue does not change would keep reporting holes that end at the
 * horizon of its last summary (one to two days after it, Table 6.1), so every hour the nodes whose summary is older
 * than {@link #REFRESH_AGE} report again.
 */
final class SummaryPropagation {
    static final double REFRESH_PERIOD = 3600;
    static final double REFRESH_AGE = 12 * 3600;

    private final WdpContext ctx;
    private final Overlay overlay;
    private final IntFunction<WdpSummary> leafSummary;
    /** Per tree position, its latest summary; null when it must be made again before it is sent. */
    private final WdpSummary[] current;
    private final WdpSummary[] sent;
    private final WdpSummary[] received;
    private final double[] nextSend;
    private final boolean[] flushPending;
    private final double[] leafMade;

    /** {@code leafSummary} gives node u's summary now. */
    SummaryPropagation(WdpContext ctx, IntFunction<WdpSummary> leafSummary) {
        this.ctx = ctx;
        overlay = ctx.overlay;
        this.leafSummary = leafSummary;
        int positions = 2 * ctx.config.nodes();
        current = new WdpSummary[positions];
        sent = new WdpSummary[positions];
        received = new WdpSummary[positions];
        nextSend = new double[positions];
        flushPending = new boolean[positions];
        leafMade = new double[ctx.config.nodes()];
    }

    /** The overlay starts converged: every node holds what it would have received, with no message sent. */
    void converge() {
        int n = ctx.config.nodes();
        for (int u = 0; u < n; u++) {
            int leaf = overlay.leaf(u);
            current[leaf] = leafSummary.apply(u);
            sent[leaf] = current[leaf];
            received[leaf] = current[leaf];
        }
        for (int h = n - 1; h >= Overlay.ROOT; h--) {
            current[h] = aggregate(h);
            sent[h] = current[h];
            received[h] = current[h];
        }
        ctx.sim.schedule(REFRESH_PERIOD, s -> refresh());
    }

    void leafChanged(int u) {
        current[overlay.leaf(u)] = null;
        offer(overlay.leaf(u));
    }

    /** A father now holds its own estimate of this branch: the next summary goes even if it equals the last one. */
    void estimatedByFather(int position) {
        sent[position] = null;
    }

    /** The summary of {@code position} as its father holds it. */
    WdpSummary estimate(int position) {
        return received[position];
    }

    /** The father of {@code position} sent it a part for a hole of this class on {@code grid} (section 3.3.1). */
    void used(int position, HoleClass hole, IntervalGrid grid) {
        received[position] = received[position].withoutOne(hole, grid);
    }

    void received(SummaryUpdate update) {
        int child = update.position();
        received[child] = update.summary();
        int father = overlay.father(child);
        current[father] = null;
        offer(father);
    }

    // STaRS section 6.3.1: the SUM of the children's summaries, both moved onto a grid created now
    private WdpSummary aggregate(int h) {
        IntervalGrid grid = ctx.grid();
        return received[2 * h].onGrid(grid).plus(received[2 * h + 1].onGrid(grid));
    }

    // Section 3.2.3: report only a changed summary, and no faster than the update bandwidth allows; a summary is
    // made when it is about to be sent, so the changes during the delay cost one aggregation
    private void offer(int position) {
        if (position == Overlay.ROOT) {
            return;
        }
        double now = ctx.now();
        if (now >= nextSend[position]) {
            WdpSummary summary = summaryOf(position);
            if (sent[position] != null && summary.equals(sent[position].onGrid(summary.grid()))) {
                return;
            }
            int bytes = WdpMessages.summaryBytes(summary);
            ctx.send(overlay.player(position), overlay.player(overlay.father(position)), bytes, WdpMessages.SUMMARY,
                    new SummaryUpdate(position, summary));
            sent[position] = summary;
            nextSend[position] = now + bytes / ctx.config.updateBandwidth();
        } else if (!flushPending[position]) {
            flushPending[position] = true;
            ctx.sim.schedule(nextSend[position], s -> {
                ctx.counters.handled++;
                flushPending[position] = false;
                offer(position);
            });
        }
    }

    private WdpSummary summaryOf(int position) {
        if (current[position] == null) {
            if (overlay.isLeaf(position)) {
                int u = overlay.player(position);
                current[position] = leafSummary.apply(u);
                leafMade[u] = ctx.now();
            } else {
                current[position] = aggregate(position);
            }
        }
        return current[position];
    }

    private void refresh() {
        ctx.counters.handled++;
        double now = ctx.now();
        for (int u = 0; u < leafMade.length; u++) {
            if (now - leafMade[u] > REFRESH_AGE) {
                leafChanged(u);
            }
        }
        ctx.sim.schedule(now + REFRESH_PERIOD, s -> refresh());
    }
}
