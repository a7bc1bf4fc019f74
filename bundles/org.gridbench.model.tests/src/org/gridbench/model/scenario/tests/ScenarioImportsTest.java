package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.gridbench.model.importers.tests.TestData;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioImports;
import org.gridbench.model.scenario.ScenarioImports.Imported;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** New scenarios from the real files of tests/data: the counts of what was imported, and bad input refused. */
class ScenarioImportsTest {

    @TempDir
    Path folder;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "workflows/wfformat/helloworld-forkjoin-10-chameleon.json | tasks: 10, edges: 16, jobs: 1",
            "workflows/wfformat/montage-chameleon-2mass-005d-001.json | tasks: 58, edges: 114, jobs: 1",
            "workflows/wfformat/blast-chameleon-small-001.json        | tasks: 43, edges: 120, jobs: 1",
            "workflows/dax/HEFT_paper.xml                             | tasks: 10, edges: 15, jobs: 1",
            "workflows/dax/Epigenomics_24.xml                         | tasks: 24, edges: 27, jobs: 1",
            "swf/NASA-iPSC-1993-3.swf                                 | jobs: 228",
            "swf/accasim-workload.swf                                 | jobs: 25",
            "platforms/simgrid/small_platform.xml | hosts: 7, clusters: 0, links: 24, routes: 26, tree nodes: 7,"
                    + " applications: 1 (one second of work on the root, 1 MB of input: edit it)",
            "platforms/simgrid/cluster512.xml | hosts: 513, clusters: 2, links: 1, routes: 1, tree nodes: 513,"
                    + " applications: 1 (one second of work on the root, 1 MB of input: edit it)"})
    void realFilesGiveTheirCounts(String file, String summary) throws ScenarioException, IOException {
        Imported imported = ScenarioImports.of(TestData.file(file), Optional.empty(), 1, 0.2);
        assertEquals(summary, String.join(", ", imported.summary()));
        Path saved = folder.resolve("s.gridbench.json");
        ScenarioWriter.save(imported.document(), saved);
        assertEquals(ScenarioWriter.toJson(imported.document()), ScenarioWriter.toJson(ScenarioReader.read(saved)));
    }

    @Test
    void workflowJobKeepsItsDependencies() throws ScenarioException {
        Imported imported = ScenarioImports.of(TestData.file("workflows/dax/HEFT_paper.xml"), Optional.empty(), 3,
                0.2);
        var job = imported.document().root().path("workload").path("jobs").get(0);
        assertEquals(10, job.path("tasks").size());
        int after = 0;
        for (var task : job.path("tasks")) {
            after += task.path("after").size();
        }
        assertEquals(15, after);
        assertEquals(Family.MARKET, imported.document().family());
        assertEquals(4, imported.document().root().path("platform").path("clusters").size());
    }

    @Test
    void simGridAsMarketClusters() throws ScenarioException {
        Imported imported = ScenarioImports.of(TestData.file("platforms/simgrid/cluster512.xml"),
                Optional.of(Family.MARKET), 1, 0.5);
        assertEquals(List.of("hosts: 513", "clusters: 2", "links: 1", "routes: 1", "market clusters: 2"),
                imported.summary());
        assertEquals(512, imported.document().root().path("platform").path("clusters").get(0).path("cores").intValue());
        assertEquals(0.5, imported.document().root().path("platform").path("ccr").doubleValue());
    }

    @Test
    void sameFileAndSeedGiveTheSameScenario() throws ScenarioException {
        Path swf = TestData.file("swf/NASA-iPSC-1993-3.swf");
        assertEquals(ScenarioWriter.toJson(ScenarioImports.of(swf, Optional.empty(), 9, 0.2).document()),
                ScenarioWriter.toJson(ScenarioImports.of(swf, Optional.empty(), 9, 0.2).document()));
    }

    /** Issue 26: a run time of 9 x 10^15 s was silently clamped to 2^31 - 1 ticks. */
    @Test
    void anSwfRunTimeTooLongForATaskIsListedUnderNotMappedNotClamped() throws IOException, ScenarioException {
        Path swf = Files.writeString(folder.resolve("long.swf"), """
                1 0 0 60 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1
                2 0 0 9000000000000000 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1
                3 0 0 -1 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1
                """);
        Imported imported = ScenarioImports.of(swf, Optional.empty(), 1, 0.2);
        assertEquals(List.of("jobs: 1"), imported.summary());
        assertEquals(List.of("1 jobs without a known run time, processor count or submit time: left out",
                "1 jobs with a run time longer than 2^31 - 1 minutes (128849018820 s), the longest task Gridbench"
                        + " holds (the first: job 2): left out"), imported.notMapped());
    }

    /** Issue 26: the same in a workflow is refused at the runtime's own position. */
    @Test
    void aDaxRuntimeTooLongForATaskIsRefusedAtItsPosition() throws IOException {
        Path dax = Files.writeString(folder.resolve("long.dax"), """
                <adag version="2.1">
                  <job id="a" runtime="9e15"/>
                </adag>
                """);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioImports.of(dax, Optional.empty(),
                1, 0.2));
        assertEquals(List.of(dax + ":2:3: adag.job[0].runtime: must be at most 2^31 - 1 minutes (128849018820 s), the"
                + " longest task Gridbench holds, found 9e15"), e.problems().stream().map(p -> p.format()).toList());
    }

    private List<String> refused(String name, String content) throws IOException {
        Path file = Files.writeString(folder.resolve(name), content);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioImports.of(file, Optional.empty(),
                1, 0.2));
        return e.problems().stream().map(p -> p.format().replace(folder + "/", "")).toList();
    }

    /** A problem of the new scenario was placed at the WfFormat file as a whole, without a line. */
    @Test
    void aWorkflowTaskWiderThanThePapersClustersIsRefusedAtItsTask() throws IOException {
        assertEquals(List.of("wide.json:3:3: workflow.tasks[1]: as the new scenario's workload.jobs[0].tasks[1].cores:"
                + " must be at most the cores of the largest cluster of kind \"Kind1\" (1000), found 2000"),
                refused("wide.json", """
                        {"name": "w", "workflow": {"tasks": [
                          {"name": "a", "runtimeInSeconds": 60, "parents": []},
                          {"name": "b", "runtimeInSeconds": 60, "cores": 2000, "parents": ["a"]}
                        ]}}
                        """));
        assertEquals(List.of("split.json:3:5: workflow.specification.tasks[0]: as the new scenario's"
                + " workload.jobs[0].tasks[0].cores: must be at most the cores of the largest cluster of kind"
                + " \"Kind1\" (1000), found 1500"),
                refused("split.json", """
                        {"name": "w", "workflow": {
                          "specification": {"tasks": [
                            {"id": "a", "parents": []}]},
                          "execution": {"tasks": [{"id": "a", "runtimeInSeconds": 1, "coreCount": 1500}]}}}
                        """));
    }

    /**
     * Jobs of unknown number (-1) are all named J-1; the second was refused without a line, then with the first named
     * by its place in the new scenario alone: both are placed by their lines.
     */
    @Test
    void anSwfJobTheNewScenarioRefusesIsPlacedAtItsLineEvenAfterJobsLeftOut() throws IOException {
        assertEquals(List.of("dup.swf:5:1: (job line): as the new scenario's workload.jobs[1].id: duplicate id \"J-1\";"
                + " first used by workload.jobs[0] (line 3)"),
                refused("dup.swf", """
                        ; a job without a run time is left out, so the jobs of the scenario are the trace's 1 and 3
                         1 0 0 -1 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1
                        -1 0 0 60 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1

                        -1 0 0 60 4 -1 -1 4 100 -1 1 1 1 -1 -1 -1 -1 -1
                        """));
    }

    @Test
    void aWorkflowIsNotATreePlatform() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioImports.of(
                TestData.file("workflows/dax/HEFT_paper.xml"), Optional.of(Family.TREES), 1, 0.2));
        assertTrue(e.problems().get(0).format().endsWith("(file): a DAX workflow imports into a market scenario, not"
                + " a trees one"), e.problems().get(0).format());
    }

    @Test
    void xmlThatIsNeitherDaxNorSimGrid() throws IOException {
        Path file = folder.resolve("x.xml");
        Files.writeString(file, "<html><body/></html>");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioImports.of(file, Optional.empty(),
                1, 0.2));
        assertEquals(List.of(file + ":1:1: (document): expected a Pegasus DAX workflow (<adag>) or a SimGrid platform"
                + " (<platform>), found <html>"), e.problems().stream().map(p -> p.format()).toList());
    }

    @Test
    void cyclicDaxIsRefusedWithItsCycle() throws IOException {
        Path file = folder.resolve("c.dax");
        Files.writeString(file, """
                <adag xmlns="http://pegasus.isi.edu/schema/DAX" version="2.1">
                  <job id="a" runtime="60"/><job id="b" runtime="60"/>
                  <child ref="b"><parent ref="a"/></child>
                  <child ref="a"><parent ref="b"/></child>
                </adag>
                """);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioImports.of(file, Optional.empty(),
                1, 0.2));
        assertEquals(1, e.problems().size());
        assertTrue(e.problems().get(0).message().contains("cycle"), e.problems().get(0).format());
    }
}
