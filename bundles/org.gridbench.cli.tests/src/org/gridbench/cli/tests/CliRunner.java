package org.gridbench.cli.tests;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.cli.Cli;
import org.gridbench.cli.Console;

/** Runs commands as ./gridbench does, against the running registry, and keeps what they printed. */
final class CliRunner {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Runs one command line; out() and err() then hold only its output. */
    int run(String... args) {
        out.reset();
        err.reset();
        Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return Cli.standard(RegistryFactory.getRegistry()).run(args, console);
    }

    String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
