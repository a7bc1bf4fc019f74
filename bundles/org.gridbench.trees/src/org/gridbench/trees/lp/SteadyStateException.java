package org.gridbench.trees.lp;

/** Linear program 3 did not reach an optimum: the status names why (infeasible, unbounded or a solver failure). */
public final class SteadyStateException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    private final LpStatus status;

    public SteadyStateException(LpStatus status, String message) {
        super("steady-state LP " + status.name().toLowerCase() + ": " + message);
        this.status = status;
    }

    public LpStatus status() {
        return status;
    }
}
