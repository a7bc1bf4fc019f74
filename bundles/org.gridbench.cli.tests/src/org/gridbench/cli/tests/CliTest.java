package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.cli.Cli;
import org.gridbench.model.scenario.Examples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line as a user meets it: output, messages and exit codes. */
class CliTest {

    @TempDir
    Path dir;

    private final CliRunner cli = new CliRunner();

    private int run(String... args) {
        return cli.run(args);
    }

    private String out() {
        return cli.out();
    }

    private String err() {
        return cli.err();
    }

    @Test
    void helpListsEveryCommand() {
        assertEquals(Cli.OK, run("--help"));
        for (String command : new String[] { "list-policies", "validate", "bench" }) {
            assertTrue(out().contains("  " + command + " "), out());
        }
    }

    @Test
    void commandHelpShowsUsage() {
        assertEquals(Cli.OK, run("validate", "--help"));
        assertTrue(out().startsWith("Usage: ./gridbench validate FILE"), out());
    }

    @Test
    void unknownCommandIsBadInput() {
        assertEquals(Cli.BAD_INPUT, run("simulate-everything"));
        assertEquals("gridbench: unknown command 'simulate-everything'; see ./gridbench --help\n", err());
    }

    @Test
    void validExamplesValidate() throws IOException {
        String name = Examples.names().get(0);
        Path file = dir.resolve(name);
        Files.writeString(file, Examples.text(name));
        assertEquals(Cli.OK, run("validate", file.toString()));
        assertTrue(out().startsWith(file + ": ok ("), out());
        assertEquals("", err());
    }

    @Test
    void missingFileIsBadInputWithOneLine() {
        Path missing = dir.resolve("nowhere.gridbench.json");
        assertEquals(Cli.BAD_INPUT, run("validate", missing.toString()));
        assertEquals(1, err().lines().count(), err());
        assertTrue(err().startsWith(missing.toString() + ": "), err());
    }

    @Test
    void malformedJsonNamesFileLineAndColumn() throws IOException {
        Path bad = dir.resolve("bad.gridbench.json");
        Files.writeString(bad, "{\n  \"format\": \"gridbench-scenario\",\n  \"version\": 1,\n  \"family\" \"trees\"\n}\n");
        assertEquals(Cli.BAD_INPUT, run("validate", bad.toString()));
        assertTrue(err().startsWith(bad + ":4:12: "), err());
        assertEquals(1, err().lines().count(), err());
        assertEquals("", out());
    }

    @Test
    void everyBadFileIsReportedAndValidOnesStillPass() throws IOException {
        String name = Examples.names().get(0);
        Path good = dir.resolve(name);
        Files.writeString(good, Examples.text(name));
        Path wrongFamily = dir.resolve("x.gridbench.json");
        Files.writeString(wrongFamily, Examples.text(name).replaceFirst("\"family\": \"[a-z]+\"", "\"family\": \"grid\""));
        assertEquals(Cli.BAD_INPUT, run("validate", good.toString(), wrongFamily.toString()));
        assertTrue(out().startsWith(good + ": ok"), out());
        assertTrue(err().startsWith(wrongFamily + ":"), err());
        assertTrue(err().contains("family"), err());
    }

    /**
     * validate said "ok" to a file whose policy is not installed, which run then refused; run named the field without
     * its line and column.
     */
    @Test
    void validateAndRunRefuseAPolicyThatIsNotInstalledAtItsField() throws IOException {
        for (String name : Examples.names()) {
            String text = Examples.text(name).replaceFirst("\"(policy|heuristic)\": \"[A-Z-]+\"",
                    "\"$1\": \"Oracle\"");
            int at = text.indexOf("\"Oracle\"");
            int line = (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
            int column = at - text.lastIndexOf('\n', at);
            String field = name.startsWith("trees") ? "heuristic" : "policy";
            Path file = dir.resolve(name);
            Files.writeString(file, text);
            for (String command : List.of("validate", "run")) {
                assertEquals(Cli.BAD_INPUT, run(command, file.toString()), command + " " + name);
                assertTrue(err().startsWith(file + ":" + line + ":" + column + ": " + field
                        + ": 'Oracle' is not installed: no installed plug-in contributes it; installed "), err());
                assertEquals(1, err().lines().count(), err());
            }
        }
    }

    /**
     * An imported trace names no policy: validate said "ok" and nothing else, then run refused it. validate still
     * accepts it (a sweep or the editor can set the policy) and says, in run's words, what run will need.
     */
    @Test
    void validateSaysWhatRunNeedsOfAnImportedScenarioWithoutAPolicy() throws IOException {
        Path trace = Files.writeString(dir.resolve("t.swf"), "1 0 0 60 4 -1 -1 4 60 -1 1 1 1 1 1 -1 -1 -1\n");
        Path scenario = dir.resolve("t.gridbench.json");
        assertEquals(Cli.OK, run("import", trace.toString(), "--out", scenario.toString()), err());
        String missing = "policy: missing; choose a bidding policy in the scenario (the editor's Policy field) or with"
                + " --policy";
        assertEquals(Cli.OK, run("validate", scenario.toString()), err());
        assertTrue(out().startsWith(scenario + ": ok (market, seed 1)"), out());
        assertEquals(scenario + ": warning: " + missing + "; run refuses the file without one\n", err());
        assertEquals(Cli.BAD_INPUT, run("run", scenario.toString()));
        assertEquals(scenario + ": " + missing + "\n", err());
        assertEquals(Cli.OK, run("run", scenario.toString(), "--policy", "FIFO"), err());
        Path named = Files.writeString(dir.resolve("named.gridbench.json"), Files.readString(scenario)
                .replaceFirst("\"seed\"", "\"policy\": \"FIFO\", \"seed\""));
        assertEquals(Cli.OK, run("validate", named.toString()), err());
        assertEquals("", err());
    }

    /**
     * The empty market workload (File > New Scenario) ran: "proportion of maximum value 0.000000 (0.0 of 0.0)" and
     * "mean SLR of completed jobs NaN". validate accepts the draft and says what run needs; run refuses it, at the
     * field, until a job is drawn.
     */
    @Test
    void aMarketWorkloadWithNoJobYetValidatesWithAWarningAndRunRefusesIt() throws IOException {
        Path scenario = Files.writeString(dir.resolve("drawn.gridbench.json"), """
                {"format": "gridbench-scenario", "version": 1, "family": "market", "name": "mine", "seed": 1,
                 "platform": {"ccr": 0.5, "clusters": [{"id": "C1", "cores": 16, "kind": "Kind1"}]},
                 "workload": {"jobs": []}, "policy": "FIFO"}
                """);
        String missing = "workload.jobs: no job yet; draw one on the Workflow DAG page (Add job) or import a WfFormat"
                + " or DAX workflow there";
        assertEquals(Cli.OK, run("validate", scenario.toString()), err());
        assertEquals(scenario + ": warning: " + missing + "; run refuses the file without one\n", err());
        assertEquals(Cli.BAD_INPUT, run("run", scenario.toString()));
        assertEquals(scenario + ": " + missing + "\n", err());
        assertEquals("", out());
    }

    /** A sweep document was read as a scenario: "family: missing required field", "unknown format". */
    @Test
    void validateChecksASweepDocumentAsSweepRunReadsIt() throws IOException {
        String sweep = """
                {"format": "gridbench-sweep", "version": 1, "experiment": "market", "parameters": {"jobs": 100},
                 "axes": [{"parameter": "load", "values": [0.9, 1.2]}, {"parameter": "policy", "values": ["PVR", "FIFO"]}],
                 "seeds": [1, 2, 3]}
                """;
        Path good = Files.writeString(dir.resolve("small.sweep.json"), sweep);
        Path unknown = Files.writeString(dir.resolve("unknown.sweep.json"), sweep.replace("\"market\"", "\"grid\""));
        assertEquals(Cli.BAD_INPUT, run("validate", good.toString(), unknown.toString()));
        assertEquals(good + ": ok (sweep: market, 12 runs)\n", out());
        assertEquals(1, err().lines().count(), err());
        assertTrue(err().startsWith(unknown + ":1:59: experiment: unknown experiment 'grid'; available: "), err());
        Path one = Files.writeString(dir.resolve("one.sweep.json"), sweep.replace("0.9, 1.2", "0.9")
                .replace("\"PVR\", \"FIFO\"", "\"PVR\"").replace("1, 2, 3", "1"));
        assertEquals(Cli.OK, run("validate", one.toString()));
        assertEquals(one + ": ok (sweep: market, 1 run)\n", out(), "one run, not '1 runs'");
    }

    /** Issue 26: a file past the JSON reader's limits crashed validate, and the files after it went unreported. */
    @Test
    void validateReportsEveryFileWhateverOneOfThemDid() throws IOException {
        Path deep = Files.writeString(dir.resolve("deep.gridbench.json"), "{\"a\": " + "[".repeat(2000));
        Path wide = Files.writeString(dir.resolve("wide.gridbench.json"), "{\"seed\": " + "1".repeat(5000) + "}");
        Path empty = Files.writeString(dir.resolve("empty.gridbench.json"), "");
        assertEquals(Cli.BAD_INPUT, run("validate", deep.toString(), wide.toString(), empty.toString()));
        List<String> lines = err().lines().toList();
        assertEquals(3, lines.size(), err());
        assertTrue(lines.get(0).startsWith(deep + ":1:1007: a[0][0]"), lines.get(0));
        assertTrue(lines.get(0).endsWith(": objects and arrays nested more than 1000 levels deep, past the JSON reader's"
                + " limit"), lines.get(0));
        assertEquals(wide + ":1:10: seed: a number of more than 1000 characters, past the JSON reader's limit",
                lines.get(1));
        assertEquals(empty + ":1:1: (document): the file is empty; expected a JSON object", lines.get(2));
    }

    /** Issue 26: what the input puts into a message (here a line break in an option's value) keeps it on one line. */
    @Test
    void aMessageStaysOnOneLineWhateverTheInputPutsInIt() throws IOException {
        assertEquals(Cli.BAD_INPUT, run("bench", "kernel", "--sizes", "te\nn"));
        assertEquals("bench: --sizes: 'te\\nn' is not a whole number\n", err());
        String name = Examples.names().get(0);
        Path file = dir.resolve("two\nlines.gridbench.json");
        Files.writeString(file, Examples.text(name));
        assertEquals(Cli.OK, run("validate", file.toString()));
        assertEquals(1, out().lines().count(), "an ok line escapes a line break in the file's name too: " + out());
        assertTrue(out().startsWith(dir + "/two\\nlines.gridbench.json: ok ("), out());
    }

    @Test
    void validateWithoutFileIsBadUsage() {
        assertEquals(Cli.BAD_INPUT, run("validate"));
        assertTrue(err().contains("name at least one scenario file"), err());
    }

    @Test
    void listPoliciesPrintsOneTabSeparatedLinePerContribution() {
        assertEquals(Cli.OK, run("list-policies"));
        for (String line : out().lines().toList()) {
            assertEquals(4, line.split("\t").length, line);
        }
        if (out().isEmpty()) {
            assertTrue(err().contains("no policies are installed"), err());
        }
    }

    @Test
    void benchRejectsBadOptions() {
        assertEquals(Cli.BAD_INPUT, run("bench", "kernel", "--sizes", "ten"));
        assertEquals("bench: --sizes: 'ten' is not a whole number\n", err());
    }

    @Test
    void benchNeedsAName() {
        assertEquals(Cli.BAD_INPUT, run("bench"));
        assertTrue(err().startsWith("bench: name a benchmark: kernel"), err());
    }

    @Test
    void benchOfTinySizesPrintsATable() {
        assertEquals(Cli.OK, run("bench", "kernel", "--sizes", "16"));
        assertTrue(out().contains("| 16 |"), out());
    }
}
