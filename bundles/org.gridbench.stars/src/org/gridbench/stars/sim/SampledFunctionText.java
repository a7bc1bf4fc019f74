package org.gridbench.stars.sim;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Locale;

import org.gridbench.stars.availability.AvailabilityPolicy;
import org.gridbench.stars.availability.DpPolicy;
import org.gridbench.stars.availability.DpSampledFunction;
import org.gridbench.stars.availability.FspPolicy;
import org.gridbench.stars.availability.ScalarSampledFunction;
import org.gridbench.stars.fairness.FspSampledFunction;
import org.gridbench.stars.functional.PiecewiseLinear;

/**
 * How a sampled function (section 3.2) reads in the Routing view, in a run's units: memory and disk in MB, speed in
 * MFLOPS, times in simulated seconds, task lengths in MFLOP. A plug-in's own function type reads as it writes itself.
 */
public final class SampledFunctionText {

    private static final MathContext SHOWN = new MathContext(4);

    private SampledFunctionText() {
    }

    /** The function's values with their units and the nodes it stands for. */
    public static String of(Object function, AvailabilityPolicy<?> policy) {
        return switch (function) {
            case ScalarSampledFunction f -> scalars(f, policy.parameters()) + nodes(f.count());
            case DpSampledFunction f -> resources(f.sample(DpPolicy.MEMORY), f.sample(DpPolicy.DISK)) + ", "
                    + flops(f.flops()) + nodes(f.count());
            case FspSampledFunction f -> resources(f.sample(FspPolicy.MEMORY), f.sample(FspPolicy.DISK)) + ", "
                    + slowness(f, policy) + nodes(f.count());
            default -> function.toString();
        };
    }

    // IBP's (M, D) and MMP's (M, D, s, Q) of sections 3.2 and 4.1, by the policy's parameter names
    private static String scalars(ScalarSampledFunction f, List<String> names) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < f.parameterCount(); i++) {
            String name = i < names.size() ? names.get(i) : "parameter " + i;
            text.append(i == 0 ? "" : ", ").append(quantity(name, f.sample(i)));
        }
        return text.toString();
    }

    private static String quantity(String name, double value) {
        return switch (name) {
            case "memory", "disk" -> name + " " + number(value) + " MB";
            case "speed" -> "speed " + number(value) + " MFLOPS";
            case "queueEnd" -> "queue ends at " + number(value) + " s";
            default -> name + " " + number(value);
        };
    }

    private static String resources(double memory, double disk) {
        return quantity("memory", memory) + ", " + quantity("disk", disk);
    }

    // DP's l(delta) of section 5.3.1: the MFLOP free before a deadline, at its first and last samples, then its slope
    private static String flops(PiecewiseLinear l) {
        int last = l.samples() - 1;
        String first = number(l.y(0)) + " MFLOP free by " + number(l.x(0)) + " s";
        String end = last > 0 ? ", " + number(l.y(last)) + " MFLOP by " + number(l.x(last)) + " s" : "";
        return first + end + ", then " + number(l.tailSlope()) + " MFLOPS";
    }

    // FSP's z(a) of section 7.2: the slowness of a new task of the shortest length and its limit for long tasks
    private static String slowness(FspSampledFunction f, AvailabilityPolicy<?> policy) {
        double shortest = policy instanceof FspPolicy fsp ? fsp.minLength() : FspPolicy.MIN_LENGTH;
        return "slowness of a new task " + number(f.z().value(shortest)) + " s/MFLOP at " + number(shortest)
                + " MFLOP, " + number(FspPolicy.maxSlowness(f)) + " s/MFLOP for long tasks";
    }

    private static String nodes(int count) {
        return " (" + count + (count == 1 ? " node)" : " nodes)");
    }

    /** Four significant digits, grouped by thousands, without a trailing ".0": 81,920, 60.001 reads 60, 0.001. */
    static String number(double value) {
        if (!Double.isFinite(value)) {
            return value > 0 ? "infinity" : value < 0 ? "-infinity" : "undefined";
        }
        BigDecimal rounded = new BigDecimal(value).round(SHOWN).stripTrailingZeros();
        if (rounded.abs().compareTo(BigDecimal.valueOf(1e12)) >= 0) {
            return String.format(Locale.ROOT, "%.3e", value);
        }
        if (rounded.scale() <= 0) {
            return String.format(Locale.ROOT, "%,d", rounded.longValueExact());
        }
        return rounded.toPlainString();
    }
}
