package org.gridbench.sweeps;

/**
 * A run whose simulation failed (a policy that throws, a scenario that cannot be set up): recorded with its message.
 *
 * @since 1.0
 */
public final class RunFailure extends Exception {

    private static final long serialVersionUID = 1L;

    public RunFailure(String message) {
        super(message);
    }
}
