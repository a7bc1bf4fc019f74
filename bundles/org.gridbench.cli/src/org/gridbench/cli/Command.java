package org.gridbench.cli;

import java.util.List;

/** A headless command of {@code ./gridbench <command>}. */
public interface Command {

    String name();

    /** One line for the command list of --help. */
    String summary();

    /** The full text of {@code <command> --help}. */
    String usage();

    /** Runs the command and returns its exit code; bad input is thrown as {@link InputException}. */
    int run(List<String> args, Console console) throws InputException;
}
