package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.cli.Cli;
import org.junit.jupiter.api.Test;

/** stars-accuracy prints one CSV row per parameter and refuses N < 2, SF_max < 1 and unknown policies. */
class StarsAccuracyCommandTest {

    private final CliRunner cli = new CliRunner();

    @Test
    void oneRowPerParameterAndAccuracyGrowsWithSfMax() {
        assertEquals(Cli.OK, cli.run("stars-accuracy", "--policy", "IBP", "--nodes", "64", "--sfmax", "4,32"),
                cli.err());
        List<String> lines = cli.out().lines().toList();
        assertEquals("policy,nodes,sfmax,accuracy,parameter", lines.get(0));
        assertEquals(1 + 2 * 2, lines.size(), cli.out());
        double small = Double.parseDouble(lines.get(1).split(",")[3]);
        double large = Double.parseDouble(lines.get(3).split(",")[3]);
        assertTrue(lines.get(1).startsWith("IBP,64,4,") && lines.get(3).startsWith("IBP,64,32,"), cli.out());
        assertTrue(small > 0 && small < large && large <= 1, cli.out());
    }

    @Test
    void badParametersAreBadInput() {
        assertEquals(Cli.BAD_INPUT, cli.run("stars-accuracy", "--policy", "IBP", "--nodes", "1"));
        assertEquals("stars-accuracy: --nodes: N must be at least 2, found 1\n", cli.err());
        assertEquals(Cli.BAD_INPUT, cli.run("stars-accuracy", "--policy", "MMP", "--sfmax", "0"));
        assertEquals("stars-accuracy: --sfmax: SF_max must be at least 1, found 0\n", cli.err());
        assertEquals(Cli.BAD_INPUT, cli.run("stars-accuracy", "--policy", "FSP"));
        assertTrue(cli.err().contains("unknown policy 'FSP'"), cli.err());
    }
}
