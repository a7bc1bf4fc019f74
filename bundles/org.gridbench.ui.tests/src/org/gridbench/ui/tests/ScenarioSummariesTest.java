package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.gridbench.ui.parts.ScenarioSummaries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Scenario Explorer's tooltip of a sweep document: what it sweeps, over how many values and seeds. */
class ScenarioSummariesTest {

    @TempDir
    Path folder;

    private String detail(String name, String json) throws IOException {
        return new ScenarioSummaries().of(Files.writeString(folder.resolve(name), json)).detail();
    }

    @Test
    void aSweepNamesItsAxesWithTheirValueCountsAndItsSeeds() throws IOException {
        assertEquals("sweep of base.gridbench.json over policy (3 values), 3 seeds", detail("a.sweep.json", """
                {"format": "gridbench-sweep", "version": 1, "scenario": "base.gridbench.json",
                 "axes": [{"parameter": "policy", "values": ["PVR", "FIFO", "EDF"]}], "seeds": [1, 2, 3]}"""));
        assertEquals("sweep of base.gridbench.json over sfmax (2 values) \u00d7 mode (1 value), 1 seed",
                detail("b.sweep.json", """
                        {"format": "gridbench-sweep", "version": 1, "scenario": "base.gridbench.json",
                         "axes": [{"parameter": "sfmax", "values": [20, 50]},
                                  {"parameter": "mode", "values": ["random"]}], "seeds": [7]}"""));
        assertEquals("sweep of base.gridbench.json", detail("c.sweep.json", """
                {"format": "gridbench-sweep", "version": 1, "scenario": "base.gridbench.json"}"""),
                "no axes and the scenario's own seed: nothing to count");
    }
}
