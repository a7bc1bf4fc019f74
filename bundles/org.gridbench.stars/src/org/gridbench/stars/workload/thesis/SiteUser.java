package org.gridbench.stars.workload.thesis;

import java.util.SplittableRandom;

/** What the thesis's simulator keeps of one site-level user (Celaya, section 8.2). */
final class SiteUser {

    enum State {
        SLEEPING, THINKING, WAITING_FOR_BATCH
    }

    final int node;
    final WorkShift shift;
    final SplittableRandom random;
    /** The speed of the user's node, which bounds its DP deadlines (section 8.4.3). */
    final double nodeSpeed;
    State state;
    /** Applications of the current batch not yet ended. */
    int batchLeft;
    /** Times {@link #application} is still to be submitted before a new one is drawn. */
    int repeatLeft;
    ThesisApplication application;
    /** The platform speed the user perceives, seeded with its node's speed (section 8.4.3). */
    double perceivedSpeed;
    /** Batches started, the session number of the requests. */
    int batches;

    SiteUser(int node, WorkShift shift, SplittableRandom random, double nodeSpeed) {
        this.node = node;
        this.shift = shift;
        this.random = random;
        this.nodeSpeed = nodeSpeed;
        this.perceivedSpeed = nodeSpeed;
    }
}
