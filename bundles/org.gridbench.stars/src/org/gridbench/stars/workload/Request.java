package org.gridbench.stars.workload;

/**
 * One application submission of a generated workload (Celaya, section 8.2): at {@code time} seconds the user at
 * {@code node} submits {@code tasks} independent tasks of {@code taskLength} MFLOP each, each needing {@code memory}
 * and {@code disk} MB.
 *
 * @param session the submitting user's session, counted from 0 (0 for requests without sessions)
 */
public record Request(double time, int node, int tasks, double taskLength, double memory, double disk, int session) {

    public Request {
        if (!(time >= 0) || node < 0 || tasks < 1 || !(taskLength > 0) || !(memory >= 0) || !(disk >= 0)) {
            throw new IllegalArgumentException("not a valid request: " + time + " s, node " + node + ", " + tasks
                    + " tasks of " + taskLength + " MFLOP, " + memory + " MB memory, " + disk + " MB disk");
        }
    }
}
