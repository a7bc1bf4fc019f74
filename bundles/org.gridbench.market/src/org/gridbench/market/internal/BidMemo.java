package org.gridbench.market.internal;

import java.util.Arrays;

/** Per task: a lower bound of its key, and its exact key with the tick it was computed for. Shared by the kinds. */
final class BidMemo {
    final double[] bound;
    final double[] exact;
    final long[] exactTick;

    BidMemo(int taskCount) {
        bound = new double[taskCount];
        exact = new double[taskCount];
        exactTick = new long[taskCount];
        Arrays.fill(exactTick, -1);
    }
}
