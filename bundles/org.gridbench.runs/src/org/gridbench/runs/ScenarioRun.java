package org.gridbench.runs;

import org.gridbench.kernel.Simulation;
import org.gridbench.model.scenario.Family;

/**
 * One scenario set up to run, as both {@code ./gridbench run} and the workbench run it: the same document and seed
 * give the same events whether the run goes in one call, in slices of time, or one event at a time.
 */
public interface ScenarioRun {

    Family family();

    /** The scenario's name and the policy it runs, for titles. */
    String title();

    /** The kernel simulation: clock, run control and snapshot hook. */
    Simulation simulation();

    /** The simulated time the run goes to; positive infinity: until no event is left. */
    double end();

    /** Whether the run has reached its end. */
    default boolean ended() {
        Simulation sim = simulation();
        return sim.pendingEvents() == 0 || sim.nextEventTime() > end();
    }

    /**
     * Simulated time between two frames a driven run records for charts, whatever its speed; 0 for none. STaRS: the
     * scenario's sample interval, the rows of {@code series.csv}.
     */
    default double sampleStep() {
        return 0;
    }

    /** The state for views; call it on the thread running the simulation, or while no run is active. */
    RunFrame frame();

    /** Takes effect from the next event; checked on the simulation's thread. */
    void setBreakpoints(Breakpoints breakpoints);

    /** Whether a breakpoint interrupted the run since the last call; clears it. */
    boolean takeBreak();

    /** What the breakpoint that last interrupted the run met, in words ("job J12 starved"); "" before any. */
    String lastBreak();

    /** Scheduling decisions so far (market: tasks placed by auctions). */
    long decisions();

    /** The metrics as {@code ./gridbench run} prints them; once the run has ended. */
    String metrics();
}
