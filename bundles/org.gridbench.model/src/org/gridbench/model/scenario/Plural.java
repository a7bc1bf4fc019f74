package org.gridbench.model.scenario;

/** English counts in messages and views: "1 run", "12 runs". */
public final class Plural {

    private Plural() {
    }

    /** {@code noun} for one, else with an s ("dependency": "dependencies", after a consonant's y). */
    public static String noun(long n, String noun) {
        if (n == 1) {
            return noun;
        }
        boolean consonantY = noun.length() > 1 && noun.endsWith("y") && "aeiou".indexOf(noun.charAt(noun.length()
                - 2)) < 0;
        return consonantY ? noun.substring(0, noun.length() - 1) + "ies" : noun + "s";
    }

    /** {@code n} and its noun, digits ungrouped: "1 run", "1203 tasks". */
    public static String of(long n, String noun) {
        return n + " " + noun(n, noun);
    }
}
