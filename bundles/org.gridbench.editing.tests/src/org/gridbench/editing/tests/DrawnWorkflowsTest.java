package org.gridbench.editing.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.editing.dag.DagEdits;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.editing.workload.WorkloadEdits;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioTemplate;
import org.gridbench.model.scenario.ScenarioTemplates;
import org.gridbench.model.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;

/** File > New Scenario's empty market workload is one the DAG editor's edits grow into valid workflows. */
class DrawnWorkflowsTest {

    @Test
    void addJobAddTaskAndADependencyFromTheEmptyWorkloadGiveAValidScenarioAndUndoToEmpty() throws Exception {
        ScenarioTemplate drawn = ScenarioTemplate.catalog().stream()
                .filter(t -> t.id().equals(ScenarioTemplates.DRAWN_WORKFLOWS)).findFirst().orElseThrow();
        ScenarioDocument doc = drawn.create("mine", 5L);
        String empty = ScenarioWriter.toJson(doc);
        History h = new History();
        h.ok(WorkloadEdits.addJob(doc));
        h.ok(DagEdits.addTask(doc, 0));
        JobDag first = JobDag.of(doc.root(), 0);
        h.ok(DagEdits.addDependency(doc, 0, first.id(0), first.id(1)));
        h.ok(WorkloadEdits.addJob(doc));
        ScenarioDocument read = ScenarioReader.parse(ScenarioWriter.toJson(doc), "mine.gridbench.json");
        List<String> ids = read.root().path("workload").path("jobs").valueStream().map(j -> j.path("id").asText())
                .toList();
        assertEquals(List.of("J1", "J2"), ids);
        assertEquals(2, JobDag.of(read.root(), 0).size());
        assertEquals(1, JobDag.of(read.root(), 0).edges());
        assertEquals("Kind1", read.root().path("workload").path("jobs").path(1).path("tasks").path(0).path("kind")
                .asText(), "a new job's task takes the first cluster's kind");
        assertTrue(read.root().path("workload").path("jobs").path(1).path("valueCurve").path("vMax").asDouble() > 0);
        for (int k = 0; k < 4; k++) {
            assertTrue(h.undo(), "undo " + (k + 1) + " of 4");
        }
        assertEquals(empty, ScenarioWriter.toJson(doc));
    }
}
