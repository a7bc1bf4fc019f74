package org.gridbench.model.scenario;

import java.math.BigDecimal;

/**
 * How the scenario writer spells a non-integral number: plain decimal digits, as a researcher types them
 * ({@code 12000000.25}, not {@code 1.200000025E7}), for 10^-6 &lt;= |x| &lt; 10^15 and zero; Java's exponent form
 * ({@code 1.0E-7}, {@code 1.5E20}) outside that range, where plain digits would be a long run of zeros.
 */
final class PlainNumbers {

    /** Smallest magnitude written in plain digits. */
    static final double SMALLEST_PLAIN = 1e-6;

    /** Magnitude from which the exponent form is kept. */
    static final double LARGEST_PLAIN = 1e15;

    private PlainNumbers() {
    }

    /**
     * The shortest decimal that reads back to {@code x} (Double.toString, Raffaello Giulietti's shortest-digits
     * algorithm, JDK 19 and later, which BigDecimal.valueOf takes), moved out of exponent notation in the plain range,
     * with ".0" on whole numbers.
     */
    static String of(double x) {
        double magnitude = Math.abs(x);
        if (magnitude == 0 || magnitude < SMALLEST_PLAIN || magnitude >= LARGEST_PLAIN) {
            return Double.toString(x);
        }
        String plain = BigDecimal.valueOf(x).stripTrailingZeros().toPlainString();
        return plain.indexOf('.') < 0 ? plain + ".0" : plain;
    }
}
