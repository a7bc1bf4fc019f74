package org.gridbench.cli.tests;

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
import java.util.Optional;
import java.util.function.Function;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Simulation bundles (kernel, model, families, policies, runs, experiments, command line) must not see any UI package;
 * no bundle may require or import a bundle of a higher layer ({@link BundleLayers}); the workbench sees neither the
 * command line nor the experiments, and its application model names no class of the views above it.
 */
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

    @Test
    void noBundleSeesAHigherLayer() throws IOException {
        List<Path> bundles = gridbenchBundles();
        assertTrue(bundles.stream().anyMatch(b -> b.endsWith("org.gridbench.runs")), "bundles found: " + bundles);
        List<String> violations = new ArrayList<>();
        for (Path bundle : bundles) {
            String name = bundle.getFileName().toString();
            try (InputStream in = Files.newInputStream(bundle.resolve("META-INF/MANIFEST.MF"))) {
                violations.addAll(violations(name, in, dependency -> upward(name, dependency)));
            }
            violations.addAll(sourceViolations(bundle, dependency -> upward(name, dependency)));
        }
        assertEquals(List.of(), violations);
    }

    @Test
    void aManifestThatRequiresAHigherBundleIsCaught() throws IOException {
        String stars = "Manifest-Version: 1.0\nBundle-SymbolicName: org.gridbench.stars\nRequire-Bundle: org.gridbench.ru"
                + "ns,\n org.eclipse.equinox.common\nImport-Package: org.gridbench.model.scenario,\n org.gridbench.expe"
                + "riments.bench;version=\"1.0\"\n";
        assertEquals(List.of("org.gridbench.stars: Require-Bundle org.gridbench.runs (FAMILIES sees RUNS)",
                "org.gridbench.stars: Import-Package org.gridbench.experiments.bench (FAMILIES sees EXPERIMENTS)"),
                violations("org.gridbench.stars", stream(stars), d -> upward("org.gridbench.stars", d)));
        String views = "Manifest-Version: 1.0\nBundle-SymbolicName: org.gridbench.ui.views\nRequire-Bundle: org.gridbe"
                + "nch.ui,\n org.gridbench.cli\nImport-Package: org.gridbench.runs\n";
        assertEquals(List.of("org.gridbench.ui.views: Require-Bundle org.gridbench.cli (the workbench sees the command"
                + " line or the experiments)"),
                violations("org.gridbench.ui.views", stream(views), d -> upward("org.gridbench.ui.views", d)));
    }

    @Test
    void theApplicationModelNamesNoViewClass() throws IOException {
        String model = Files.readString(BUNDLES.resolve("org.gridbench.ui/Application.e4xmi"), StandardCharsets.UTF_8);
        assertTrue(model.contains("org.gridbench.ui"), "the application model was read");
        assertEquals(-1, model.indexOf("org.gridbench.ui.views"), "Application.e4xmi names org.gridbench.ui.views");
    }

    // why a Gridbench bundle may not depend on the bundle, package or class named, if it may not
    private static Optional<String> upward(String bundle, String dependency) {
        Optional<BundleLayers> layer = BundleLayers.of(bundle);
        Optional<String> owner = BundleLayers.owner(dependency);
        if (layer.isEmpty() || owner.isEmpty()) {
            return Optional.empty();
        }
        if (BundleLayers.WORKBENCH.contains(bundle) && BundleLayers.NOT_FOR_THE_WORKBENCH.contains(owner.get())) {
            return Optional.of(" (the workbench sees the command line or the experiments)");
        }
        BundleLayers other = BundleLayers.of(owner.get()).orElseThrow();
        return other.compareTo(layer.get()) > 0 ? Optional.of(" (" + layer.get() + " sees " + other + ")")
                : Optional.empty();
    }

    private static InputStream stream(String manifest) {
        return new ByteArrayInputStream(manifest.getBytes(StandardCharsets.UTF_8));
    }

    private static List<Path> gridbenchBundles() throws IOException {
        try (Stream<Path> dirs = Files.list(BUNDLES)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve("META-INF/MANIFEST.MF")))
                    .filter(d -> BundleLayers.of(d.getFileName().toString()).isPresent()).sorted().toList();
        }
    }

    private static List<Path> simulationBundles() throws IOException {
        try (Stream<Path> dirs = Files.list(BUNDLES)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve("META-INF/MANIFEST.MF")))
                    .filter(d -> !d.getFileName().toString().endsWith(".tests"))
                    .filter(d -> !d.getFileName().toString().startsWith("org.gridbench.ui")).sorted().toList();
        }
    }

    static List<String> violations(String bundle, InputStream manifest) throws IOException {
        return violations(bundle, manifest, name -> isForbidden(name) ? Optional.of("") : Optional.empty());
    }

    /** Each clause of the manifest's dependency headers that {@code problem} finds something wrong with. */
    static List<String> violations(String bundle, InputStream manifest, Function<String, Optional<String>> problem)
            throws IOException {
        Attributes main = new Manifest(manifest).getMainAttributes();
        List<String> found = new ArrayList<>();
        for (String header : List.of("Require-Bundle", "Import-Package", "DynamicImport-Package")) {
            String value = main.getValue(header);
            if (value == null) {
                continue;
            }
            for (String clause : value.split(",(?=(?:[^\"]*\"[^\"]*\")*[^\"]*$)")) {
                String name = clause.split(";")[0].trim();
                problem.apply(name).ifPresent(why -> found.add(bundle + ": " + header + " " + name + why));
            }
        }
        return found;
    }

    private static List<String> sourceViolations(Path bundle) throws IOException {
        return sourceViolations(bundle, name -> isForbidden(name) ? Optional.of("") : Optional.empty());
    }

    private static List<String> sourceViolations(Path bundle, Function<String, Optional<String>> problem)
            throws IOException {
        Path src = bundle.resolve("src");
        if (!Files.isDirectory(src)) {
            return List.of();
        }
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(src)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    String t = line.trim();
                    if (t.startsWith("import ")) {
                        String name = t.substring(7).replace("static ", "").replace(";", "").trim();
                        problem.apply(name).ifPresent(why -> found.add(bundle.relativize(file) + ": " + t + why));
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
