package org.gridbench.stars.sim;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.gridbench.stars.local.EdfQueue;
import org.gridbench.stars.workload.Request;

/**
 * Algorithm C.3 on a {@link NodeIndex}: every node that can end at least one task before the deadline is a
 * candidate, holding floor(l_u(delta) / a) tasks; candidates with the least computation left free after taking as many
 * of the request's tasks as they can come first, ties by address. Idle nodes of a class share one l_u, (delta - now) s, so they are
 * one candidate taken in address order; busy nodes are read one by one from their queues.
 */
public final class CentralizedDpIndex extends QueueTrackingPolicy {

    private record Candidate(NodeClass nodeClass, int node, long capacity, double remaining) {
    }

    /** Without queues every node is taken as idle and without a deadline the whole future is available. */
    @Override
    public int allocate(NodeIndex index, int tasks, double memory, double disk, double length, double now, int[] nodes) {
        NodeQueues<EdfQueue> idle = (u, at) -> EdfQueue.idle(at, index.classOf(u).speed());
        return allocateByDeadline(index, idle, tasks, memory, disk, length, Double.POSITIVE_INFINITY, now, nodes);
    }

    /** Algorithm C.3 reads every busy node's EDF queue. */
    @Override
    public int allocate(NodeIndex index, NodeQueues<?> queues, Request request, int tasks, double now, int[] nodes) {
        return allocateByDeadline(index, (u, at) -> (EdfQueue) queues.queue(u, at), tasks, request.memory(),
                request.disk(), request.taskLength(), request.deadline(), now, nodes);
    }

    /** Allocates {@code tasks} tasks with this deadline knowing every node's EDF queue (Algorithm C.3). */
    public int allocateByDeadline(NodeIndex index, NodeQueues<EdfQueue> queues, int tasks, double memory,
            double disk, double length, double deadline, double now, int[] nodes) {
        List<Candidate> candidates = candidates(index, queues, memory, disk, length, deadline, now, tasks);
        candidates.sort(Comparator.comparingDouble(Candidate::remaining).thenComparingInt(Candidate::node));
        int count = 0;
        // Algorithm C.3: the nodes with least computation left over first, each taking as many tasks as fit
        for (int i = 0; i < candidates.size() && count < tasks; i++) {
            Candidate c = candidates.get(i);
            if (c.nodeClass == null) {
                count = give(c.node, c.capacity, tasks, count, nodes);
            } else {
                for (int j = c.nodeClass.nextFree(0); j >= 0 && count < tasks; j = c.nodeClass.nextFree(j + 1)) {
                    count = give(c.nodeClass.member(j), c.capacity, tasks, count, nodes);
                }
            }
        }
        return count;
    }

    private static int give(int node, long capacity, int tasks, int count, int[] nodes) {
        int end = (int) Math.min(tasks, count + capacity);
        for (int k = count; k < end; k++) {
            nodes[k] = node;
        }
        return end;
    }

    // Algorithm C.3, the list of holes: nodes fulfilling m and d with l_u(delta) >= a, and the FLOPs left after
    private static List<Candidate> candidates(NodeIndex index, NodeQueues<EdfQueue> queues, double memory, double disk,
            double length, double deadline, double now, int tasks) {
        List<Candidate> candidates = new ArrayList<>();
        for (NodeClass c : index.fulfilling(memory, disk)) {
            if (c.hasFree()) {
                add(candidates, c, c.firstFree(), (deadline - now) * c.speed(), length, tasks);
            }
            for (int j = c.nextBusy(0); j >= 0; j = c.nextBusy(j + 1)) {
                int u = c.member(j);
                add(candidates, null, u, queues.queue(u, now).available(deadline), length, tasks);
            }
        }
        return candidates;
    }

    private static void add(List<Candidate> candidates, NodeClass idleClass, int node, double available,
            double length, int tasks) {
        double fit = Math.floor(available / length);
        if (fit >= 1) {
            long capacity = (long) Math.min(fit, tasks);
            double remaining = Double.isInfinite(available) ? available : available - capacity * length;
            candidates.add(new Candidate(idleClass, node, capacity, remaining));
        }
    }
}
