package org.gridbench.cli;

import java.io.PrintStream;

/** Where a command writes: results to out, messages about bad input to err. */
public record Console(PrintStream out, PrintStream err) {
}
