package org.gridbench.runs;

import org.gridbench.kernel.Simulation;
import org.gridbench.model.scenario.Family;

/**
 * One scenario set up to run, as both {@code ./gridbench run} and the workbench run it: the same document and seed
 * give the same events whether the run goes in one call, in slices of time, or one event at a time.
 */
public interface ScenarioRun {

    /** Samples at one step of a run with no fixed end: a step of about 1 % of its clock so far. */
    int SAMPLES_PER_STEP = 100;

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
     * scenario's sample interval, the rows of {@code series.csv}; market and trees: the first step, which
     * {@link #samplesPerStep()} doubles.
     */
    default double sampleStep() {
        return 0;
    }

    /**
     * For a run with no fixed end to divide: how many samples are recorded at one step before the step doubles, so
     * that a run of any length is charted with a step of about 1/this of its clock so far, and about this many
     * samples per doubling of it; 0: the step stays.
     */
    default int samplesPerStep() {
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
