package org.gridbench.runs;

/**
 * Where a live run pauses by itself, after the event that meets the condition.
 *
 * @param jobStarves a job passes its final deadline unfinished (market)
 * @param requestAtRoot a request reaches the root of the overlay (STaRS)
 * @param nodeFails an execution node fails (STaRS)
 * @param starts a job or task id whose start pauses the run (market: placement of the task, or of any task of
 *        the job); empty for none
 * @param decision the next scheduling decision, whatever it is (Step to next decision)
 */
public record Breakpoints(boolean jobStarves, boolean requestAtRoot, boolean nodeFails, String starts,
        boolean decision) {

    public static final Breakpoints NONE = new Breakpoints(false, false, false, "", false);

    public Breakpoints {
        starts = starts == null ? "" : starts.strip();
    }

    /** These breakpoints and the next decision. */
    public Breakpoints andNextDecision() {
        return new Breakpoints(jobStarves, requestAtRoot, nodeFails, starts, true);
    }
}
