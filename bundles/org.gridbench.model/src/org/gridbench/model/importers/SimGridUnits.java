package org.gridbench.model.importers;

import java.util.Map;
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

    /** Flops per second; the first of a list of power states ({@code 1Gf,500Mf}). */
    static OptionalDouble speed(String text) {
        return withUnit(firstState(text), unit -> {
            for (String suffix : new String[] {"flops", "f"}) {
                if (unit.endsWith(suffix)) {
                    return PREFIX.get(unit.substring(0, unit.length() - suffix.length()));
                }
            }
            return unit.isEmpty() ? 1.0 : null;
        });
    }

    /** Bytes per second; a unit in bits ({@code bps}) is divided by 8. */
    static OptionalDouble bandwidth(String text) {
        return withUnit(text, unit -> {
            if (unit.endsWith("Bps")) {
                return PREFIX.get(unit.substring(0, unit.length() - 3));
            }
            if (unit.endsWith("bps")) {
                Double prefix = PREFIX.get(unit.substring(0, unit.length() - 3));
                return prefix == null ? null : prefix / 8;
            }
            return unit.isEmpty() ? 1.0 : null;
        });
    }

    /** Seconds. */
    static OptionalDouble time(String text) {
        return withUnit(text, unit -> unit.isEmpty() ? 1.0 : TIME.get(unit));
    }

    /** Whether a speed names several power states, of which Gridbench keeps the first. */
    static boolean hasStates(String text) {
        return text.contains(",");
    }

    private static String firstState(String text) {
        int comma = text.indexOf(',');
        return comma < 0 ? text : text.substring(0, comma);
    }

    private static OptionalDouble withUnit(String text, Function<String, Double> scale) {
        Matcher m = QUANTITY.matcher(text);
        if (!m.matches()) {
            return OptionalDouble.empty();
        }
        Double factor = scale.apply(m.group(2));
        double value = Double.parseDouble(m.group(1));
        if (factor == null || !Double.isFinite(value * factor)) {
            return OptionalDouble.empty();
        }
        return OptionalDouble.of(value * factor);
    }
}
