package org.gridbench.stars.workflow;

/** The time constraints of a sequence (section 6.1.1): to start after its startline and end before its deadline. */
public record Window(double startline, double deadline) {

    public Window {
        if (Double.isNaN(startline) || Double.isNaN(deadline)) {
            throw new IllegalArgumentException("a window needs a startline and a deadline: " + startline + ", "
                    + deadline);
        }
    }
}
