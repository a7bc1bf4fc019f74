package org.gridbench.ui.parts;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.model.scenario.Problem;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.RefusedValues;
import org.gridbench.ui.workspace.Workspace;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The Problems view: the values typed into open editors and refused ({@link RefusedValues}), then what is wrong with
 * the workspace's scenario files, checked in the background whenever the workspace changes (a save, a new file, an
 * edit from outside). A double-click opens the file, whose editor shows the problems at their lines.
 */
public final class ProblemsPart {

    public static final String ID = "org.gridbench.ui.part.problems";
    /** The line above the table when nothing is wrong, as Eclipse's Problems view says "0 items". */
    public static final String NONE = "No problems: every scenario and sweep file of the workspace reads, and no "
            + "value typed in an editor is refused.";

    @Inject
    @Optional
    private Workspace workspace;
    @Inject
    private EditorOpener opener;
    @Inject
    private RefusedValues refused;

    private final WorkspaceProblems problems = new WorkspaceProblems();
    private Label count;
    private Table table;
    private List<Problem> shown = List.of();
    /** The last check of the workspace's files. */
    private List<Problem> inFiles = List.of();
    private final Runnable refusalsChanged = () -> show(inFiles);
    /** One job, so that checks run one after another and the last change's check is shown last. */
    private Job checking;

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        // wraps to the view's width: "No problems: ..." ran past the edge of the 470 px view at 1280 x 800
        count = new Label(parent, SWT.WRAP);
        count.setText("Checking the workspace's files...");
        GridData line = new GridData(SWT.FILL, SWT.CENTER, true, false);
        line.widthHint = 1;
        count.setLayoutData(line);
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table.setHeaderVisible(true);
        column("Problem", 280);
        column("Field", 110);
        column("File", 180);
        column("Line:Column", 80);
        table.addListener(SWT.DefaultSelection, e -> openSelected());
        refused.addListener(refusalsChanged);
        check();
    }

    @PreDestroy
    void dispose() {
        refused.removeListener(refusalsChanged);
        if (checking != null) {
            checking.cancel();
        }
    }

    private void column(String title, int width) {
        TableColumn column = new TableColumn(table, SWT.LEFT);
        column.setText(title);
        column.setWidth(width);
    }

    @Inject
    @Optional
    void workspaceChanged(@UIEventTopic(Workspace.TOPIC_CHANGED) String changed) {
        if (table != null && !table.isDisposed()) {
            check();
        }
    }

    /** Checks the workspace in a background Job and shows what it finds; a check asked while one runs follows it. */
    private void check() {
        if (workspace == null) {
            show(List.of());
            return;
        }
        if (checking == null) {
            Path root = workspace.root();
            Display display = table.getDisplay();
            checking = Job.create("Checking the workspace's scenario files", monitor -> {
                List<Problem> found = problems.check(root);
                if (!display.isDisposed()) {
                    display.asyncExec(() -> show(found));
                }
                return Status.OK_STATUS;
            });
            checking.setSystem(true);
        }
        checking.schedule();
    }

    private void show(List<Problem> found) {
        if (table.isDisposed()) {
            return;
        }
        inFiles = found;
        List<Problem> all = new ArrayList<>(refused.problems());
        all.addAll(found);
        shown = List.copyOf(all);
        table.removeAll();
        for (Problem p : shown) {
            Path file = Path.of(p.source());
            new TableItem(table, SWT.NONE).setText(new String[] { Problem.oneLine(p.message()), p.field(),
                    String.valueOf(file.getFileName()), p.line() > 0 ? p.line() + ":" + p.column() : "" });
        }
        count.setText(shown.isEmpty() ? NONE : shown.size() == 1 ? "1 problem" : shown.size() + " problems");
        count.setToolTipText(count.getText());
        count.getParent().layout(true);
    }

    /** The line above the table: how many problems it lists, or that there are none. */
    public String summary() {
        return count.getText();
    }

    /** The problems shown, in the table's order. */
    public List<Problem> problems() {
        return shown;
    }

    private void openSelected() {
        int index = table.getSelectionIndex();
        if (index >= 0 && index < shown.size()) {
            opener.open(Path.of(shown.get(index).source()));
        }
    }
}
