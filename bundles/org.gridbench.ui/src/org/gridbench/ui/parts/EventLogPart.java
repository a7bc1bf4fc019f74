package org.gridbench.ui.parts;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnPixelData;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.log.LogEntry;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * The event log, newest entry first. The message comes first and takes the width the severity, source and time leave
 * (Eclipse's Error Log puts its message first too), so that a narrow pane still shows what happened.
 */
public final class EventLogPart {

    /** The message column's least width: a narrower view scrolls sideways; a row's tooltip is its whole message. */
    private static final int MESSAGE_MIN_WIDTH = 200;
    /** Hours, minutes and seconds always (LocalTime's own text drops ":00" seconds). */
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    @Inject
    private EventLog log;

    private TableViewer viewer;

    @PostConstruct
    void create(Composite parent) {
        TableColumnLayout columns = new TableColumnLayout();
        parent.setLayout(columns);
        viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        ColumnViewerToolTipSupport.enableFor(viewer);
        columns.setColumnData(column("Message", LogEntry::message).getColumn(), new ColumnWeightData(1,
                MESSAGE_MIN_WIDTH));
        fitted(columns, column("Severity", e -> e.severity().name().toLowerCase()), "Severity");
        // the widest source the workbench logs under
        fitted(columns, column("Source", LogEntry::source), "preferences");
        fitted(columns, column("Time", e -> clock(e.time())), "00:00:00");
        viewer.setInput(log.entries().reversed());
    }

    // a column as wide as its widest expected text (or its title)
    private void fitted(TableColumnLayout columns, TableViewerColumn column, String widest) {
        columns.setColumnData(column.getColumn(), new ColumnPixelData(ColumnWidths.fitted(viewer.getTable(),
                column.getColumn().getText(), widest)));
    }

    private TableViewerColumn column(String title, java.util.function.Function<LogEntry, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((LogEntry) element);
            }

            // the whole message, for one longer than its column, wherever the row is pointed at
            @Override
            public String getToolTipText(Object element) {
                return ((LogEntry) element).message();
            }

            @Override
            public Color getForeground(Object element) {
                return ((LogEntry) element).severity() == LogEntry.Severity.ERROR
                        ? viewer.getTable().getDisplay().getSystemColor(SWT.COLOR_DARK_RED)
                        : null;
            }
        });
        return column;
    }

    @Inject
    @Optional
    void added(@UIEventTopic(EventLog.TOPIC) LogEntry entry) {
        if (viewer != null && !viewer.getTable().isDisposed()) {
            viewer.setInput(log.entries().reversed());
        }
    }

    /** An entry's time as the view shows it: hours, minutes and seconds, ":00" seconds too. */
    public static String clock(LocalTime time) {
        return CLOCK.format(time);
    }

    @Focus
    void focus() {
        viewer.getTable().setFocus();
    }

    /** The messages shown, newest first. */
    public java.util.List<String> messages() {
        return log.entries().reversed().stream().map(LogEntry::message).toList();
    }
}
