package org.gridbench.trees.heuristic;

import org.gridbench.kernel.PolicyException;

/**
 * A heuristic failed: it could not be loaded, it threw, chose what cannot be served, left tasks stranded, or overran
 * its decision budget. The run ends; the message names the heuristic and its plug-in.
 *
 * @since 1.0
 */
public final class HeuristicException extends PolicyException {
    private static final long serialVersionUID = 1L;

    public HeuristicException(String heuristicId, String plugin, String message, Throwable cause) {
        super("tree heuristic", heuristicId, plugin, message, cause);
    }

    public HeuristicException(String heuristicId, String message, Throwable cause) {
        this(heuristicId, "", message, cause);
    }

    public HeuristicException(String heuristicId, String message) {
        this(heuristicId, "", message, null);
    }

    public String heuristicId() {
        return policyId();
    }
}
