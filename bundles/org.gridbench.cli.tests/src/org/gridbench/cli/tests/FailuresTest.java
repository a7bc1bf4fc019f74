package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.equinox.app.IApplicationContext;
import org.gridbench.cli.Cli;
import org.gridbench.cli.Command;
import org.gridbench.cli.Console;
import org.gridbench.cli.FailureLog;
import org.gridbench.cli.GridbenchApplication;
import org.gridbench.cli.ThreadFailures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a headless command did not expect ends it with one line naming what failed and the log that holds the stack
 * trace, exit code 1: a throwable out of a command, out of a thread, or out of the application's start. Before, a
 * thread's failure printed a stack trace and the command went on, and a failure at the start ended the process with
 * Equinox's exit 13 and nothing said.
 */
class FailuresTest {

    @TempDir
    Path dir;

    private Path log;
    private String previousLog;
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeEach
    void logToATemporaryFile() {
        log = dir.resolve("logs/run-1.log");
        previousLog = System.getProperty(FailureLog.LOG_PROPERTY);
        System.setProperty(FailureLog.LOG_PROPERTY, log.toString());
    }

    @AfterEach
    void restoreTheLog() {
        if (previousLog == null) {
            System.clearProperty(FailureLog.LOG_PROPERTY);
        } else {
            System.setProperty(FailureLog.LOG_PROPERTY, previousLog);
        }
    }

    @Test
    void aCommandThatThrowsSaysSoInOneLineAndLeavesItsStackTraceInTheLog() throws IOException {
        Files.createDirectories(log.getParent());
        Cli cli = new Cli(List.of(new Throwing()));
        assertEquals(Cli.INTERNAL_ERROR, cli.run(new String[] { "throwing" }, console()));
        assertEquals("gridbench throwing: internal error: java.lang.IllegalStateException: broken\\nhere; the stack"
                + " trace is in " + log + "\n", err());
        String trace = Files.readString(log);
        assertTrue(trace.contains("!MESSAGE java.lang.IllegalStateException: broken\\nhere"), trace);
        assertTrue(trace.contains("at " + Throwing.class.getName() + ".run("), trace);
    }

    @Test
    void aLogThatCannotBeWrittenIsSaidInTheSameLine() {
        String line = FailureLog.line("gridbench run", new IllegalStateException("broken"));
        assertEquals("gridbench run: internal error: java.lang.IllegalStateException: broken; its stack trace could"
                + " not be written to " + log + " (" + log + " (No such file or directory))", line);
    }

    @Test
    void aThreadThatDiesEndsTheProcessWithOneLineAndExitCode1() throws InterruptedException, IOException {
        Files.createDirectories(log.getParent());
        AtomicInteger exit = new AtomicInteger(-1);
        Thread slot = new Thread(() -> {
            throw new OutOfMemoryError("Java heap space");
        }, "gridbench-worker-slot-0");
        slot.setUncaughtExceptionHandler(new ThreadFailures(console().err(), exit::set));
        slot.start();
        slot.join();
        assertEquals(Cli.INTERNAL_ERROR, exit.get());
        assertEquals("gridbench: thread 'gridbench-worker-slot-0': internal error: java.lang.OutOfMemoryError: Java"
                + " heap space; the stack trace is in " + log + "\n", err());
        assertTrue(Files.readString(log).contains("at " + FailuresTest.class.getName()), Files.readString(log));
    }

    /** The application catches what its start throws and installs the handler of threads' failures. */
    @Test
    void theApplicationSaysAFailureOfItsStartInOneLineAndHandlesEveryThreadsFailures() throws IOException {
        Files.createDirectories(log.getParent());
        Thread.UncaughtExceptionHandler previous = Thread.getDefaultUncaughtExceptionHandler();
        PrintStream systemErr = System.err;
        System.setErr(console().err());
        try {
            Object code = new GridbenchApplication().start(context(Map.of(IApplicationContext.APPLICATION_ARGS,
                    "not an array of arguments")));
            assertEquals(Cli.INTERNAL_ERROR, code);
            assertInstanceOf(ThreadFailures.class, Thread.getDefaultUncaughtExceptionHandler());
        } finally {
            System.setErr(systemErr);
            Thread.setDefaultUncaughtExceptionHandler(previous);
        }
        assertTrue(err().matches("gridbench: starting the command line: internal error: java\\.lang\\."
                + "ClassCastException: .*; the stack trace is in \\Q" + log + "\\E\\n"), err());
    }

    private static IApplicationContext context(Map<String, Object> arguments) {
        return (IApplicationContext) Proxy.newProxyInstance(FailuresTest.class.getClassLoader(),
                new Class<?>[] { IApplicationContext.class },
                (proxy, method, args) -> "getArguments".equals(method.getName()) ? arguments : null);
    }

    private Console console() {
        return new Console(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** A command with a bug. */
    private static final class Throwing implements Command {

        @Override
        public String name() {
            return "throwing";
        }

        @Override
        public String summary() {
            return "throws";
        }

        @Override
        public String usage() {
            return "throwing";
        }

        @Override
        public int run(List<String> args, Console console) {
            throw new IllegalStateException("broken\nhere");
        }
    }
}
