package org.gridbench.trees.sim;

/**
 * The state of a demand-driven run at one instant, copied on the simulation's thread for views. Node arrays are
 * indexed like the {@code TreePlatform}; application arrays like its applications.
 *
 * @param done tasks of each application computed so far
 * @param totals tasks of each application in the run
 * @param buffered tasks waiting in each node's buffer (Figure 1), over its lanes
 * @param computing whether each node's processor is computing a task
 * @param sending whether each node is sending a task to a child (single port, section 2.1)
 * @param sendingTo the child each node's port is sending to, -1 when it sends nothing (with PBC's lanes, the latest)
 * @param computeBusy the time each node's processor spent on the tasks it finished
 * @param linkBusy the time the link into each node (from its parent) spent on the transfers it finished
 * @since 1.0
 */
public record TreeSnapshot(double time, long events, int[] done, int[] totals, int[] buffered, boolean[] computing,
        boolean[] sending, int[] sendingTo, double[] computeBusy, double[] linkBusy) {
}
