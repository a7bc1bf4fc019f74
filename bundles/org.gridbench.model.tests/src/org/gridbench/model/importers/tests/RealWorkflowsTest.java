package org.gridbench.model.importers.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.gridbench.model.importers.ImportedWorkflow;
import org.gridbench.model.importers.KindMapping;
import org.gridbench.model.importers.WorkflowFormat;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.workflow.Task;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The real workflow files of tests/data: task and edge counts as documented there, runtimes in ticks, kinds. */
class RealWorkflowsTest {

    static ImportedWorkflow read(String file, KindMapping kinds) throws ScenarioException {
        WorkflowFormat format = file.endsWith(".xml") ? WorkflowFormat.DAX : WorkflowFormat.WFFORMAT;
        return format.read(TestData.file("workflows/" + file), kinds);
    }

    static long edges(ImportedWorkflow workflow) {
        return workflow.tasks().stream().mapToLong(task -> task.predecessors().size()).sum();
    }

    @ParameterizedTest
    @CsvSource({
        "dax/HEFT_paper.xml, 10, 15",
        "dax/Epigenomics_24.xml, 24, 27",
        "wfformat/helloworld-forkjoin-10-chameleon.json, 10, 16",
        "wfformat/blast-chameleon-small-001.json, 43, 120",
        "wfformat/montage-chameleon-2mass-005d-001.json, 58, 114"})
    void countsTasksAndEdges(String file, int tasks, int edges) throws ScenarioException {
        ImportedWorkflow workflow = read(file, KindMapping.allDefault());
        assertEquals(tasks, workflow.tasks().size());
        assertEquals(edges, edges(workflow));
        assertTrue(workflow.tasks().stream().allMatch(task -> task.cores() == 1 && task.kind().equals("Kind1")));
    }

    // HEFT paper, Figure 2: T10 waits for T7, T8 and T9; T8 for T2, T4 and T6.
    @Test
    void heftDagHasThePapersDependencies() throws ScenarioException {
        List<Task> tasks = read("dax/HEFT_paper.xml", KindMapping.allDefault()).tasks();
        assertEquals("ID00010", tasks.get(9).id());
        assertEquals(List.of(6, 7, 8), tasks.get(9).predecessors());
        assertEquals(List.of(1, 3, 5), tasks.get(7).predecessors());
        assertEquals(List.of(), tasks.get(0).predecessors());
    }

    // Seconds to ticks of one minute, rounded up: 2830.54 s -> 48, 4062.96 s -> 68, 0.05 s -> 1, 103.52 s -> 2.
    @Test
    void runtimesBecomeWholeMinutesRoundedUp() throws ScenarioException {
        List<Task> tasks = read("dax/Epigenomics_24.xml", KindMapping.allDefault()).tasks();
        assertEquals(2, tasks.get(0).exec());
        assertEquals(48, tasks.get(16).exec());
        assertEquals(68, tasks.get(20).exec());
        assertEquals(1, tasks.get(22).exec());
    }

    @Test
    void categoriesMapToKinds() throws ScenarioException {
        KindMapping kinds = new KindMapping(Map.of("map_chr21", "Kind2", "pileup_chr21", "Kind3"), "Kind1");
        List<Task> tasks = read("dax/Epigenomics_24.xml", kinds).tasks();
        assertEquals(5, tasks.stream().filter(task -> task.kind().equals("Kind2")).count());
        assertEquals("Kind3", tasks.get(23).kind());
        List<Task> montage = read("wfformat/montage-chameleon-2mass-005d-001.json",
                new KindMapping(Map.of("mProject", "Kind2"), "Kind1")).tasks();
        assertEquals("Kind2", montage.get(0).kind());
        List<Task> blast = read("wfformat/blast-chameleon-small-001.json",
                new KindMapping(Map.of("blastall", "Kind2"), "Kind1")).tasks();
        assertEquals(List.of("Kind1", "Kind2"), List.of(blast.get(0).kind(), blast.get(1).kind()));
    }

    // helloworld fork-join, 1 -> 8 -> 1: the join waits for the eight, who wait for the fork; 100.187 s is 2 ticks.
    @Test
    void wfFormat15ReadsStructureFromTheSpecificationAndRuntimesFromTheExecution() throws ScenarioException {
        ImportedWorkflow workflow = read("wfformat/helloworld-forkjoin-10-chameleon.json", KindMapping.allDefault());
        List<Task> tasks = workflow.tasks();
        assertEquals("cpuhog_forkjoin_00000001", tasks.get(0).id());
        assertEquals(2, tasks.get(0).exec());
        long joins = tasks.stream().filter(task -> task.predecessors().size() == 8).count();
        assertEquals(1, joins);
        assertEquals(8, tasks.stream().filter(task -> task.predecessors().equals(List.of(0))).count());
    }

    @Test
    void workflowsAreNamedByTheirFiles() throws ScenarioException {
        assertEquals("montage", read("wfformat/montage-chameleon-2mass-005d-001.json", KindMapping.allDefault()).name());
        assertEquals("test", read("dax/HEFT_paper.xml", KindMapping.allDefault()).name());
    }

    @Test
    void originsPointAtEachTask() throws ScenarioException {
        ImportedWorkflow heft = read("dax/HEFT_paper.xml", KindMapping.allDefault());
        assertEquals(18, heft.origins().get(1).line());
        assertEquals(3, heft.origins().get(1).column());
        assertEquals("adag.job[1]", heft.origins().get(1).field());
    }
}
