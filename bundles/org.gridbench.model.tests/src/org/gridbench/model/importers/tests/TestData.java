package org.gridbench.model.importers.tests;

import java.nio.file.Files;
import java.nio.file.Path;

/** The real data files the tests read: {@code tests/data} of the repository (sources in its README.md). */
public final class TestData {

    /** Tycho runs a test bundle's tests in the bundle's folder, two levels below the repository. */
    private static final Path ROOT = Path.of(System.getProperty("user.dir"), "..", "..", "tests", "data")
            .toAbsolutePath().normalize();

    private TestData() {
    }

    /** A file under tests/data, such as {@code workflows/dax/HEFT_paper.xml}. */
    public static Path file(String relative) {
        Path file = ROOT.resolve(relative);
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("no test data file " + file);
        }
        return file;
    }
}
