package org.gridbench.editing.workload;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.gridbench.editing.Change;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.EditRefused;
import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.importers.ImportedWorkflow;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioNodes;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workload.SyntheticWorkload;
import org.gridbench.model.workload.ValueCurveGenerator;
import org.gridbench.model.workload.ValueCurveSettings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The edits of a market workload's written-out jobs ({@code workload.jobs}), each undoable. */
public final class WorkloadEdits {

    private WorkloadEdits() {
    }

    /** The jobs array, refused when the workload is generated or imported rather than written out. */
    public static ArrayNode jobs(ObjectNode root) throws EditRefused {
        JsonNode jobs = root.path("workload").path("jobs");
        if (!(jobs instanceof ArrayNode a)) {
            throw new EditRefused("the workload is generated or imported, not written out as jobs: write it out"
                    + " first (Workload page)");
        }
        return a;
    }

    /**
     * An imported workflow as a new job arriving at tick 0, named after the workflow (made unique), its value curve
     * drawn by the paper's rules from substream (number of jobs) of {@value SyntheticWorkload#CURVES}.
     */
    public static DocumentEdit addWorkflow(ScenarioDocument document, ImportedWorkflow workflow) {
        return new DocumentEdit("Import " + workflow.name(), document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ArrayNode jobs = jobs(root);
                Set<String> ids = new HashSet<>();
                jobs.forEach(j -> ids.add(j.path("id").asText()));
                String id = workflow.name();
                for (int k = 2; ids.contains(id); k++) {
                    id = workflow.name() + "-" + k;
                }
                return List.of(Change.insert(jobs, jobs.size(), job(document, jobs, id, workflow.tasks())));
            }
        };
    }

    /**
     * A new job of one task (one tick on one core, of the first cluster's kind) arriving at tick 0, named J1, J2...
     * (the first free), to be drawn in the DAG editor; its value curve as an imported workflow's.
     */
    public static DocumentEdit addJob(ScenarioDocument document) {
        return new DocumentEdit("Add Job", document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ArrayNode jobs = jobs(root);
                Set<String> ids = new HashSet<>();
                jobs.forEach(j -> ids.add(j.path("id").asText()));
                int k = jobs.size() + 1;
                while (ids.contains("J" + k)) {
                    k++;
                }
                String kind = root.path("platform").path("clusters").path(0).path("kind").asText("Kind1");
                Task task = new Task("T1", 1, 1, kind, List.of());
                return List.of(Change.insert(jobs, jobs.size(), job(document, jobs, "J" + k, List.of(task))));
            }
        };
    }

    // a job arriving at tick 0 whose value curve is drawn by the paper's rules from substream (number of jobs) of
    // the curves' stream (Algorithm 1)
    private static ObjectNode job(ScenarioDocument document, ArrayNode jobs, String id, List<Task> tasks) {
        RandomStreams streams = new RandomStreams(document.seed());
        return ScenarioNodes.job(new Job(id, 0, tasks, new ValueCurveGenerator(ValueCurveSettings.paper())
                .curve(tasks, streams.substream(SyntheticWorkload.CURVES, jobs.size()))));
    }

    /**
     * Replaces the workload by these jobs written out (from a generator, an import section or an SWF trace), so that
     * each can be edited.
     */
    public static DocumentEdit writeOut(ScenarioDocument document, String label, List<Job> jobs) {
        return new DocumentEdit(label, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                if (!(root.get("workload") instanceof ObjectNode workload)) {
                    throw new EditRefused("the scenario has no workload");
                }
                ObjectNode after = root.objectNode();
                ArrayNode array = after.putArray("jobs");
                jobs.forEach(j -> array.add(ScenarioNodes.job(j)));
                return List.of(Change.replace(workload, after));
            }
        };
    }

    /** Removes job j; the workload may become empty. */
    public static DocumentEdit removeJob(ScenarioDocument document, int j) {
        return new DocumentEdit("Remove Job", document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ArrayNode jobs = jobs(root);
                if (j < 0 || j >= jobs.size()) {
                    throw new EditRefused("there is no job " + (j + 1));
                }
                return List.of(Change.remove(jobs, j));
            }
        };
    }
}
