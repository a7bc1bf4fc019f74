package org.gridbench.experiments.stars;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** What a STaRS run leaves: files written into a folder and a text summary for the console. */
public interface RunReport {

    /** Writes the report's files into {@code folder} atomically; returns them. */
    List<Path> write(Path folder) throws IOException;

    String text();
}
