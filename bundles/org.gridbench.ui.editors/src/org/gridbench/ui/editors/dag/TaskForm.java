package org.gridbench.ui.editors.dag;

import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.dag.DagEdits;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.ui.editors.diagram.Fields;
import org.gridbench.ui.pages.PageSite;

/**
 * The properties form of the selected task (GEF's property sheet for a shape): id, execution time, cores and kind;
 * Enter runs the value typed as an edit of the one selected task, through the editor's history. Empty and disabled
 * unless exactly one task is selected.
 */
final class TaskForm {

    private final PageSite site;
    private final Supplier<String> selected;
    private final Text id;
    private final Text exec;
    private final Text cores;
    private final Text kind;

    /**
     * @param job the index of the job shown
     * @param selected the one selected task, or null
     * @param again shows the document's values again after a value that is not a number
     */
    TaskForm(Composite parent, PageSite site, IntSupplier job, Supplier<String> selected, Runnable again) {
        this.site = site;
        this.selected = selected;
        Composite side = new Composite(parent, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        Group group = new Group(side, SWT.NONE);
        group.setText("Selected task");
        group.setLayout(new GridLayout(2, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        id = Fields.field(group, "Id:", t -> apply(task -> DagEdits.rename(site.document(), job.getAsInt(), task, t)),
                again);
        exec = Fields.field(group, "Exec (ticks):", t -> apply(task -> DagEdits.setWhole(site.document(),
                job.getAsInt(), task, "exec", Integer.parseInt(t))), again);
        cores = Fields.field(group, "Cores:", t -> apply(task -> DagEdits.setWhole(site.document(), job.getAsInt(),
                task, "cores", Integer.parseInt(t))), again);
        kind = Fields.field(group, "Kind:", t -> apply(task -> DagEdits.setKind(site.document(), job.getAsInt(), task,
                t)), again);
        Label hint = new Label(side, SWT.WRAP);
        hint.setText("Drag from a task's lower band onto another task to make it wait for the first.");
        GridData layout = new GridData(SWT.FILL, SWT.TOP, true, false);
        layout.widthHint = 160;
        hint.setLayoutData(layout);
    }

    private interface TaskEdit {
        DocumentEdit of(String task);
    }

    // an edit of the one selected task
    private void apply(TaskEdit edit) {
        String task = selected.get();
        if (task != null) {
            site.execute(edit.of(task));
        }
    }

    /** Shows the selected task of {@code dag}, or empties the form. */
    void show(JobDag dag) {
        String task = selected.get();
        int i = task == null ? -1 : dag.indexOf(task);
        id.setText(i < 0 ? "" : dag.id(i));
        exec.setText(i < 0 ? "" : Integer.toString(dag.whole(i, "exec", 0)));
        cores.setText(i < 0 ? "" : Integer.toString(dag.whole(i, "cores", 0)));
        kind.setText(i < 0 ? "" : dag.task(i).path("kind").asText(""));
        for (Text t : List.of(id, exec, cores, kind)) {
            t.setEnabled(i >= 0);
        }
    }
}
