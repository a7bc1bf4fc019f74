package org.gridbench.sweeps.cluster;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.gridbench.runs.plugins.PluginDescriptor;
import org.gridbench.runs.plugins.PluginException;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.sweeps.engine.RunIds;

/** The plug-ins installed in this product, as a cluster driver sends them and a worker installs them. */
public final class ShippedPlugins implements PluginShipping {

    private final PluginInstaller installer;

    public ShippedPlugins(PluginInstaller installer) {
        this.installer = installer;
    }

    @Override
    public List<Jar> installed() throws IOException {
        List<Jar> jars = new ArrayList<>();
        try {
            for (PluginDescriptor plugin : installer.installed()) {
                jars.add(new Jar(plugin.jar().getFileName().toString(), Files.readAllBytes(plugin.jar())));
            }
        } catch (PluginException e) {
            throw new IOException(e.getMessage(), e);
        }
        return jars;
    }

    @Override
    public boolean has(String sha256) throws IOException {
        for (Jar jar : installed()) {
            if (RunIds.sha256(jar.content()).equals(sha256)) {
                return true;
            }
        }
        return false;
    }

    /** Written to a folder of its own first, then installed as {@code ./gridbench plugin install} would. */
    @Override
    public void install(Jar jar) throws IOException {
        Path folder = Files.createTempDirectory("gridbench-shipped-");
        Path file = folder.resolve(Path.of(jar.fileName()).getFileName().toString());
        try {
            Files.write(file, jar.content());
            installer.install(file);
        } catch (PluginException e) {
            throw new IOException(e.getMessage(), e);
        } finally {
            Files.deleteIfExists(file);
            Files.deleteIfExists(folder);
        }
    }
}
