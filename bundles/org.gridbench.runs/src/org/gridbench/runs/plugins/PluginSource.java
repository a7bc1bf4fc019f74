package org.gridbench.runs.plugins;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * What a user hands to install: a plug-in jar, or a p2 repository folder (as Tycho's {@code eclipse-repository}
 * builds it: {@code artifacts} and {@code content} metadata beside a {@code plugins/} folder of jars), whose bundle
 * jars are installed together.
 */
public final class PluginSource {

    private static final List<String> P2_METADATA = List.of("artifacts.jar", "artifacts.xml", "artifacts.xml.xz",
            "compositeArtifacts.jar", "compositeArtifacts.xml");

    private PluginSource() {
    }

    /** @throws PluginException when {@code path} is neither a jar nor a p2 repository folder with bundles */
    public static List<Path> jars(Path path) throws PluginException {
        if (Files.isRegularFile(path)) {
            if (!path.getFileName().toString().endsWith(".jar")) {
                throw new PluginException(path + ": not a plug-in: give a .jar file or a p2 repository folder");
            }
            return List.of(path);
        }
        if (!Files.isDirectory(path)) {
            throw new PluginException(path + ": no such file or folder");
        }
        if (P2_METADATA.stream().noneMatch(name -> Files.isRegularFile(path.resolve(name)))) {
            throw new PluginException(path + ": not a p2 repository: it has no artifacts.jar or artifacts.xml");
        }
        Path plugins = path.resolve("plugins");
        List<Path> jars;
        try (Stream<Path> files = Files.isDirectory(plugins) ? Files.list(plugins) : Stream.empty()) {
            jars = files.filter(f -> f.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new PluginException(plugins + ": cannot list it: " + e.getMessage(), e);
        }
        if (jars.isEmpty()) {
            throw new PluginException(path + ": the p2 repository holds no bundle jar in plugins/");
        }
        return jars;
    }
}
