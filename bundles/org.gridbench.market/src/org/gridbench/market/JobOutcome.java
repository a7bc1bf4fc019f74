package org.gridbench.market;

/**
 * How one job fared.
 *
 * @param finish the tick its last task finished, or -1 when it starved
 * @param slr (finish - arrival) / criticalPath, or NaN when it starved
 * @param value what it earned: its value curve at {@code slr}, 0 when it starved
 * @param tasksStarved its tasks that never started because it starved
 * @since 1.0
 */
public record JobOutcome(String jobId, long arrival, double criticalPath, double vMax, long finish, double slr,
        double value, int tasksStarved) {

    public boolean starved() {
        return finish < 0;
    }
}
