package org.gridbench.model.scenario;

import java.util.Locale;
import java.util.Optional;

/**
 * Checks before the work starts that a run or an import of many items fits the Java heap, from the bytes each item
 * was measured to take (docs/limits.md, "Heap per item"), so that it is refused with the number, the limit and how
 * to raise it instead of running until the JVM is out of memory.
 */
public final class HeapLimits {

    /** The share of the maximum heap one run or import may plan to fill; the rest is the JVM's and the workbench's. */
    static final double USABLE = 0.75;

    private static final double GB = 1L << 30;
    private static final double MB = 1L << 20;

    private HeapLimits() {
    }

    /** The bytes a run or import may plan to fill in this JVM. */
    public static long usable() {
        return (long) (Runtime.getRuntime().maxMemory() * USABLE);
    }

    /**
     * Empty when {@code count} items of about {@code bytesEach} bytes fit; else a message such as "100000000 nodes need
     * about 45.0 GB of heap (about 480 bytes each), more than the 3.0 GB a run may use of this heap's 4.0 GB; raise
     * it with GRIDBENCH_VMARGS=-Xmx61g".
     */
    public static Optional<String> refusal(long count, String items, long bytesEach) {
        return refusal(count, items, bytesEach, usable());
    }

    /** As {@link #refusal(long, String, long)} with {@code usable} bytes, for tests that compute the message by hand. */
    public static Optional<String> refusal(long count, String items, long bytesEach, long usable) {
        double need = (double) count * bytesEach;
        if (need <= usable) {
            return Optional.empty();
        }
        long heap = (long) (usable / USABLE);
        long raiseTo = (long) Math.ceil(need / USABLE / GB) + 1;
        return Optional.of(String.format(Locale.ROOT, "%d %s need about %s of heap (about %d bytes each), more than"
                + " the %s a run may use of this heap's %s; raise it with GRIDBENCH_VMARGS=-Xmx%dg", count, items,
                size(need), bytesEach, size(usable), size(heap), raiseTo));
    }

    static String size(double bytes) {
        return bytes >= GB ? String.format(Locale.ROOT, "%.1f GB", bytes / GB)
                : String.format(Locale.ROOT, "%.0f MB", Math.ceil(bytes / MB));
    }
}
