package org.gridbench.cli;

import java.io.PrintStream;
import java.util.function.IntConsumer;

/**
 * The headless application's handler of a throwable that no thread caught (a worker slot, a helper thread): one line
 * naming the thread and the failure, its stack trace in the log, and the process ends with exit code 1. Without it the
 * JVM printed a stack trace and the command went on without that thread, or waited for it.
 */
public final class ThreadFailures implements Thread.UncaughtExceptionHandler {

    private final PrintStream err;
    private final IntConsumer exit;

    /** Says failures on {@code err}, then ends the process through {@code exit} ({@code System::exit}, headless). */
    public ThreadFailures(PrintStream err, IntConsumer exit) {
        this.err = err;
        this.exit = exit;
    }

    @Override
    public void uncaughtException(Thread thread, Throwable failure) {
        err.println(FailureLog.line("gridbench: thread '" + thread.getName() + "'", failure));
        System.out.flush();
        exit.accept(Cli.INTERNAL_ERROR);
    }
}
