package org.gridbench.model.importers;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The quantities of SimGrid platform files, a number and a unit: speeds in flops ({@code 98.095Mf}, {@code 1Gf},
 * {@code 2.5Gflops}), bandwidths in bytes or bits per second ({@code 125MBps}, {@code 10Gbps}, {@code 1GiBps}) and
 * latencies in time units ({@code 50us}, {@code 1.5ms}, {@code 0}). SI prefixes are powers of 1000, binary ones
 * (Ki, Mi, Gi, ...) powers of 1024. A number without a unit is taken in flops, bytes per second or seconds, as SimGrid
 * does. Gridbench works in flops, bytes per second and seconds.
 */
final class SimGridUnits {

    /** A kind of quantity: how its unit converts, and the units it knows, for a message about an unknown one. */
    enum Kind {
        SPEED("f or flops, after a prefix k, M, G, T, P, E, Ki, Mi, Gi, Ti, Pi or Ei (1Gf, 2.5Mflops)", true),
        BANDWIDTH("Bps (bytes) or bps (bits) per second, after a prefix k, M, G, T, P, E, Ki, Mi, Gi, Ti, Pi or Ei"
                + " (125MBps, 10Gbps)", true),
        TIME("w, d, h, m, s, ms, us, ns or ps (50us, 1.5ms)", false);

        private final String known;
        private final boolean positive;

        Kind(String known, boolean positive) {
            this.known = known;
            this.positive = positive;
        }

        String known() {
            return known;
        }

        /** A speed or bandwidth of 0 would leave a node that never computes or receives: Gridbench needs > 0. */
        boolean accepts(double value) {
            return positive ? value > 0 : value >= 0;
        }
    }

    /** What a quantity's text gave: its value in Gridbench's units, or an unknown unit, or neither (not a quantity). */
    record Reading(OptionalDouble value, Optional<String> unknownUnit) {
    }

    private static final Pattern QUANTITY = Pattern.compile("\\s*([+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)\\s*"
            + "([A-Za-z]*)\\s*");
    private static final Map<String, Double> PREFIX = Map.ofEntries(Map.entry("", 1.0), Map.entry("k", 1e3),
            Map.entry("K", 1e3), Map.entry("M", 1e6), Map.entry("G", 1e9), Map.entry("T", 1e12),
            Map.entry("P", 1e15), Map.entry("E", 1e18), Map.entry("Ki", 0x1p10), Map.entry("Mi", 0x1p20),
            Map.entry("Gi", 0x1p30), Map.entry("Ti", 0x1p40), Map.entry("Pi", 0x1p50), Map.entry("Ei", 0x1p60));
    private static final Map<String, Double> TIME = Map.of("w", 604800.0, "d", 86400.0, "h", 3600.0, "m", 60.0,
            "s", 1.0, "ms", 1e-3, "us", 1e-6, "ns", 1e-9, "ps", 1e-12);

    private SimGridUnits() {
    }

    /** Speeds in flops per second (the first of a list of power states, {@code 1Gf,500Mf}), bandwidths in bytes per
     * second (a unit in bits, {@code bps}, divided by 8), times in seconds. */
    static Reading read(Kind kind, String text) {
        return switch (kind) {
            case SPEED -> withUnit(firstState(text), SimGridUnits::speedScale);
            case BANDWIDTH -> withUnit(text, SimGridUnits::bandwidthScale);
            case TIME -> withUnit(text, unit -> unit.isEmpty() ? Double.valueOf(1) : TIME.get(unit));
        };
    }

    private static Double speedScale(String unit) {
        for (String suffix : new String[] {"flops", "f"}) {
            if (unit.endsWith(suffix)) {
                return PREFIX.get(unit.substring(0, unit.length() - suffix.length()));
            }
        }
        return unit.isEmpty() ? Double.valueOf(1) : null;
    }

    private static Double bandwidthScale(String unit) {
        if (unit.endsWith("Bps")) {
            return PREFIX.get(unit.substring(0, unit.length() - 3));
        }
        if (unit.endsWith("bps")) {
            Double prefix = PREFIX.get(unit.substring(0, unit.length() - 3));
            return prefix == null ? null : Double.valueOf(prefix / 8);
        }
        return unit.isEmpty() ? Double.valueOf(1) : null;
    }

    /** Whether a speed names several power states, of which Gridbench keeps the first. */
    static boolean hasStates(String text) {
        return text.contains(",");
    }

    private static String firstState(String text) {
        int comma = text.indexOf(',');
        return comma < 0 ? text : text.substring(0, comma);
    }

    private static Reading withUnit(String text, Function<String, Double> scale) {
        Matcher m = QUANTITY.matcher(text);
        if (!m.matches()) {
            return new Reading(OptionalDouble.empty(), Optional.empty());
        }
        Double factor = scale.apply(m.group(2));
        if (factor == null) {
            return new Reading(OptionalDouble.empty(), Optional.of(m.group(2)));
        }
        double value = Double.parseDouble(m.group(1)) * factor;
        return new Reading(Double.isFinite(value) ? OptionalDouble.of(value) : OptionalDouble.empty(), Optional.empty());
    }
}
