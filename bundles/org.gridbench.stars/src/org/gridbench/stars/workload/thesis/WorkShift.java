package org.gridbench.stars.workload.thesis;

import java.util.SplittableRandom;

/**
 * When a site-level user of the thesis's simulator works (Celaya, section 8.2; {@code docs/stars-thesis-setup.md}):
 * day workers from 7:30 to 17:30 and night workers outside those hours, both shifted by the user's {@code delta}, on
 * weekdays or on weekends only. Simulated time 0 falls {@code calendarStart} seconds after a Saturday's midnight.
 *
 * @param daytime a day worker (probability 0.7) or a night worker
 * @param weekdays works Monday to Friday (probability 0.8), or Saturday and Sunday only
 * @param delta seconds the working hours are shifted by, uniform in (-3600, 3600]
 * @param calendarStart seconds from a Saturday's midnight to simulated time 0
 */
public record WorkShift(boolean daytime, boolean weekdays, double delta, double calendarStart) {

    public static final double DAY = 86_400;
    /** 7:30 and 17:30, the ends of the day shift before the user's delta. */
    public static final double MORNING = 7.5 * 3600;
    public static final double EVENING = 17.5 * 3600;
    /** Probability of a day worker, of a weekday worker; the delta's half range. */
    public static final double DAY_WORKERS = 0.7;
    public static final double WEEKDAY_WORKERS = 0.8;
    public static final double MAX_DELTA = 3600;
    /** Days of the week counted from Saturday. */
    private static final int SATURDAY = 0;
    private static final int SUNDAY = 1;
    private static final int MONDAY = 2;

    /** A user's shift: day worker, weekday worker and delta drawn in that order, as the simulator does. */
    public static WorkShift draw(SplittableRandom random, double calendarStart) {
        boolean daytime = Uniform.openBelow(random) > 1 - DAY_WORKERS;
        boolean weekdays = Uniform.openBelow(random) > 1 - WEEKDAY_WORKERS;
        double delta = -MAX_DELTA + 2 * MAX_DELTA * Uniform.openBelow(random);
        return new WorkShift(daytime, weekdays, delta, calendarStart);
    }

    /** Whether the user works at simulated time {@code t}. */
    public boolean working(double t) {
        double clock = t + calendarStart;
        if (weekend(dayOfWeek(clock)) == weekdays) {
            return false;
        }
        double time = clock - Math.floor(clock / DAY) * DAY;
        boolean dayShift = !(time < MORNING + delta || time > EVENING + delta);
        return dayShift == daytime;
    }

    /**
     * The simulated time at which a user going to sleep at {@code t} wakes: the start of its next shift (today's if
     * it is still ahead), moved to the next working day of the user's kind.
     */
    public double wakeTime(double t) {
        double clock = t + calendarStart;
        double midnight = Math.floor(clock / DAY) * DAY;
        double wake = (daytime ? MORNING : EVENING) + delta;
        int days = wake < clock - midnight ? 1 : 0;
        int day = dayOfWeek(midnight + days * DAY);
        if (weekdays) {
            days += day == SATURDAY ? 2 : day == SUNDAY ? 1 : 0;
        } else if (!weekend(day)) {
            days += 7 - day;
        }
        return midnight + days * DAY + wake - calendarStart;
    }

    /** Days since a Saturday, 0 Saturday to 6 Friday. */
    private static int dayOfWeek(double clock) {
        return (int) Math.floorMod((long) Math.floor(clock / DAY), 7L);
    }

    private static boolean weekend(int day) {
        return day < MONDAY;
    }
}
