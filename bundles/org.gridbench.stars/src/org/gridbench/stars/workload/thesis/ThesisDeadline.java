package org.gridbench.stars.workload.thesis;

/**
 * The DP deadline of an application of the thesis's site-level workload (Celaya, section 8.4.3, in the order of its
 * simulator; {@code docs/stars-thesis-setup.md}), and the platform speed the user perceives.
 */
public final class ThesisDeadline {

    /** The simulator's weight of the previous perceived speed; the newest application weighs the rest. */
    public static final double KEPT = 0.8;

    private ThesisDeadline() {
    }

    /**
     * Section 8.4.3: Delta = (0.8 / U - 1) / 0.05 minutes, clamped first to at least
     * {@code multiplier} w / S_plat and then to at most w / s_u; a deadline falling while the user does not work
     * moves to the user's next wake time.
     *
     * @param u a uniform draw in (0, 1]
     * @param length w, the application's length (tasks times task length)
     */
    public static double deadline(double now, double u, double length, double nodeSpeed, double perceivedSpeed,
            double multiplier, WorkShift shift) {
        double relative = 1200 * (0.8 / u - 1);
        relative = Math.max(relative, length * multiplier / perceivedSpeed);
        relative = Math.min(relative, length / nodeSpeed);
        double deadline = now + relative;
        return shift.working(deadline) ? deadline : shift.wakeTime(deadline);
    }

    /** The simulator's perceived platform speed after an application of {@code length} answered in {@code response}. */
    public static double perceivedSpeed(double previous, double length, double response) {
        return KEPT * previous + (1 - KEPT) * length / response;
    }
}
