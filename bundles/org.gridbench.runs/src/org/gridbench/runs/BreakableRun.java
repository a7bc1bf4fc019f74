package org.gridbench.runs;

import org.gridbench.kernel.Simulation;

/**
 * What every family's {@link ScenarioRun} shares: its title, the breakpoints its events check, the interrupt when one
 * is met, and the count of scheduling decisions. The fields other than the breakpoints belong to the simulation's
 * thread.
 */
abstract class BreakableRun implements ScenarioRun {

    private final String title;
    private volatile Breakpoints breakpoints = Breakpoints.NONE;
    private volatile boolean breakHit;
    private volatile String lastBreak = "";
    private long decisions;

    BreakableRun(String name, String policyId) {
        title = name + " (" + policyId + ")";
    }

    @Override
    public final String title() {
        return title;
    }

    @Override
    public final void setBreakpoints(Breakpoints breakpoints) {
        this.breakpoints = breakpoints;
    }

    @Override
    public final boolean takeBreak() {
        boolean hit = breakHit;
        breakHit = false;
        return hit;
    }

    @Override
    public final String lastBreak() {
        return lastBreak;
    }

    @Override
    public final long decisions() {
        return decisions;
    }

    final Breakpoints breakpoints() {
        return breakpoints;
    }

    /** A decision was taken; the run pauses after this event if the next decision was asked for. */
    final void decided() {
        decisions++;
        if (breakpoints.decision()) {
            breakHere("the next scheduling decision");
        }
    }

    /** A breakpoint is met: the run returns after the current event, and {@code reason} says which one. */
    final void breakHere(String reason) {
        lastBreak = reason;
        breakHit = true;
        simulation().interrupt();
    }

    @Override
    public abstract Simulation simulation();
}
