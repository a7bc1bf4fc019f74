package org.gridbench.ui.parts;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ColumnPixelData;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.gridbench.model.scenario.Problem;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.RefusedValues;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.workspace.Workspace;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The Problems view: the values typed into open editors and refused ({@link RefusedValues}), then what is wrong with
 * the workspace's scenario files, checked in the background whenever the workspace changes (a save, a new file, an
 * edit from outside). A double-click opens the file, whose editor shows the problems at their lines. The problem column
 * takes the width the field, file and position leave; the selected problem is written whole under the table, wrapped
 * to the view's width (in a narrow stack the column cuts a long problem), and a row's tooltip and Edit > Copy (Ctrl+C)
 * give it as {@code ./gridbench validate} writes it.
 */
public final class ProblemsPart {

    public static final String ID = "org.gridbench.ui.part.problems";
    /** The line above the table when nothing is wrong, as Eclipse's Problems view says "0 items". */
    public static final String NONE = "No problems: every scenario and sweep file of the workspace reads, and no "
            + "value typed in an editor is refused.";
    /** The columns: the problem first, taking the width the others leave (as Eclipse's Problems view's description). */
    private static final List<String> TITLES = List.of("Problem", "Field", "File", "Line:Column");
    /** The problem column's least width: a narrower view scrolls sideways; a row's tooltip is its whole problem. */
    private static final int PROBLEM_MIN_WIDTH = 200;
    /** What the line under the table says while no problem is selected. */
    public static final String SELECT = "Select a problem to read it whole here.";
    /** The {@code getData} key naming the line under the table, "details", for tests. */
    public static final String CONTROL_KEY = "gridbench.problems";

    @Inject
    @Optional
    private Workspace workspace;
    @Inject
    private EditorOpener opener;
    @Inject
    private RefusedValues refused;

    private final WorkspaceProblems problems = new WorkspaceProblems();
    private final TableColumnLayout columns = new TableColumnLayout();
    private Label count;
    private Table table;
    private Text details;
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
        Composite holder = new Composite(parent, SWT.NONE);
        holder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        holder.setLayout(columns);
        table = new Table(holder, SWT.BORDER | SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        for (String title : TITLES) {
            new TableColumn(table, SWT.LEFT).setText(title);
        }
        columns.setColumnData(table.getColumn(0), new ColumnWeightData(1, PROBLEM_MIN_WIDTH));
        fitColumns();
        table.addListener(SWT.DefaultSelection, e -> openSelected());
        // the selected problem whole, wrapped, selectable: the column cuts it in a narrow stack
        details = new Text(parent, SWT.WRAP | SWT.MULTI | SWT.READ_ONLY);
        details.setData(CONTROL_KEY, "details");
        GridData under = new GridData(SWT.FILL, SWT.TOP, true, false);
        under.widthHint = 1;
        details.setLayoutData(under);
        table.addListener(SWT.Selection, e -> selectionChanged());
        // the whole problem, as the command line writes it, wherever its row is pointed at
        table.addListener(SWT.MouseMove, e -> {
            TableItem row = table.getItem(new Point(e.x, e.y));
            table.setToolTipText(row == null ? null : shown.get(table.indexOf(row)).format());
        });
        table.addListener(SWT.KeyDown, e -> {
            if ((e.stateMask & SWT.MOD1) != 0 && e.keyCode == 'c') {
                e.doit = !copy();
            }
        });
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

    // the field, file and position columns as wide as their widest text shown, the problem the rest
    private void fitColumns() {
        for (int c = 1; c < TITLES.size(); c++) {
            int column = c;
            int width = shown.stream().mapToInt(p -> ColumnWidths.fitted(table, TITLES.get(column), cells(p)[column]))
                    .max().orElse(ColumnWidths.fitted(table, TITLES.get(column), ""));
            columns.setColumnData(table.getColumn(c), new ColumnPixelData(width));
        }
        table.getParent().layout(true);
    }

    private static String[] cells(Problem p) {
        return new String[] { Problem.oneLine(p.message()), p.field(), String.valueOf(Path.of(p.source())
                .getFileName()), p.line() > 0 ? p.line() + ":" + p.column() : "" };
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
            new TableItem(table, SWT.NONE).setText(cells(p));
        }
        fitColumns();
        showDetails();
        count.setText(shown.isEmpty() ? NONE : shown.size() == 1 ? "1 problem" : shown.size() + " problems");
        count.setToolTipText(count.getText());
        count.getParent().layout(true);
    }

    // the first selected problem as the command line writes it, under the table; laid out again only when it changed
    private boolean showDetails() {
        int row = table.getSelectionIndex();
        String text = row >= 0 && row < shown.size() ? shown.get(row).format() : shown.isEmpty() ? "" : SELECT;
        if (text.equals(details.getText())) {
            return false;
        }
        details.setText(text);
        return true;
    }

    private void selectionChanged() {
        if (showDetails()) {
            details.getParent().layout(true);
        }
    }

    /** The line under the table: the selected problem whole, or how to see one. */
    public String details() {
        return details.getText();
    }

    /** The line above the table: how many problems it lists, or that there are none. */
    public String summary() {
        return count.getText();
    }

    /** The problems shown, in the table's order. */
    public List<Problem> problems() {
        return shown;
    }

    /** Edit > Copy and Select All on the list: the selected problems, a line each as the command line writes them. */
    public PageActions editActions() {
        return new PageActions() {
            @Override
            public boolean copies() {
                return true;
            }

            @Override
            public boolean edits() {
                return false;
            }

            @Override
            public boolean copy() {
                return ProblemsPart.this.copy();
            }

            @Override
            public boolean selectAll() {
                return ProblemsPart.this.selectAll();
            }
        };
    }

    private boolean copy() {
        int[] rows = table.getSelectionIndices();
        if (rows.length == 0) {
            return false;
        }
        StringBuilder text = new StringBuilder();
        for (int row : rows) {
            text.append(shown.get(row).format()).append(System.lineSeparator());
        }
        Clipboard clipboard = new Clipboard(table.getDisplay());
        try {
            clipboard.setContents(new Object[] { text.toString() }, new Transfer[] { TextTransfer.getInstance() });
        } finally {
            clipboard.dispose();
        }
        return true;
    }

    private boolean selectAll() {
        table.selectAll();
        selectionChanged();
        return table.getItemCount() > 0;
    }

    private void openSelected() {
        int index = table.getSelectionIndex();
        if (index >= 0 && index < shown.size()) {
            opener.open(Path.of(shown.get(index).source()));
        }
    }
}
