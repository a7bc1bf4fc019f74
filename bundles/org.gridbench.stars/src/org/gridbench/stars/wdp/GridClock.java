package org.gridbench.stars.wdp;

import org.gridbench.stars.workflow.IntervalEndpoints;
import org.gridbench.stars.workflow.IntervalGrid;

/**
 * The interval grid a node creates at the current time (Algorithm 6.2 with the durations of Table 6.1): summaries
 * made and moved at the same instant share one grid object.
 */
final class GridClock {
    private final int intervals;
    private double time = Double.NaN;
    private IntervalGrid grid;

    GridClock(int intervals) {
        this.intervals = intervals;
    }

    // STaRS Algorithm 6.2 and Table 6.1: the endpoints of a summary created now
    IntervalGrid at(double now) {
        if (now != time) {
            grid = new IntervalGrid(now, IntervalEndpoints.humanReadable(now, intervals));
            time = now;
        }
        return grid;
    }
}
