package org.gridbench.stars.wdp;

/** A workflow submitted at {@code time} from node {@code node} with relative priority W_j = {@code priority}. */
public record Arrival(double time, int node, double priority) {

    public Arrival {
        if (!(time >= 0) || Double.isInfinite(time) || node < 0 || !(priority > 0) || Double.isInfinite(priority)) {
            throw new IllegalArgumentException("an arrival needs a time of at least 0, a node and a priority above 0: "
                    + time + ", " + node + ", " + priority);
        }
    }
}
