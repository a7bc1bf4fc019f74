package org.gridbench.trees.heuristic;

/**
 * A heuristic failed: it could not be loaded, it threw, chose what cannot be served, or left tasks stranded. The run
 * ends; the message names the heuristic.
 *
 * @since 1.0
 */
public final class HeuristicException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String heuristicId;

    public HeuristicException(String heuristicId, String message, Throwable cause) {
        super("tree heuristic " + heuristicId + ": " + message, cause);
        this.heuristicId = heuristicId;
    }

    public HeuristicException(String heuristicId, String message) {
        this(heuristicId, message, null);
    }

    public String heuristicId() {
        return heuristicId;
    }
}
