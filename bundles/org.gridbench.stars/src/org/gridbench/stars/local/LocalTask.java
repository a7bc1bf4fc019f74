package org.gridbench.stars.local;

/**
 * A task in an execution node's queue (Celaya, section 3.1.2): its application's release, its announced length and
 * the length it really runs (MFLOP; section 5.2 drops a task that overruns its announced length) and its absolute
 * deadline (infinite when it has none).
 *
 * @param owner what the simulation knows the task by (its application); a local queue never reads it
 */
public record LocalTask(Object owner, double release, double length, double runLength, double deadline) {
}
