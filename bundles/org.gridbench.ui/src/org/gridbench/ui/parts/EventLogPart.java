package org.gridbench.ui.parts;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.log.LogEntry;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/** The event log, newest entry first. */
public final class EventLogPart {

    @Inject
    private EventLog log;

    private TableViewer viewer;

    @PostConstruct
    void create(Composite parent) {
        viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        column("Time", 80, e -> e.time().toString());
        column("Severity", 80, e -> e.severity().name().toLowerCase());
        column("Source", 100, LogEntry::source);
        column("Message", 900, LogEntry::message);
        viewer.setInput(log.entries().reversed());
    }

    private void column(String title, int width, java.util.function.Function<LogEntry, String> text) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((LogEntry) element);
            }

            @Override
            public Color getForeground(Object element) {
                return ((LogEntry) element).severity() == LogEntry.Severity.ERROR
                        ? viewer.getTable().getDisplay().getSystemColor(SWT.COLOR_DARK_RED)
                        : null;
            }
        });
    }

    @Inject
    @Optional
    void added(@UIEventTopic(EventLog.TOPIC) LogEntry entry) {
        if (viewer != null && !viewer.getTable().isDisposed()) {
            viewer.setInput(log.entries().reversed());
        }
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
