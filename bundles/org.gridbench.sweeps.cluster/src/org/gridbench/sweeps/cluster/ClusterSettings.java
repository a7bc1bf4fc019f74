package org.gridbench.sweeps.cluster;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.sweeps.engine.RunIds;

/**
 * How a driver or worker joins its cluster: the members listed explicitly (no multicast, no auto-detection), the
 * address it binds to, the shared cluster name and token, and the Gridbench version every member must run.
 *
 * @param members HOST[:PORT] of the members to contact (a worker: the driver's or another worker's address)
 * @param bind the address this member binds to and announces
 * @param port the first port tried (the next ones if taken)
 */
public record ClusterSettings(List<String> members, String bind, int port, String name, String token,
        String version) {

    public static final int DEFAULT_PORT = 5701;
    public static final String TOKEN_VARIABLE = "GRIDBENCH_CLUSTER_TOKEN";

    public ClusterSettings {
        members = List.copyOf(members);
        if (token == null || token.isBlank()) {
            throw new IllegalArgumentException("no cluster token: set " + TOKEN_VARIABLE + " to the same secret on the"
                    + " driver and every worker");
        }
    }

    /**
     * The name members must share to join: the cluster name and a hash of the token, so that a member without the
     * token cannot join (the token itself never travels).
     */
    public String clusterName() {
        return name + "-" + RunIds.sha256("gridbench-cluster-token:" + token).substring(0, 16);
    }

    /** HOST[:PORT],... as given on the command line; a member without a port gets the default one. */
    public static List<String> members(String list) {
        List<String> members = new ArrayList<>();
        for (String member : list.split(",", -1)) {
            String m = member.strip();
            if (m.isEmpty()) {
                throw new IllegalArgumentException("an empty member in '" + list + "'");
            }
            int colon = m.lastIndexOf(':');
            if (colon >= 0) {
                try {
                    int port = Integer.parseInt(m.substring(colon + 1));
                    if (port < 1 || port > 65_535) {
                        throw new IllegalArgumentException("port " + port + " of " + m + " is not in 1-65535");
                    }
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("'" + m + "' is not HOST or HOST:PORT");
                }
                members.add(m);
            } else {
                members.add(m + ":" + DEFAULT_PORT);
            }
        }
        return members;
    }
}
