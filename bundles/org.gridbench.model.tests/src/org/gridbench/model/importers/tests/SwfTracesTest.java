package org.gridbench.model.importers.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalLong;

import org.gridbench.model.importers.SwfJob;
import org.gridbench.model.importers.SwfReader;
import org.gridbench.model.importers.SwfTrace;
import org.gridbench.model.scenario.ScenarioException;
import org.junit.jupiter.api.Test;

/** The real SWF traces of tests/data read completely, with their edge cases (CRLF, no header, whitespace-only last line). */
class SwfTracesTest {

    private static SwfTrace trace(String name) throws ScenarioException {
        return SwfReader.read(TestData.file("swf/" + name));
    }

    @Test
    void nasaIpscHas228JobsAndItsHeader() throws ScenarioException {
        SwfTrace trace = trace("NASA-iPSC-1993-3.swf");
        assertEquals(228, trace.jobs().size());
        assertEquals(OptionalLong.of(128), trace.headerNumber("MaxProcs"));
        assertEquals(OptionalLong.of(42264), trace.headerNumber("MaxJobs"));
        assertEquals(List.of("0 interactive", "1 batch"), trace.header().get("Queue"));
        assertEquals("There is no information on wait times - the given submit times are actually startDaemon times",
                trace.header().get("Note").getFirst());
        assertEquals(new SwfJob(2, 1460, -1, 3726, 128, -1, -1, -1, -1, -1, -1, 1, 1, -1, 1, -1, -1, -1),
                trace.jobs().get(1));
        assertEquals(List.of(1L, 228L), List.of(trace.jobs().getFirst().jobNumber(), trace.jobs().getLast().jobNumber()));
    }

    @Test
    void hpc2nHas3170JobsAndEndsWithAWhitespaceOnlyLine() throws ScenarioException {
        SwfTrace trace = trace("hpc2n.swf");
        assertEquals(3170, trace.jobs().size());
        assertEquals(OptionalLong.of(240), trace.headerNumber("MaxProcs"));
        assertEquals(new SwfJob(1, 0, 308434, 31405, 30, 31405, -1, 30, 37980, -1, 1, 1, 1, -1, -1, 1, -1, -1),
                trace.jobs().getFirst());
        SwfJob last = trace.jobs().getLast();
        assertEquals(new SwfJob(7183, 4950011, 15715, 129, 50, 129.02, 18432, 50, 1800, -1, 1, 8, 1, -1, -1, 1, -1, -1),
                last);
        assertTrue(SwfJob.known(last.usedMemory()));
        assertFalse(SwfJob.known(last.requestedMemory()));
    }

    @Test
    void accasimHas25JobsWithCrlfNoHeaderAndNoFinalNewline() throws ScenarioException {
        SwfTrace trace = trace("accasim-workload.swf");
        assertEquals(25, trace.jobs().size());
        assertTrue(trace.header().isEmpty());
        assertEquals(new SwfJob(184, 561553, 0, 61, 16, -1, -1, 16, 43200, 819200, 1, 6, 1, -1, -1, 1, -1, -1),
                trace.jobs().getFirst());
        assertEquals(new SwfJob(5687, 3891447, 24713, 4071, 20, 4071, 46080, 20, 4140, -1, 1, 1, 1, -1, -1, 1, -1, -1),
                trace.jobs().getLast());
        assertEquals(18.0, trace.jobs().get(11).averageCpuTimeUsed());
    }

    @Test
    void theAleaMachineFileIsNotAnSwfTrace() {
        ScenarioException e = org.junit.jupiter.api.Assertions.assertThrows(ScenarioException.class,
                () -> trace("hpc2n.swf.machines"));
        assertEquals(1, e.problems().size());
        assertTrue(e.problems().getFirst().format().endsWith(
                "hpc2n.swf.machines:1:23: field 7 (used memory): missing; expected 18 fields, found 6"), e.getMessage());
    }
}
