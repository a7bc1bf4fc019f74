package org.gridbench.ui.log;

import java.time.LocalTime;

/** One line of the event log. */
public record LogEntry(LocalTime time, Severity severity, String source, String message) {

    public enum Severity {
        INFO, ERROR
    }
}
