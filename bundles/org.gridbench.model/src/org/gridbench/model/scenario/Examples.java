package org.gridbench.model.scenario;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;

/** The example scenarios shipped in this bundle's {@code examples/} folder, listed in {@code examples/index.txt}. */
public final class Examples {

    private static final String FOLDER = "/examples/";

    private Examples() {
    }

    /** File names such as {@code trees-star.gridbench.json}, in the order of the index. */
    public static List<String> names() {
        return text("index.txt").lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }

    /** The example scenarios, then the example sweep documents over them ({@code examples/sweeps.txt}). */
    public static List<String> withSweeps() {
        return Stream.concat(names().stream(), text("sweeps.txt").lines().map(String::strip)
                .filter(line -> !line.isEmpty())).toList();
    }

    /** The text of one example, for {@link ScenarioReader#parse}. */
    public static String text(String name) {
        try (InputStream in = Examples.class.getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no example named " + name + " in " + FOLDER);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("reading example " + name, e);
        }
    }
}
