package org.gridbench.sweeps.cluster;

import java.util.Collection;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import com.hazelcast.cluster.Member;

/** The workers a driver accepts: those of its own Gridbench version; others are refused, each said once. */
final class WorkerRoster {

    static final String SLOTS = "gridbench.slots";

    private final String version;
    private final Consumer<String> log;
    private final Set<String> said = ConcurrentHashMap.newKeySet();

    WorkerRoster(String version, Consumer<String> log) {
        this.version = version;
        this.log = log;
    }

    boolean accepted(Member member) {
        return ClusterMembers.WORKER.equals(member.getAttribute(ClusterMembers.ROLE))
                && version.equals(member.getAttribute(ClusterMembers.VERSION));
    }

    void check(Collection<Member> members) {
        for (Member member : members) {
            if (!ClusterMembers.WORKER.equals(member.getAttribute(ClusterMembers.ROLE))
                    || !said.add(member.getUuid().toString())) {
                continue;
            }
            log.accept(accepted(member) ? "sweep: worker at " + member.getAddress() + " joined with "
                    + member.getAttribute(SLOTS) + " slots"
                    : "sweep: refused the worker at " + member.getAddress() + ": it runs Gridbench "
                            + member.getAttribute(ClusterMembers.VERSION) + ", the driver " + version);
        }
    }

    int slots(Collection<Member> members) {
        return members.stream().filter(this::accepted).mapToInt(m -> Integer.parseInt(m.getAttribute(SLOTS))).sum();
    }
}
