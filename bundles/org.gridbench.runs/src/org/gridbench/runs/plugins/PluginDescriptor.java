package org.gridbench.runs.plugins;

import java.nio.file.Path;
import java.util.List;

/** A plug-in jar as its manifest and {@code plugin.xml} describe it: who it is and which policies it contributes. */
public record PluginDescriptor(String symbolicName, String version, Path jar, List<ContributedPolicy> policies) {

    public PluginDescriptor {
        policies = List.copyOf(policies);
    }
}
