package org.gridbench.experiments.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** Simulation bundles (kernel, model, families, policies, experiments) must not see any UI package. */
class LayeringTest {

    private static final List<String> FORBIDDEN = List.of("org.eclipse.swt", "org.eclipse.jface",
            "org.eclipse.e4.ui", "org.eclipse.ui", "org.eclipse.draw2d");

    private static final Path BUNDLES = Path.of(System.getProperty("user.dir")).getParent();

    @Test
    void simulationBundlesImportNoUiPackage() throws IOException {
        List<Path> bundles = simulationBundles();
        assertTrue(bundles.stream().anyMatch(b -> b.endsWith("org.gridbench.kernel")), "bundles found: " + bundles);
        assertTrue(bundles.stream().anyMatch(b -> b.endsWith("org.gridbench.experiments")));
        List<String> violations = new ArrayList<>();
        for (Path bundle : bundles) {
            try (InputStream in = Files.newInputStream(bundle.resolve("META-INF/MANIFEST.MF"))) {
                violations.addAll(violations(bundle.getFileName().toString(), in));
            }
            violations.addAll(sourceViolations(bundle));
        }
        assertEquals(List.of(), violations);
    }

    @Test
    void aManifestThatRequiresSwtIsCaught() throws IOException {
        String manifest = "Manifest-Version: 1.0\nBundle-SymbolicName: bad\nRequire-Bundle: org.eclipse.swt;bund"
                + "le-version=\"3.1\",\n org.eclipse.core.runtime\nImport-Package: org.eclipse.draw2d.graph,\n org.os"
                + "gi.framework\n";
        List<String> found = violations("bad", new ByteArrayInputStream(manifest.getBytes(StandardCharsets.UTF_8)));
        assertEquals(List.of("bad: Require-Bundle org.eclipse.swt", "bad: Import-Package org.eclipse.draw2d.graph"),
                found);
    }

    private static List<Path> simulationBundles() throws IOException {
        try (Stream<Path> dirs = Files.list(BUNDLES)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve("META-INF/MANIFEST.MF")))
                    .filter(d -> !d.getFileName().toString().endsWith(".tests"))
                    .filter(d -> !d.getFileName().toString().startsWith("org.gridbench.ui")).sorted().toList();
        }
    }

    static List<String> violations(String bundle, InputStream manifest) throws IOException {
        Attributes main = new Manifest(manifest).getMainAttributes();
        List<String> found = new ArrayList<>();
        for (String header : List.of("Require-Bundle", "Import-Package", "DynamicImport-Package")) {
            String value = main.getValue(header);
            if (value == null) {
                continue;
            }
            for (String clause : value.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")) {
                String name = clause.split(";")[0].trim();
                if (isForbidden(name)) {
                    found.add(bundle + ": " + header + " " + name);
                }
            }
        }
        return found;
    }

    private static List<String> sourceViolations(Path bundle) throws IOException {
        Path src = bundle.resolve("src");
        if (!Files.isDirectory(src)) {
            return List.of();
        }
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(src)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    String t = line.trim();
                    if (t.startsWith("import ") && isForbidden(t.substring(7).replace("static ", "").trim())) {
                        found.add(bundle.relativize(file) + ": " + t);
                    }
                }
            }
        }
        return found;
    }

    private static boolean isForbidden(String name) {
        return FORBIDDEN.stream().anyMatch(f -> name.equals(f) || name.startsWith(f + "."));
    }
}
