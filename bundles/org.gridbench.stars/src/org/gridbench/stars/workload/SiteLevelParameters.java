package org.gridbench.stars.workload;

/**
 * The parameters of the site-level model that the thesis leaves open (Celaya, section 8.2 names the model but not
 * these values): one user per node, think times and breaks exponential with the given means (seconds), a daily cycle
 * in which users work from {@code wakeHour} to {@code sleepHour} (time 0 is midnight), and the disk space per task
 * (MB), which SWF traces do not record.
 */
public record SiteLevelParameters(int users, double horizon, double meanThinkTime, double meanBreak, double wakeHour,
        double sleepHour, double disk) {

    private static final double HOUR = 3600;
    private static final double DAY = 24 * HOUR;

    public SiteLevelParameters {
        if (users < 1 || !(horizon > 0) || !(meanThinkTime > 0) || !(meanBreak > 0) || !(wakeHour >= 0)
                || !(sleepHour > wakeHour) || !(sleepHour <= 24) || !(disk >= 0)) {
            throw new IllegalArgumentException("site-level parameters out of range: " + this);
        }
    }

    /** Our defaults: 5 minute think times, 1 hour breaks, working hours 8:00 to 18:00, no disk requirement. */
    public static SiteLevelParameters defaults(int users, double horizon) {
        return new SiteLevelParameters(users, horizon, 300, 3600, 8, 18, 0);
    }

    /** Whether a user is awake at {@code time} seconds. */
    boolean working(double time) {
        double hour = time % DAY / HOUR;
        return hour >= wakeHour && hour < sleepHour;
    }

    /** The first time a user wakes up at or after {@code time}. */
    double nextWake(double time) {
        double day = Math.floor(time / DAY);
        double wake = day * DAY + wakeHour * HOUR;
        return time <= wake ? wake : wake + DAY;
    }
}
