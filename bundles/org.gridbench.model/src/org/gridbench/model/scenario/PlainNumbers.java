package org.gridbench.model.scenario;

import java.math.BigDecimal;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * How the scenario writer spells a non-integral number: plain decimal digits, as a researcher types them
 * ({@code 12000000.25}, not {@code 1.200000025E7}), for 10^-6 &lt;= |x| &lt; 10^15 and zero; Java's exponent form
 * ({@code 1.0E-7}, {@code 1.5E20}) outside that range, where plain digits would be a long run of zeros. Messages
 * quote numbers in the same form, so that a refusal reads "found 10000000.0", not "found 1.0E7".
 */
public final class PlainNumbers {

    /** Smallest magnitude written in plain digits. */
    static final double SMALLEST_PLAIN = 1e-6;

    /** Magnitude from which the exponent form is kept. */
    static final double LARGEST_PLAIN = 1e15;

    /** Largest magnitude up to which a double holds every whole number exactly (2^53). */
    private static final double EXACT_WHOLE = 0x1p53;

    private PlainNumbers() {
    }

    /**
     * The shortest decimal that reads back to {@code x} (Double.toString, Raffaello Giulietti's shortest-digits
     * algorithm, JDK 19 and later, which BigDecimal.valueOf takes), moved out of exponent notation in the plain range,
     * with ".0" on whole numbers.
     */
    public static String of(double x) {
        double magnitude = Math.abs(x);
        if (magnitude == 0 || magnitude < SMALLEST_PLAIN || magnitude >= LARGEST_PLAIN) {
            return Double.toString(x);
        }
        String plain = exact(x);
        return plain.indexOf('.') < 0 ? plain + ".0" : plain;
    }

    /**
     * Every digit and never an exponent, as a table file that a program reads back keeps a number ({@code results.csv},
     * {@code runs.csv}) and as a field can be typed back: the shortest decimal that reads back to {@code x} (see
     * {@link #of}), without trailing zeros (0.0008568293327907019, 10880071000, 3050, 0 for both zeros); NaN and the
     * infinities as Java writes them.
     */
    public static String exact(double x) {
        return Double.isFinite(x) ? BigDecimal.valueOf(x).stripTrailingZeros().toPlainString() : Double.toString(x);
    }

    /** A limit or a computed number in a message: a whole number without ".0" ("at least 1"), else {@link #of}. */
    public static String brief(double x) {
        return x == Math.rint(x) && Math.abs(x) <= EXACT_WHOLE ? Long.toString((long) x) : of(x);
    }

    /** A JSON value as a message quotes it: a decimal number in the writer's digits, any other value as JSON. */
    public static String literal(JsonNode node) {
        return node.isFloatingPointNumber() ? of(node.doubleValue()) : node.toString();
    }
}
