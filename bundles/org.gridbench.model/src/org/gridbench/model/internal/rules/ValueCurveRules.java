package org.gridbench.model.internal.rules;

import java.util.List;
import java.util.Optional;

/**
 * A job's time-value curve (Burkimsher and Indrusiak, Algorithm 1): vMax up to the initial deadline, 0 from the final
 * one, and in between a non-increasing line through the given [slr, value] points.
 */
final class ValueCurveRules {

    private ValueCurveRules() {
    }

    static void check(Fields curve) {
        Optional<Double> vMax = curve.requiredNumber("vMax", Bound.greaterThan(0), Bound.VALUE);
        Optional<Double> dInitial = curve.requiredNumber("dInitial", Bound.atLeast(1));
        Optional<Double> dFinal = curve.requiredNumber("dFinal",
                dInitial.map(d -> Bound.greaterThan("dInitial", d)).orElse(Bound.greaterThan(1)),
                vMax.map(ValueCurveRules::finiteArea).orElse(Bound.ANY));
        Bound slr = dInitial.isPresent() && dFinal.isPresent() ? between(dInitial.get(), dFinal.get()) : Bound.ANY;
        Bound value = vMax.map(ValueCurveRules::upTo).orElse(Bound.atLeast(0));
        Optional<Double> previousSlr = Optional.empty();
        Optional<Double> previousValue = Optional.empty();
        for (Value point : curve.optional("points").map(points -> points.array(0)).orElse(List.of())) {
            List<Value> pair = point.tuple(2, "a pair [slr, value]");
            if (pair.isEmpty()) {
                continue;
            }
            previousSlr = increasing(pair.get(0), slr, previousSlr);
            previousValue = nonIncreasing(pair.get(1), value, previousValue);
        }
    }

    private static Optional<Double> increasing(Value slr, Bound bound, Optional<Double> previous) {
        Optional<Double> current = slr.number(bound);
        if (current.isPresent() && previous.isPresent() && current.get() <= previous.get()) {
            slr.problem("must be greater than the previous point's slr (" + Bound.text(previous.get()) + "), found "
                    + slr.literal());
        }
        return current.isPresent() ? current : previous;
    }

    private static Optional<Double> nonIncreasing(Value value, Bound bound, Optional<Double> previous) {
        Optional<Double> current = value.number(bound);
        if (current.isPresent() && previous.isPresent() && current.get() > previous.get()) {
            value.problem("must not exceed the previous point's value (" + Bound.text(previous.get()) + "), found "
                    + value.literal());
        }
        return current.isPresent() ? current : previous;
    }

    private static Bound between(double dInitial, double dFinal) {
        return new Bound("must lie strictly between dInitial (" + Bound.text(dInitial) + ") and dFinal ("
                + Bound.text(dFinal) + ")", x -> x > dInitial && x < dFinal);
    }

    /** PVR (Algorithm 4) bids the area under the curve, at most vMax x dFinal: a bid of Infinity failed the run. */
    private static Bound finiteArea(double vMax) {
        return new Bound("must be at most the largest double / vMax (" + Bound.text(Double.MAX_VALUE / vMax)
                + "): PVR bids the area under the curve, up to vMax x dFinal, which must be a finite number",
                dFinal -> Double.isFinite(vMax * dFinal));
    }

    private static Bound upTo(double vMax) {
        return new Bound("must be between 0 and vMax (" + Bound.text(vMax) + ")", x -> x >= 0 && x <= vMax);
    }
}
