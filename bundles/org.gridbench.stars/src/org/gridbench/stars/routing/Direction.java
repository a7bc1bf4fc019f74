package org.gridbench.stars.routing;

/** The three neighbours of a routing node in the balanced binary tree (section 3.3.1). */
public enum Direction {
    LEFT, RIGHT, FATHER,
    /** A new request from a submission node of this branch: both children are considered, the rest climbs. */
    SUBMISSION
}
