package org.gridbench.ui.editors.dag;

import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.dag.DagEdits;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.ui.pages.CheckedField;
import org.gridbench.ui.pages.PageSite;

/**
 * The properties form of the selected task (GEF's property sheet for a shape): id, execution time, cores and kind;
 * Enter runs the value typed as an edit of the one selected task, through the editor's history. Empty and disabled
 * unless exactly one task is selected.
 */
final class TaskForm {

    private final PageSite site;
    private final IntSupplier job;
    private final Supplier<String> selected;
    private final CheckedField id;
    private final CheckedField exec;
    private final CheckedField cores;
    private final CheckedField kind;

    /**
     * @param job the index of the job shown
     * @param selected the one selected task, or null
     */
    TaskForm(Composite parent, PageSite site, IntSupplier job, Supplier<String> selected) {
        this.site = site;
        this.job = job;
        this.selected = selected;
        Composite side = new Composite(parent, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        Group group = new Group(side, SWT.NONE);
        group.setText("Selected task");
        group.setLayout(new GridLayout(2, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        id = field(group, "Id:", "id", null, (task, t) -> DagEdits.rename(site.document(), job.getAsInt(), task, t));
        exec = field(group, "Exec (ticks):", "exec", "a whole number", (task, t) -> DagEdits.setWhole(
                site.document(), job.getAsInt(), task, "exec", Integer.parseInt(t)));
        cores = field(group, "Cores:", "cores", "a whole number", (task, t) -> DagEdits.setWhole(site.document(),
                job.getAsInt(), task, "cores", Integer.parseInt(t)));
        kind = field(group, "Kind:", "kind", null, (task, t) -> DagEdits.setKind(site.document(), job.getAsInt(),
                task, t));
        Label hint = new Label(side, SWT.WRAP);
        hint.setText("Drag from a task's lower band onto another task to make it wait for the first.");
        GridData layout = new GridData(SWT.FILL, SWT.TOP, true, false);
        layout.widthHint = 160;
        hint.setLayoutData(layout);
    }

    private interface TaskEdit {
        DocumentEdit of(String task, String text);
    }

    // a field of the one selected task, at workload.jobs[j].tasks[i].<name> in the document
    private CheckedField field(Group group, String label, String name, String expected, TaskEdit edit) {
        Supplier<String> path = () -> {
            String task = selected.get();
            int i = task == null || site.document() == null ? -1
                    : JobDag.of(site.document().root(), job.getAsInt()).indexOf(task);
            return i < 0 ? null : "workload.jobs[" + job.getAsInt() + "].tasks[" + i + "]." + name;
        };
        Function<String, IStatus> apply = t -> selected.get() == null ? Status.OK_STATUS
                : site.execute(edit.of(selected.get(), t));
        return new CheckedField(group, label, site, path, expected, apply);
    }

    /** Shows the selected task of {@code dag}, or empties the form. */
    void show(JobDag dag) {
        String task = selected.get();
        int i = task == null ? -1 : dag.indexOf(task);
        id.show(i < 0 ? "" : dag.id(i), i >= 0);
        exec.show(i < 0 ? "" : Integer.toString(dag.whole(i, "exec", 0)), i >= 0);
        cores.show(i < 0 ? "" : Integer.toString(dag.whole(i, "cores", 0)), i >= 0);
        kind.show(i < 0 ? "" : dag.task(i).path("kind").asText(""), i >= 0);
    }
}
