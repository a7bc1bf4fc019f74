package org.gridbench.model.scenario;

/** English counts in messages and views: "1 run", "12 runs". */
public final class Plural {

    private Plural() {
    }

    /** {@code noun} for one, else with an s. */
    public static String noun(long n, String noun) {
        return n == 1 ? noun : noun + "s";
    }

    /** {@code n} and its noun, digits ungrouped: "1 run", "1203 tasks". */
    public static String of(long n, String noun) {
        return n + " " + noun(n, noun);
    }
}
