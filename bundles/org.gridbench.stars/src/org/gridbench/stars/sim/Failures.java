package org.gridbench.stars.sim;

/**
 * Node failures of a STaRS simulation (Celaya, sections 3.1.4 and 8.5). Every failed node is replaced at once by a
 * fresh one at the same address, so the system keeps its size: churn as in Rhea et al., with exponential session
 * times of median {@code churnMedian} seconds (0: no churn), and a catastrophic failure of {@code failFraction} of
 * the nodes at once at time {@code failAt} (fraction 0: none).
 *
 * @param heartbeat seconds between two heartbeats from an execution node to the submission nodes of its tasks
 * @param timeoutHeartbeats heartbeat periods after the last heartbeat at which a submission node takes the node for
 *        failed and resubmits its tasks
 */
public record Failures(double churnMedian, double failFraction, double failAt, double heartbeat,
        double timeoutHeartbeats) {

    /** The thesis's simulator: a heartbeat every 300 s, a node taken for failed 2.5 periods (750 s) after its last. */
    public static final double DEFAULT_HEARTBEAT = 300;
    public static final double DEFAULT_TIMEOUT_HEARTBEATS = 2.5;
    /** Gridbench before issue 28: every 30 s, failed at the third missed heartbeat (section 3.1.4's "three"). */
    public static final double EARLIER_HEARTBEAT = 30;
    public static final double EARLIER_TIMEOUT_HEARTBEATS = 3;
    public static final Failures NONE = new Failures(0, 0, 0, DEFAULT_HEARTBEAT);

    public Failures {
        if (!(churnMedian >= 0) || Double.isInfinite(churnMedian)) {
            throw new IllegalArgumentException("the median session time must be positive, or 0 for no churn: "
                    + churnMedian);
        }
        if (!(failFraction >= 0 && failFraction < 1)) {
            throw new IllegalArgumentException("the failing fraction of the nodes must be in [0, 1): " + failFraction);
        }
        if (!(failAt >= 0) || Double.isInfinite(failAt)) {
            throw new IllegalArgumentException("the time of the catastrophic failure must be a time from 0: "
                    + failAt);
        }
        if (!(heartbeat > 0) || Double.isInfinite(heartbeat)) {
            throw new IllegalArgumentException("the heartbeat period must be positive: " + heartbeat);
        }
        if (!(timeoutHeartbeats > 0) || Double.isInfinite(timeoutHeartbeats)) {
            throw new IllegalArgumentException("the heartbeat timeout must be a positive number of periods: "
                    + timeoutHeartbeats);
        }
    }

    /** Failures detected as in the thesis's simulator, {@link #DEFAULT_TIMEOUT_HEARTBEATS} periods after the last. */
    public Failures(double churnMedian, double failFraction, double failAt, double heartbeat) {
        this(churnMedian, failFraction, failAt, heartbeat, DEFAULT_TIMEOUT_HEARTBEATS);
    }

    public boolean any() {
        return churnMedian > 0 || failFraction > 0;
    }

    /** Mean of the exponential session time whose median is {@code churnMedian}: median / ln 2. */
    public double meanSession() {
        return churnMedian / Math.log(2);
    }

    /** When a submission node notices a node that failed at {@code failure} and had beaten since {@code since}. */
    public double detection(double since, double failure) {
        double lastBeat = failure - (failure - since) % heartbeat;
        return lastBeat + timeoutHeartbeats * heartbeat;
    }
}
