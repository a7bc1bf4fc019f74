package org.gridbench.cli.tests;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/** Writes small plug-in jars for the install tests: a manifest, a plugin.xml, and fixture classes copied in. */
final class TestPlugins {

    static final String MARKET_IMPORTS = "org.gridbench.market.policy;version=\"[1.0.0,2.0.0)\"";

    private TestPlugins() {
    }

    /** A bundle {@code name} importing {@code imports}, contributing {@code policies} (plugin.xml extensions). */
    static Path bundle(Path dir, String name, String imports, String policies, Class<?>... classes)
            throws IOException {
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.putValue("Bundle-ManifestVersion", "2");
        main.putValue("Bundle-SymbolicName", name + ";singleton:=true");
        main.putValue("Bundle-Version", "1.0.0");
        main.putValue("Bundle-ActivationPolicy", "lazy");
        if (!imports.isEmpty()) {
            main.putValue("Import-Package", imports);
        }
        return jar(dir.resolve(name + ".jar"), manifest, pluginXml(policies), classes);
    }

    /** A jar whose manifest names no bundle. */
    static Path plainJar(Path dir, String name, String policies) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        return jar(dir.resolve(name + ".jar"), manifest, pluginXml(policies));
    }

    /** One bidding policy contribution. */
    static String marketPolicy(String id, Class<?> type) {
        return "<extension point=\"org.gridbench.market.biddingPolicies\"><policy id=\"" + id + "\" name=\"" + id
                + "\" class=\"" + type.getName() + "\" wins=\"highest\"/></extension>";
    }

    private static String pluginXml(String extensions) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?eclipse version=\"3.4\"?>\n<plugin>" + extensions
                + "</plugin>\n";
    }

    private static Path jar(Path file, Manifest manifest, String pluginXml, Class<?>... classes) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out, manifest)) {
            jar.putNextEntry(new JarEntry("plugin.xml"));
            jar.write(pluginXml.getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
            for (Class<?> type : classes) {
                String entry = type.getName().replace('.', '/') + ".class";
                jar.putNextEntry(new JarEntry(entry));
                try (InputStream bytes = type.getResourceAsStream("/" + entry)) {
                    bytes.transferTo(jar);
                }
                jar.closeEntry();
            }
        }
        return file;
    }
}
