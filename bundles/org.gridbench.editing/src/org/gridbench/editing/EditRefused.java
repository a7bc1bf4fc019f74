package org.gridbench.editing;

/** An edit that would break the scenario's structure (a cycle, a root deleted): the message says why, for the user. */
public final class EditRefused extends Exception {

    private static final long serialVersionUID = 1L;

    public EditRefused(String message) {
        super(message);
    }
}
