package org.gridbench.stars.local;

import java.util.List;

/**
 * The local scheduling policy of every execution node of a run (Celaya, section 3.1.2): which tasks a node admits,
 * which one it starts next and when its queue ends. A strategy: a STaRS policy contributes a fresh one per run
 * ({@code StarsPolicy.localQueues}); the simulation's execution nodes call it and schedule the ends it announces.
 * {@link AbstractLocalQueues} holds what every non-pre-emptive queue shares; {@link FcfsNodes}, {@link EdfNodes} and
 * {@link SlownessNodes} are the thesis's three.
 *
 * @param <Q> how a node's queue reads for its policy's availability function ({@link EdfQueue} for DP,
 *        {@link SlownessQueue} for FSP), {@link Void} when the queue end and task count are enough
 */
public interface LocalQueues<Q> {

    /** How a task that left its node's processor ended. */
    enum Outcome {
        /** Ran to its end. */
        FINISHED,
        /** Ran to its end after its deadline (DP, section 5.2). */
        LATE,
        /** Used up its announced length without ending: dropped, its result lost (DP, section 5.2). */
        DROPPED
    }

    /** Admits up to {@code tasks} copies of {@code task} at node {@code u} at {@code now}; returns how many. */
    int admit(int u, LocalTask task, int tasks, double now);

    /**
     * Decides the next task of node {@code u} whose run is now known and returns when it ends, or NaN when there is
     * none: the earliest waiting task when the node is idle, or, for a queue that never reorders, every admitted task.
     */
    double startNext(int u, double now);

    /** The task of node {@code u} whose announced end has come; it leaves the queue. */
    LocalTask finish(int u);

    /** How {@code task}, just finished at {@code now}, ended. */
    default Outcome outcome(LocalTask task, double now) {
        return Outcome.FINISHED;
    }

    /** Node {@code u} failed at {@code now} (section 3.1.4): its queue is lost; returns its tasks, the running first. */
    List<LocalTask> clear(int u, double now);

    /** When node {@code u}'s queue ends (Q_u of section 3.1.1); in the past when it emptied then. */
    double queueEnd(int u);

    /** Node {@code u}'s queue as its policy's availability function reads it at {@code now}; null for {@link Void}. */
    Q queue(int u, double now);
}
