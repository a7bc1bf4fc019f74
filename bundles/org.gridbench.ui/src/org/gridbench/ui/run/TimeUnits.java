package org.gridbench.ui.run;

import org.gridbench.model.scenario.Family;

/** The unit of a family's simulated time, as the Run view and the charts name it. */
public final class TimeUnits {

    private TimeUnits() {
    }

    /** Market ticks are minutes (section IV-A); STaRS runs in seconds; the trees paper's times have no unit. */
    public static String of(Family family) {
        return switch (family) {
            case MARKET -> "ticks of 1 min";
            case STARS -> "s";
            case TREES -> "time units";
        };
    }

    /**
     * The unit's symbol in a heading, "end time (min)", as the form's Unit column writes the trees time unit ("tu"):
     * a market tick is a minute, so its times are minutes.
     */
    public static String symbol(Family family) {
        return switch (family) {
            case MARKET -> "min";
            case STARS -> "s";
            case TREES -> "tu";
        };
    }

    /**
     * Wall seconds one simulated unit stands for when a run is paced: a market tick is a minute; a trees time unit,
     * which has none, counts as a second, as STaRS's seconds do.
     */
    public static double seconds(Family family) {
        return family == Family.MARKET ? 60 : 1;
    }
}
