package org.gridbench.model.importers.tests;

import java.nio.file.Files;
import java.nio.file.Path;

/** The reference data files of the project ({@code shared/data} beside the repository), read by path in tests. */
public final class SharedData {

    private static final Path ROOT = find();

    private SharedData() {
    }

    /** A file under shared/data, such as {@code workflows/dax/HEFT_paper.xml}. */
    public static Path file(String relative) {
        return ROOT.resolve(relative);
    }

    /** From the test bundle folder, shared/data is three levels up; other working folders are searched upwards. */
    private static Path find() {
        Path start = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        Path expected = start.resolve("../../../shared/data").normalize();
        if (Files.isDirectory(expected)) {
            return expected;
        }
        for (Path folder = start; folder != null; folder = folder.getParent()) {
            if (Files.isDirectory(folder.resolve("shared/data"))) {
                return folder.resolve("shared/data");
            }
        }
        throw new IllegalStateException("no shared/data folder above " + start);
    }
}
