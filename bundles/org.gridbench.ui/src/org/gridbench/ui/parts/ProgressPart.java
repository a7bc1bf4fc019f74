package org.gridbench.ui.parts;

import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ColumnPixelData;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * The Progress view: the workbench's Jobs as they wait, run and end (how long each has been in its state, or ran once
 * it ended), refreshed twice a second while it is shown;
 * Cancel asks the selected Job to stop (a live run's Job pauses its run).
 */
public final class ProgressPart {

    public static final String ID = "org.gridbench.ui.part.progress";
    private static final int REFRESH_MS = 500;
    /** The job column's least width: a narrower view scrolls sideways. */
    private static final int JOB_MIN_WIDTH = 150;

    @Inject
    private JobList jobs;
    private Table table;
    private Button cancel;
    private List<JobList.Row> shown = List.of();

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite holder = new Composite(parent, SWT.NONE);
        holder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        TableColumnLayout columns = new TableColumnLayout();
        holder.setLayout(columns);
        table = new Table(holder, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        // the job's name takes the width its state and time leave, which are as wide as their text (fixed widths of
        // 490 px cut the time in the 470 px of the bottom-left views at 1280 x 800)
        columns.setColumnData(column("Job"), new ColumnWeightData(1, JOB_MIN_WIDTH));
        columns.setColumnData(column("State"), new ColumnPixelData(ColumnWidths.fitted(table, "State",
                "cancelled")));
        columns.setColumnData(column("Time"), new ColumnPixelData(ColumnWidths.fitted(table, "Time",
                "ran 9,999.9 s")));
        cancel = new Button(parent, SWT.PUSH);
        cancel.setText("Cancel");
        cancel.setToolTipText("Ask the selected job to stop; a live run pauses");
        cancel.addListener(SWT.Selection, e -> cancelSelected());
        table.addListener(SWT.Selection, e -> enableCancel());
        refresh();
    }

    private TableColumn column(String title) {
        TableColumn column = new TableColumn(table, SWT.LEFT);
        column.setText(title);
        return column;
    }

    private void refresh() {
        if (table.isDisposed()) {
            return;
        }
        table.getDisplay().timerExec(REFRESH_MS, this::refresh);
        if (!table.isVisible()) {
            return;
        }
        Job selected = selected();
        shown = jobs.rows();
        long now = System.currentTimeMillis();
        table.setItemCount(shown.size());
        for (int i = 0; i < shown.size(); i++) {
            JobList.Row row = shown.get(i);
            TableItem item = table.getItem(i);
            item.setText(new String[] { row.job().getName(), row.state(),
                    String.format(Locale.ROOT, row.ran() < 0 ? "for %.1f s" : "ran %.1f s",
                            (row.ran() < 0 ? now - row.since() : row.ran()) / 1000.0) });
            if (row.job() == selected) {
                table.select(i);
            }
        }
        enableCancel();
    }

    private Job selected() {
        int index = table.getSelectionIndex();
        return index >= 0 && index < shown.size() ? shown.get(index).job() : null;
    }

    private void enableCancel() {
        Job job = selected();
        cancel.setEnabled(job != null && jobs.isActive(job));
    }

    private void cancelSelected() {
        Job job = selected();
        if (job != null) {
            job.cancel();
        }
    }
}
