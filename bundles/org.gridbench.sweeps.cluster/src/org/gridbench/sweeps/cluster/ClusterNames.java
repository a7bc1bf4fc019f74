package org.gridbench.sweeps.cluster;

/** The distributed structures a driver and its workers share; one driver serves a cluster at a time. */
final class ClusterNames {

    /** Runs waiting for a free slot: JSON tasks, pulled by the workers' slots. */
    static final String PENDING = "gridbench.pending";
    /** Finished runs on their way to the driver, which alone writes them. */
    static final String RESULTS = "gridbench.results";
    /** Run id to the member running it and the attempt, so the driver re-queues the runs of a member that left. */
    static final String IN_FLIGHT = "gridbench.inFlight";
    /** The file names of the driver's plug-in jars, by SHA-256. */
    static final String PLUGINS = "gridbench.plugins";
    /** The bytes of the driver's plug-in jars, by SHA-256. */
    static final String PLUGIN_JARS = "gridbench.pluginJars";

    private ClusterNames() {
    }
}
