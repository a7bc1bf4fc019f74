package org.gridbench.stars.workflow;

import java.util.Arrays;

/**
 * The interval endpoints of the WDP summary (section 6.3.1): lower endpoints at multiples of doubling durations from
 * the beginning of the day, so that summaries created at near times share most of them. Times are in seconds, time 0
 * a midnight; endpoints are absolute times, increasing.
 *
 * <p>Our reading of Table 6.1, whose durations are "slightly modified to provide more human-readable results": the
 * durations are 5', 10', 15', 30', 1 h, 2 h, 4 h, 8 h, 16 h, 1 day, then doubling; each endpoint is t_0 plus the
 * duration rounded up to a multiple of that duration, except for 16 h, rounded up to a multiple of 8 h (the only
 * grid that reproduces the table: 4:33 and 5:48 give 1d:00:00, 17:17 gives 1d:16:00). The endpoints form a set, as in
 * Algorithm 6.2, so two durations giving the same endpoint give it once (10' and 15' at t_0 = 0:14 both give 0:30).
 */
public final class IntervalEndpoints {

    public static final double DAY = 86_400;

    private static final double HOUR = 3600;
    private static final double[] READABLE_DURATIONS = {300, 600, 900, 1800, HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR,
        16 * HOUR, DAY};
    private static final double[] READABLE_GRIDS = {300, 600, 900, 1800, HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR, 8 * HOUR,
        DAY};

    private IntervalEndpoints() {
    }

    // STaRS Algorithm 6.2: L = {(ceil(t_0 / d_i) + 1) d_i} = {ceil((t_0 + d_i) / d_i) d_i}, d_{i+1} = 2 d_i
    public static double[] doubling(double now, double minDuration, int n) {
        if (!(minDuration > 0) || Double.isInfinite(minDuration) || n < 1) {
            throw new IllegalArgumentException("need a positive d_min and at least one endpoint: " + minDuration + ", "
                    + n);
        }
        double[] durations = new double[n];
        durations[0] = minDuration;
        for (int i = 1; i < n; i++) {
            durations[i] = 2 * durations[i - 1];
        }
        return endpoints(now, durations, durations);
    }

    // STaRS Table 6.1: Algorithm 6.2 with d_min = 5', 10' followed by 15' and 16 h by 1 day
    public static double[] humanReadable(double now, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("need at least one endpoint: " + n);
        }
        double[] durations = new double[n];
        double[] grids = new double[n];
        for (int i = 0; i < n; i++) {
            int rung = Math.min(i, READABLE_DURATIONS.length - 1);
            double doublings = Math.scalb(1.0, i - rung);
            durations[i] = READABLE_DURATIONS[rung] * doublings;
            grids[i] = READABLE_GRIDS[rung] * doublings;
        }
        return endpoints(now, durations, grids);
    }

    // STaRS section 6.3.1: t_0 + d_i rounded up to the next multiple of the grid, from the beginning of the day of now
    private static double[] endpoints(double now, double[] durations, double[] grids) {
        double day = Math.floor(now / DAY) * DAY;
        double t0 = now - day;
        double[] endpoints = new double[durations.length];
        for (int i = 0; i < durations.length; i++) {
            endpoints[i] = day + Math.ceil((t0 + durations[i]) / grids[i]) * grids[i];
        }
        Arrays.sort(endpoints);
        int distinct = 0;
        for (double e : endpoints) {
            if (distinct == 0 || e > endpoints[distinct - 1]) {
                endpoints[distinct++] = e;
            }
        }
        return distinct == endpoints.length ? endpoints : Arrays.copyOf(endpoints, distinct);
    }
}
