package org.gridbench.cli;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;

import org.gridbench.model.scenario.Problem;

/**
 * How a headless command reports what it did not expect: one line naming what failed, its stack trace appended to the
 * log that ./gridbench names in {@value #LOG_PROPERTY} (under GRIDBENCH_HOME, where Equinox writes its own errors too).
 */
public final class FailureLog {

    /** The Equinox log file; ./gridbench sets it for every headless command. */
    public static final String LOG_PROPERTY = "osgi.logfile";

    private FailureLog() {
    }

    /** The one line for {@code failure} of {@code what} ("gridbench run"), its stack trace written to the log. */
    public static String line(String what, Throwable failure) {
        return Problem.oneLine(what + ": internal error: " + failure + whereTheTraceIs(failure));
    }

    /** Writes the stack trace of {@code failure} to the log and says where: "; the stack trace is in LOG". */
    public static String whereTheTraceIs(Throwable failure) {
        String log = System.getProperty(LOG_PROPERTY, "");
        if (log.isEmpty()) {
            return "";
        }
        try (PrintStream out = new PrintStream(new FileOutputStream(log, true), true, StandardCharsets.UTF_8)) {
            out.println("!ENTRY org.gridbench.cli 4 0 " + Instant.now());
            out.println("!MESSAGE " + Problem.oneLine(String.valueOf(failure)));
            out.println("!STACK 0");
            failure.printStackTrace(out);
            return "; the stack trace is in " + log;
        } catch (IOException | RuntimeException e) {
            return "; its stack trace could not be written to " + log + " (" + e.getMessage() + ")";
        }
    }
}
