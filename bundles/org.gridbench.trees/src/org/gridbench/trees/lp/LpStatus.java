package org.gridbench.trees.lp;

/** How a solve of linear program 3 ended; only {@link #OPTIMAL} yields a {@link SteadyState}. */
public enum LpStatus {
    OPTIMAL, INFEASIBLE, UNBOUNDED, FAILED
}
