package org.gridbench.stars.workload;


/**
 * A workload whose users react to their applications' ends (Celaya, section 8.2: a site-level user waits for its
 * batch to finish before thinking again), told by the simulation of every end and submitting through it.
 */
public interface ClosedLoopWorkload {

    /** No closed-loop users. */
    ClosedLoopWorkload NONE = new ClosedLoopWorkload() {
        @Override
        public void start(Submissions submissions) {
            // nothing to schedule
        }

        @Override
        public void ended(Request request, double now) {
            // nobody waits
        }
    };

    /** Schedules the users' first actions at the start of the run. */
    void start(Submissions submissions);

    /**
     * The application of {@code request} left the system at {@code now}: all its tasks ended, or its submission node
     * gave up what it had not placed and the rest ended, or no node could ever take it.
     */
    void ended(Request request, double now);

    /** What the simulation offers the workload. */
    interface Submissions {

        /** Runs {@code action} at simulated time {@code time} (not before now). */
        void at(double time, Runnable action);

        /** Submits {@code request} now; its time must be now. */
        void submit(Request request);

        double now();
    }
}
