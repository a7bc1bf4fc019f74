package org.gridbench.market;

/**
 * The responsiveness of the jobs whose critical path lies in [lowerCriticalPath, upperCriticalPath), a band of a
 * log-scale (factor 2) axis of job size, as in the paper's Figure 7.
 *
 * @param jobs the jobs of the band
 * @param completed those that did not starve
 * @param meanSlr the mean SLR of the completed ones, NaN when none completed
 * @since 1.0
 */
public record SizeBand(double lowerCriticalPath, double upperCriticalPath, int jobs, int completed,
        double meanSlr) {
}
