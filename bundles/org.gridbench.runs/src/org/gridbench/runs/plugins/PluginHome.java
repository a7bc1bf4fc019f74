package org.gridbench.runs.plugins;

import java.nio.file.Path;

/**
 * Where installed plug-ins live: {@code plugins/} in the user's Gridbench directory, which is the system property
 * {@value #PROPERTY} when set (tests), else the environment variable {@value #VARIABLE}, else {@code ~/.gridbench}.
 */
public final class PluginHome {

    public static final String PROPERTY = "gridbench.home";
    public static final String VARIABLE = "GRIDBENCH_HOME";

    private PluginHome() {
    }

    /** The user's Gridbench directory. */
    public static Path gridbenchHome() {
        String configured = System.getProperty(PROPERTY);
        if (configured == null || configured.isBlank()) {
            configured = System.getenv(VARIABLE);
        }
        if (configured == null || configured.isBlank()) {
            return Path.of(System.getProperty("user.home"), ".gridbench");
        }
        return Path.of(configured);
    }

    /** The folder of installed plug-in jars. */
    public static Path plugins() {
        return gridbenchHome().resolve("plugins");
    }
}
