package org.gridbench.ui.log;

import java.time.LocalTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import org.eclipse.e4.core.services.events.IEventBroker;
import org.gridbench.ui.log.LogEntry.Severity;

/**
 * The workbench's event log: keeps the latest entries (so a view opened later sees the history) and posts each
 * new entry on {@link #TOPIC} for the Event Log view.
 */
public final class EventLog {

    public static final String TOPIC = "gridbench/log/entry";
    private static final int CAPACITY = 2000;

    private final IEventBroker broker;
    private final Deque<LogEntry> entries = new ArrayDeque<>();

    /** @param broker where each entry is posted; null keeps the entries only (headless tools, benchmarks) */
    public EventLog(IEventBroker broker) {
        this.broker = broker;
    }

    public void info(String source, String message) {
        add(Severity.INFO, source, message);
    }

    public void error(String source, String message) {
        add(Severity.ERROR, source, message);
    }

    public synchronized List<LogEntry> entries() {
        return new ArrayList<>(entries);
    }

    private void add(Severity severity, String source, String message) {
        LogEntry entry = new LogEntry(LocalTime.now().withNano(0), severity, source, message);
        synchronized (this) {
            if (entries.size() == CAPACITY) {
                entries.removeFirst();
            }
            entries.addLast(entry);
        }
        if (broker != null) {
            broker.post(TOPIC, entry);
        }
    }
}
