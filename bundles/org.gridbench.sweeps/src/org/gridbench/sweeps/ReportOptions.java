package org.gridbench.sweeps;

/**
 * How reports are written.
 *
 * @param reproducible wall times written as 0, so that the same sweep gives the same bytes on any executor
 * @param threads the runs the executor ran at a time, which non-reproducible reports mention
 * @since 1.0
 */
public record ReportOptions(boolean reproducible, int threads) {
}
