package org.gridbench.sweeps.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.sweeps.engine.ResultTables;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;

/** results.csv writes every measure with every digit and never an exponent, as the Results view's runs.csv does. */
class ResultTablesTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    @Test
    void aMeasureKeepsItsDigitsWithoutAnExponentOrATrailingZero() {
        assertEquals("0.0008568293327907019", ResultTables.plain(NODES.numberNode(8.568293327907019E-4)));
        assertEquals("10880071000", ResultTables.plain(NODES.numberNode(1.0880071E10)));
        assertEquals("3050", ResultTables.plain(NODES.numberNode(3050.0)));
        assertEquals("0.00000015", ResultTables.plain(NODES.numberNode(1.5e-7)), "no exponent where the scenario"
                + " writer keeps one");
        assertEquals("100000000000000000000", ResultTables.plain(NODES.numberNode(1e20)));
        assertEquals("0", ResultTables.plain(NODES.numberNode(0.0)));
        assertEquals("0.961", ResultTables.plain(NODES.numberNode(0.961)));
        assertEquals("12", ResultTables.plain(NODES.numberNode(12L)));
        assertEquals("NaN", ResultTables.plain(NODES.numberNode(Double.NaN)));
        assertEquals("IBP", ResultTables.plain(NODES.textNode("IBP")));
    }
}
