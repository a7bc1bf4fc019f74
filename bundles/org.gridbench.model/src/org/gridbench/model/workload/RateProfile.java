package org.gridbench.model.workload;

import java.util.Arrays;

/**
 * Relative job arrival rate for each hour of the week, tick 0 being Monday 00:00 (1 tick = 1 minute). The paper
 * (section V) asks for peaks during working hours and quiet nights and weekends, so that overloads come and go even
 * when the mean load is below 100 %. Its cumulative intensity warps unit-rate arrivals into the cycle.
 */
public final class RateProfile {

    public static final int HOURS_PER_WEEK = 168;
    public static final int TICKS_PER_HOUR = 60;
    public static final long TICKS_PER_WEEK = HOURS_PER_WEEK * TICKS_PER_HOUR;

    private final double[] weights;
    /** cumulative[h] = intensity of the first h hours of the week, in weight x ticks. */
    private final double[] cumulative;

    private RateProfile(double[] weights) {
        this.weights = weights;
        this.cumulative = new double[HOURS_PER_WEEK + 1];
        for (int h = 0; h < HOURS_PER_WEEK; h++) {
            cumulative[h + 1] = cumulative[h] + weights[h] * TICKS_PER_HOUR;
        }
    }

    /**
     * The default weekly cycle. Weekdays: 1.0 in working hours 09:00-17:00, 0.5 at 07:00-09:00 and 17:00-20:00, 0.2
     * at night 20:00-07:00. Saturday and Sunday: 0.25 at 08:00-20:00, 0.1 at night. The mean is 0.428, so the
     * working-hours rate is 2.34 times the mean: at 70 % mean load the peak offers 164 % of capacity.
     */
    public static RateProfile weeklyCycle() {
        double[] weights = new double[HOURS_PER_WEEK];
        for (int h = 0; h < HOURS_PER_WEEK; h++) {
            int day = h / 24;
            int hour = h % 24;
            if (day >= 5) {
                weights[h] = hour >= 8 && hour < 20 ? 0.25 : 0.1;
            } else if (hour >= 9 && hour < 17) {
                weights[h] = 1.0;
            } else if (hour >= 7 && hour < 20) {
                weights[h] = 0.5;
            } else {
                weights[h] = 0.2;
            }
        }
        return new RateProfile(weights);
    }

    /** A constant rate: arrivals form a homogeneous Poisson process. */
    public static RateProfile flat() {
        double[] weights = new double[HOURS_PER_WEEK];
        Arrays.fill(weights, 1.0);
        return new RateProfile(weights);
    }

    /** The relative rate at a tick. */
    public double rate(double tick) {
        return weights[(int) (Math.floorMod((long) Math.floor(tick), TICKS_PER_WEEK) / TICKS_PER_HOUR)];
    }

    // Cumulative intensity Lambda(t) = integral of the rate from 0 to t, piecewise linear by hour.
    double intensity(double tick) {
        double weeks = Math.floor(tick / TICKS_PER_WEEK);
        double within = tick - weeks * TICKS_PER_WEEK;
        int hour = (int) Math.min(HOURS_PER_WEEK - 1, within / TICKS_PER_HOUR);
        return weeks * cumulative[HOURS_PER_WEEK] + cumulative[hour] + weights[hour] * (within - hour * TICKS_PER_HOUR);
    }

    // Inverse of the cumulative intensity: the tick t with Lambda(t) = intensity.
    double tick(double intensity) {
        double week = cumulative[HOURS_PER_WEEK];
        double weeks = Math.floor(intensity / week);
        double within = intensity - weeks * week;
        int found = Arrays.binarySearch(cumulative, within);
        int hour = Math.min(HOURS_PER_WEEK - 1, found >= 0 ? found : -found - 2);
        return weeks * TICKS_PER_WEEK + hour * TICKS_PER_HOUR + (within - cumulative[hour]) / weights[hour];
    }
}
