package org.gridbench.runs.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;

/** The performance log (docs/performance.md): each benchmark appends its table under a dated title. */
public final class PerformanceLog {

    private PerformanceLog() {
    }

    /** The file named by {@code --log FILE} among a benchmark application's arguments, or null. */
    public static Path option(String[] args) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--log")) {
                return Path.of(args[i + 1]);
            }
        }
        return null;
    }

    /** Appends {@code table} under "## title, date", the machine and the command that measured it. */
    public static void append(Path log, String title, String command, String table) throws IOException {
        String entry = "\n## " + title + ", " + LocalDate.now() + "\n\n" + MachineDescription.current()
                + "\n\nCommand: `" + command + "`\n\n" + table;
        Files.writeString(log, entry, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
