package org.gridbench.model.importers.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.model.importers.SwfReader;
import org.gridbench.model.importers.SwfTrace;
import org.gridbench.model.scenario.ScenarioException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each bad SWF line gives one clear problem: the file, the line and column, and the field's number and SWF name. */
class SwfProblemsTest {

    private static final String JOB = "    1   10  5  60   4  58.5  1024   4  120  2048  1  3  1  -1  -1  1  -1  -1";

    @TempDir
    Path folder;

    private Path write(String content) throws IOException {
        return Files.writeString(folder.resolve("t.swf"), content);
    }

    private List<String> problems(String content) throws IOException {
        return problems(write(content));
    }

    private List<String> problems(Path file) {
        ScenarioException e = assertThrows(ScenarioException.class, () -> SwfReader.read(file));
        return e.problems().stream().map(problem -> problem.format().replace(folder + "/", "")).toList();
    }

    @Test
    void aValidTraceReads() throws IOException, ScenarioException {
        SwfTrace trace = SwfReader.read(write("; MaxProcs: 128\r\n;\r\n" + JOB + "\r\n\t \r\n" + JOB.replace("    1", "    2")));
        assertEquals(2, trace.jobs().size());
        assertEquals(58.5, trace.jobs().getFirst().averageCpuTimeUsed());
        assertEquals(2048, trace.jobs().getFirst().requestedMemory());
        assertEquals("128", trace.header("MaxProcs").orElseThrow());
    }

    @Test
    void missingFile() {
        assertEquals(List.of("absent.swf: (file): file not found"), problems(folder.resolve("absent.swf")));
    }

    @Test
    void emptyFile() throws IOException {
        assertEquals(List.of("t.swf:1:1: (document): no job line; a trace needs at least one job"), problems(""));
    }

    @Test
    void headerOnly() throws IOException {
        assertEquals(List.of("t.swf:1:1: (document): no job line; a trace needs at least one job"),
                problems("; Version: 2.2\n; MaxProcs: 4\n \n"));
    }

    @Test
    void extraField() throws IOException {
        assertEquals(List.of("t.swf:2:79: field 19: expected 18 fields, found 19"), problems(";\n" + JOB + "  7\n"));
    }

    @Test
    void missingFields() throws IOException {
        assertEquals(List.of("t.swf:1:73: field 18 (think time from preceding job): missing; expected 18 fields, found 17"),
                problems(JOB.substring(0, JOB.lastIndexOf(' '))));
    }

    @Test
    void notANumber() throws IOException {
        assertEquals(List.of("t.swf:1:16: field 4 (run time): expected a whole number, found \"1h\""),
                problems(JOB.replace(" 60 ", " 1h ")));
    }

    @Test
    void fractionInAWholeField() throws IOException {
        assertEquals(List.of("t.swf:1:30: field 7 (used memory): expected a whole number, found \"1024.5\""),
                problems(JOB.replace("1024", "1024.5")));
    }

    @Test
    void cpuTimeThatIsNotANumber() throws IOException {
        assertEquals(List.of("t.swf:1:25: field 6 (average CPU time used): expected a number, found \"n/a\""),
                problems(JOB.replace("58.5", " n/a")));
    }

    @Test
    void negativeOtherThanUnknown() throws IOException {
        assertEquals(List.of("t.swf:1:12: field 3 (wait time): must be at least 0, or -1 for unknown, found -5"),
                problems(JOB.replace("  5  ", " -5  ")));
    }

    @Test
    void negativeCpuTime() throws IOException {
        assertEquals(List.of("t.swf:1:24: field 6 (average CPU time used): must be at least 0, or -1 for unknown, found -0.5"),
                problems(JOB.replace("58.5", "-0.5")));
    }

    @Test
    void hugeNumber() throws IOException {
        assertEquals(List.of("t.swf:1:1: field 1 (job number): too large for a whole number, found 99999999999999999999"),
                problems(JOB.replace("    1 ", "99999999999999999999 ")));
    }

    /** Issue 26: a repeated job number was reported at a line of the generated scenario, not the trace's. */
    @Test
    void processorsPastATasksIntAreRefusedAtTheirField() throws IOException {
        // a job of 2^31 processors was left out of the import without a word
        assertEquals(List.of("t.swf:1:21: field 5 (number of allocated processors): more processors than a task holds (at most"
                + " 2147483647, the largest 32-bit integer), found 2147483648"),
                problems(JOB.replace("  60   4  ", "  60   2147483648  ")));
        assertEquals(List.of("t.swf:1:37: field 8 (requested number of processors): more processors than a task holds (at most"
                + " 2147483647, the largest 32-bit integer), found 2147483648"),
                problems(JOB.replace("1024   4  120", "1024   2147483648  120")));
    }

    @Test
    void aRepeatedJobNumberIsReportedAtTheTracesOwnLine() throws IOException {
        assertEquals(List.of("t.swf:3:5: field 1 (job number): duplicate job number 1; first at line 1"),
                problems(JOB + "\n" + JOB.replace("    1 ", "    2 ") + "\n" + JOB + "\n"));
    }

    @Test
    void oneProblemPerBadLineInFileOrder() throws IOException {
        assertEquals(List.of("t.swf:2:17: field 4 (run time): expected a whole number, found \"x\"",
                "t.swf:3:74: field 19: expected 18 fields, found 20"),
                problems(JOB + "\n" + JOB.replace(" 60 ", "  x ") + "\n" + JOB.trim() + " 1 2\n"));
    }
}
