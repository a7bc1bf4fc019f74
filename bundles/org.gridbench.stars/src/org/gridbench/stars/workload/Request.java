package org.gridbench.stars.workload;

/**
 * One application submission of a generated workload (Celaya, section 8.2): at {@code time} seconds the user at
 * {@code node} submits {@code tasks} independent tasks of {@code taskLength} MFLOP each, each needing {@code memory}
 * and {@code disk} MB.
 *
 * @param session the submitting user's session, counted from 0 (0 for requests without sessions)
 * @param deadline the absolute time by which every task must end (DP, chapter 5); infinite when there is none
 * @param runLength MFLOP a task really runs; the DP contract of section 5.2 drops a task that runs longer than its
 *        announced {@code taskLength}. Equal to {@code taskLength} unless a workload says otherwise.
 */
public record Request(double time, int node, int tasks, double taskLength, double memory, double disk, int session,
        double deadline, double runLength) {

    public Request {
        if (!(time >= 0) || node < 0 || tasks < 1 || !(taskLength > 0) || !(memory >= 0) || !(disk >= 0)
                || !(runLength > 0)) {
            throw new IllegalArgumentException("not a valid request: " + time + " s, node " + node + ", " + tasks
                    + " tasks of " + taskLength + " MFLOP (running " + runLength + "), " + memory + " MB memory, "
                    + disk + " MB disk");
        }
        if (!(deadline > time)) {
            throw new IllegalArgumentException("the deadline " + deadline + " s of a request submitted at " + time
                    + " s is not after its release");
        }
    }

    /** A request without a deadline whose tasks run as long as announced. */
    public Request(double time, int node, int tasks, double taskLength, double memory, double disk, int session) {
        this(time, node, tasks, taskLength, memory, disk, session, Double.POSITIVE_INFINITY, taskLength);
    }

    /** This request with a deadline. */
    public Request withDeadline(double absoluteDeadline) {
        return new Request(time, node, tasks, taskLength, memory, disk, session, absoluteDeadline, runLength);
    }
}
