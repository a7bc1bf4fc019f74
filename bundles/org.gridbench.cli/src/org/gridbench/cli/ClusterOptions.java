package org.gridbench.cli;

import org.gridbench.sweeps.cluster.ClusterMembers;
import org.gridbench.sweeps.cluster.ClusterSettings;

/** The options a driver and a worker share: members, bind address, port, cluster name, and the token's variable. */
final class ClusterOptions {

    private ClusterOptions() {
    }

    static ClusterSettings settings(String command, Options options, String members) throws InputException {
        try {
            return new ClusterSettings(ClusterSettings.members(members), options.text("--bind", "127.0.0.1"),
                    options.count("--port", ClusterSettings.DEFAULT_PORT, 1), options.text("--cluster-name",
                            "gridbench"), System.getenv(ClusterSettings.TOKEN_VARIABLE), ClusterMembers.version());
        } catch (IllegalArgumentException e) {
            throw new InputException(command + ": " + e.getMessage());
        }
    }
}
