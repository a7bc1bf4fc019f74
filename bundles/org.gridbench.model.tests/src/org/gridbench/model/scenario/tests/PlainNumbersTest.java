package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Numbers are saved as typed: plain decimal digits, the shortest that read back to the same double, for
 * 10^-6 <= |x| < 10^15; the exponent form only outside that range.
 */
class PlainNumbersTest {

    @Test
    void typedNumberOfEveryFamilyIsSavedAsTypedAndReadsBackTheSame() {
        String trees = Scenarios.replace(Scenarios.replace(Scenarios.TREES, "\"flops\": 10", "\"flops\": 12000000.25"),
                "\"speed\": 10}", "\"speed\": 100}");
        String market = Scenarios.replace(Scenarios.MARKET, "\"vMax\": 10", "\"vMax\": 12000000.25");
        String stars = Scenarios.replace(Scenarios.STARS, "\"at\": 0", "\"at\": 12000000.25");
        for (String text : new String[] {trees, market, stars}) {
            ScenarioDocument read = Scenarios.parse(text);
            String written = ScenarioWriter.toJson(read);
            assertTrue(written.contains(": 12000000.25"), written);
            assertEquals(read.root(), Scenarios.parse(written).root());
            assertEquals(written, ScenarioWriter.toJson(Scenarios.parse(written)));
        }
    }

    @Test
    void plainDigitsFromAMillionthToBelowAThousandTrillionExponentOutside() {
        assertEquals("0.000001", written(1e-6));
        assertEquals("9.5E-7", written(9.5e-7));
        assertEquals("-0.000125", written(-1.25e-4));
        assertEquals("0.1", written(0.1));
        assertEquals("1000.0", written(1000));
        assertEquals("10000000.0", written(1e7));
        assertEquals("123456789012.25", written(123456789012.25));
        assertEquals("999999999999999.9", written(999999999999999.9));
        assertEquals("1.0E15", written(1e15));
        assertEquals("-1.5E300", written(-1.5e300));
        assertEquals("0.0", written(0.0));
    }

    @Test
    void messagesQuoteLimitsWithoutPointZeroAndValuesAsTheWriterSavesThem() {
        assertEquals("10000000", PlainNumbers.brief(1e7));
        assertEquals("0.00015", PlainNumbers.brief(1.5e-4));
        assertEquals("1.0E300", PlainNumbers.brief(1e300));
        assertEquals("10000000.0", PlainNumbers.literal(DoubleNode.valueOf(1e7)));
        assertEquals("12", PlainNumbers.literal(IntNode.valueOf(12)));
        assertEquals("\"x\"", PlainNumbers.literal(TextNode.valueOf("x")));
    }

    @Test
    void writtenDigitsAreTheShortestThatReadBackToTheSameDouble() {
        Random random = new Random(20261128);
        for (int i = 0; i < 20_000; i++) {
            double x = random.nextDouble() * Math.pow(10, random.nextInt(26) - 9);
            String text = written(x);
            assertEquals(Double.doubleToLongBits(x), Double.doubleToLongBits(Double.parseDouble(text)), text);
            boolean plain = x == 0 || x >= 1e-6 && x < 1e15;
            assertEquals(plain, !text.contains("E"), text);
            assertEquals(digits(Double.toString(x)), digits(text), text);
        }
    }

    /**
     * results.csv, runs.csv and the editors' fields keep a number with every digit and never an exponent, from the
     * one formatter the scenario writer's digits come from: the same digits, without the writer's ".0" on whole
     * numbers and without its exponent outside 10^-6 <= |x| < 10^15.
     */
    @Test
    void exactDigitsAreTheWritersWithoutAnExponentOrATrailingZero() {
        assertEquals("0.0008568293327907019", PlainNumbers.exact(8.568293327907019E-4));
        assertEquals("0.00000015", PlainNumbers.exact(1.5e-7));
        assertEquals("100000000000000000000", PlainNumbers.exact(1e20));
        assertEquals("10880071000", PlainNumbers.exact(1.0880071E10));
        assertEquals("3050", PlainNumbers.exact(3050.0));
        assertEquals("0", PlainNumbers.exact(-0.0));
        assertEquals("NaN", PlainNumbers.exact(Double.NaN));
        assertEquals("-Infinity", PlainNumbers.exact(Double.NEGATIVE_INFINITY));
        Random random = new Random(20261128);
        for (int i = 0; i < 20_000; i++) {
            double x = (random.nextBoolean() ? 1 : -1) * random.nextDouble() * Math.pow(10, random.nextInt(40) - 15);
            String text = PlainNumbers.exact(x);
            assertFalse(text.contains("E"), text);
            assertEquals(Double.doubleToLongBits(x == 0 ? 0.0 : x), Double.doubleToLongBits(Double.parseDouble(text)),
                    text);
            String written = PlainNumbers.of(x);
            if (!written.contains("E")) {
                assertEquals(written, text.contains(".") ? text : text + ".0", "the writer's digits");
            }
        }
    }

    /** The number as the writer spells it, in a trees scenario's {@code bytes}. */
    private static String written(double x) {
        ScenarioDocument document = Scenarios.parse(Scenarios.TREES);
        ((ObjectNode) document.root().path("applications").get(0)).put("bytes", x);
        String line = ScenarioWriter.toJson(document).lines().filter(l -> l.contains("\"bytes\": ")).findFirst()
                .orElseThrow();
        return line.substring(line.indexOf(": ") + 2);
    }

    /** Significant digits of a decimal, without sign, point, exponent, leading zeros or trailing zeros. */
    private static String digits(String decimal) {
        String mantissa = decimal.split("E")[0].replace("-", "").replace(".", "");
        return mantissa.replaceAll("^0+", "").replaceAll("0+$", "");
    }
}
