package org.gridbench.stars.workload;

/**
 * Deadlines for DP applications (Celaya, section 8.4.3), which the site-level model does not produce: the user wants
 * the application done before deciding to go on working, so the relative deadline inverts the continue probability
 * 0.8 / (0.05 t_r + 1) at a standard uniform draw U: Delta = (0.8 / U - 1) / 0.05 minutes. A deadline that falls while
 * the user sleeps moves to the wake time; the result is kept within [delta_min, delta_max], delta_max = a n / s_u the
 * time on the user's own node and delta_min = a n / S_plat the time the user expects on the platform.
 *
 * <p>Our readings: S_plat is an exponentially weighted mean of the speeds the user perceived on earlier applications
 * (their work a n over their response time), each new one weighing {@link #RECENT_WEIGHT}; before the first response
 * it is the application's own parallel speed, n times the reference speed. The sleep rule is applied first and the
 * bounds last; when delta_min exceeds delta_max (the platform looks slower than the user's node) delta_max wins.
 * delta_min is never below a / s_ref, one task on the fastest (reference) node: a user who saw a wide application run
 * fast would otherwise expect a narrower one to beat any node, a deadline no platform can meet.
 */
public final class DeadlineModel {

    /** Weight of the latest perceived speed in S_plat (our choice). */
    public static final double RECENT_WEIGHT = 0.5;

    private final SiteLevelParameters day;
    private final double userSpeed;
    private double platformSpeed = Double.NaN;

    /** The deadlines of the user at a node of speed {@code userSpeed} (MFLOPS), who sleeps as {@code day} says. */
    public DeadlineModel(SiteLevelParameters day, double userSpeed) {
        if (!(userSpeed > 0)) {
            throw new IllegalArgumentException("a user's node speed must be positive: " + userSpeed);
        }
        this.day = day;
        this.userSpeed = userSpeed;
    }

    // STaRS section 8.4.3: Delta = (0.8 / U - 1) / 0.05, in minutes
    public static double relativeMinutes(double u) {
        if (!(u > 0 && u < 1)) {
            throw new IllegalArgumentException("U is a standard uniform draw in (0, 1): " + u);
        }
        return (0.8 / u - 1) / 0.05;
    }

    /**
     * The absolute deadline of an application of {@code tasks} tasks of {@code length} MFLOP submitted at
     * {@code submit}, for the draw {@code u}; {@code referenceSpeed} sets S_plat before any response is known.
     */
    public double deadline(double submit, double u, double length, int tasks, double referenceSpeed) {
        double work = length * tasks;
        double perceived = Double.isNaN(platformSpeed) ? tasks * referenceSpeed : platformSpeed;
        double end = submit + 60 * relativeMinutes(u);
        if (!day.working(end)) {
            end = day.nextWake(end);
        }
        double minimum = Math.max(work / perceived, length / referenceSpeed);
        double relative = Math.min(Math.max(end - submit, minimum), work / userSpeed);
        return submit + relative;
    }

    /** Records the response time of an application, updating the perceived platform speed S_plat. */
    public void responded(double length, int tasks, double responseTime) {
        double speed = length * tasks / responseTime;
        platformSpeed = Double.isNaN(platformSpeed) ? speed
                : RECENT_WEIGHT * speed + (1 - RECENT_WEIGHT) * platformSpeed;
    }

    /** S_plat, NaN before the first response. */
    public double platformSpeed() {
        return platformSpeed;
    }
}
