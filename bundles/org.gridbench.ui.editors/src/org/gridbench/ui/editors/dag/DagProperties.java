package org.gridbench.ui.editors.dag;

import java.util.List;
import java.util.stream.Collectors;

import org.gridbench.editing.dag.DagEdits;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.properties.Property;
import org.gridbench.ui.properties.PropertySource;

/**
 * What the Properties view shows of the DAG page's selection: the one selected task (its form's fields, with units:
 * execution time in ticks, section III-A) or the selected dependency; edits are the task form's own.
 */
final class DagProperties {

    private DagProperties() {
    }

    /** The properties of what {@code selection} holds in job {@code j}, or null for none or several tasks. */
    static PropertySource of(PageSite site, int j, JobDag dag, DagSelection selection) {
        String task = selection.only();
        int i = task == null ? -1 : dag.indexOf(task);
        if (i >= 0) {
            return task(site, j, dag, i);
        }
        if (selection.dependency() != null) {
            String[] ends = selection.dependency().split("->", 2);
            return new PropertySource("Dependency " + ends[0] + " \u2192 " + ends[1], List.of(
                    Property.readOnly("Job", dag.job().path("id").asText(), ""),
                    Property.readOnly("Waited for", ends[0], "task"),
                    Property.readOnly("Waiting", ends[1], "task")));
        }
        return null;
    }

    private static PropertySource task(PageSite site, int j, JobDag dag, int i) {
        String id = dag.id(i);
        String waitsFor = dag.predecessors(i).stream().map(dag::id).collect(Collectors.joining(", "));
        return new PropertySource("Task " + id, List.of(
                new Property("Id", id, "", t -> site.execute(DagEdits.rename(site.document(), j, id, t))),
                new Property("Exec", Integer.toString(dag.whole(i, "exec", 0)), "ticks",
                        t -> site.execute(DagEdits.setWhole(site.document(), j, id, "exec", Integer.parseInt(t)))),
                new Property("Cores", Integer.toString(dag.whole(i, "cores", 0)), "cores",
                        t -> site.execute(DagEdits.setWhole(site.document(), j, id, "cores", Integer.parseInt(t)))),
                new Property("Kind", dag.task(i).path("kind").asText(""), "",
                        t -> site.execute(DagEdits.setKind(site.document(), j, id, t))),
                Property.readOnly("Waits for", waitsFor.isEmpty() ? "nothing" : waitsFor, "tasks"),
                Property.readOnly("Job", dag.job().path("id").asText(), "")));
    }
}
