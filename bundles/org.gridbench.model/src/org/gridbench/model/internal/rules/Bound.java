package org.gridbench.model.internal.rules;

import java.util.function.DoublePredicate;

import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.model.tree.TreeScenario;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workload.LoadModel;

/** The range a number must lie in, with the rule as users read it ("must be greater than 0"). */
record Bound(String rule, DoublePredicate accepts) {

    static final Bound ANY = new Bound("may be any number", x -> true);

    /** A count, a number of cores or a length in ticks, which the engine keeps in a Java int. */
    static final Bound INT32 = atMost("the largest 32-bit integer", Integer.MAX_VALUE);

    /** A tick of the simulation clock, a double, which holds every whole number exactly up to 2^53 - 1. */
    static final Bound TICK = atMost("2^53 - 1, the last tick the clock holds exactly", 0x1p53 - 1);

    /**
     * An offered load: below 10^-6 the load model spreads a workload's arrivals past the ticks the clock holds
     * exactly (a load of 10^-20 overran the weekly profile's last hour).
     */
    static final Bound LOAD = new Bound("must be at least 0.000001 (10^-6): a lower load spreads the arrivals past the"
            + " ticks the clock holds exactly", x -> x >= LoadModel.MIN_LOAD);

    /** A trees speed, bandwidth or task size: smaller ones lose the precision of the LP and the heuristics' plans. */
    static final Bound TREE_SIZE = new Bound("must be at least 0.000001 (10^-6): smaller speeds, bandwidths and task"
            + " sizes lose the precision of the steady-state LP and of the heuristics' plans",
            x -> x >= TreeScenario.MIN_SIZE);

    /**
     * A job's vMax: a run's maximum value sums vMax over up to 2^31 - 1 jobs, which stays below the largest double
     * (1.8 x 10^308) when each is below 10^298 ({@link ValueCurve#MAX_VALUE}); vMax 1e308 gave "NaN (Infinity of
     * Infinity)".
     */
    static final Bound VALUE = new Bound("must be less than 10^298, so that the sum of the values of a run's jobs is"
            + " a finite number", x -> x < ValueCurve.MAX_VALUE);

    static Bound greaterThan(double limit) {
        return new Bound("must be greater than " + text(limit), x -> x > limit);
    }

    static Bound atLeast(double limit) {
        return new Bound("must be at least " + text(limit), x -> x >= limit);
    }

    /** A bound set by another field of the document, named so that users see where the limit comes from. */
    static Bound greaterThan(String field, double limit) {
        return new Bound("must be greater than " + field + " (" + text(limit) + ")", x -> x > limit);
    }

    /** A lower bound set by another field, possibly by its default. */
    static Bound atLeast(String field, double limit) {
        return new Bound("must be at least " + field + " (" + text(limit) + ")", x -> x >= limit);
    }

    /** An upper bound set by something the user knows by name, like the largest cluster of a kind. */
    static Bound atMost(String what, double limit) {
        return new Bound("must be at most " + what + " (" + text(limit) + ")", x -> x <= limit);
    }

    static String text(double value) {
        return PlainNumbers.brief(value);
    }
}
