package org.gridbench.sweeps.cluster;

import java.io.IOException;
import java.util.List;

/**
 * The installed policy plug-ins a driver sends to workers that lack them, so that a worker runs the same policies as
 * the driver would locally.
 */
public interface PluginShipping {

    /** An installed plug-in jar. */
    record Jar(String fileName, byte[] content) {
    }

    /** The driver's installed plug-in jars. */
    List<Jar> installed() throws IOException;

    /** Whether this worker has a plug-in jar of that SHA-256 installed. */
    boolean has(String sha256) throws IOException;

    /** Installs a jar the driver sent, after its SHA-256 was checked; a message when it cannot. */
    void install(Jar jar) throws IOException;
}
