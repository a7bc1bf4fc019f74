package org.gridbench.trees.lp;

/**
 * How a solve of linear program 3 ended; only {@link #OPTIMAL} yields a {@link SteadyState}. There is no infeasible
 * end: t = 0 with nothing sent satisfies every row of a valid platform, so a solver's "infeasible" is a FAILED solve.
 */
public enum LpStatus {
    OPTIMAL, UNBOUNDED, FAILED
}
