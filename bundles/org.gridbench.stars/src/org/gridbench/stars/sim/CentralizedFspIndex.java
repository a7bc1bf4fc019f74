package org.gridbench.stars.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.gridbench.stars.local.SlownessQueue;
import org.gridbench.stars.routing.MinSlowness;
import org.gridbench.stars.routing.MinSlowness.Choice;
import org.gridbench.stars.workload.Request;

/**
 * Algorithm C.4 on a {@link NodeIndex}: every node with the memory and disk is a candidate whose slowness with n tasks
 * is GETSLOWNESS(E_u, a, n), the exact maximum slowness of its queue with n tasks of the application added (Algorithms
 * 7.1-7.4); {@link MinSlowness} purges and grows the candidates as Algorithm 7.7 does, and each kept candidate's nodes
 * get its tasks per node, least slowness first, ties by address. Idle nodes of a class reach the same slowness,
 * (now + n a / s - r) / a, so they are one candidate taken in address order; busy nodes are read one by one.
 */
public final class CentralizedFspIndex extends QueueTrackingPolicy {

    private static final class Candidate implements MinSlowness.Candidate {
        private final NodeClass idleClass;
        private final int node;
        private final int nodes;
        private final SlownessQueue queue;
        private final SlownessQueue.Task task;
        private final double[] slowness;

        Candidate(NodeClass idleClass, int node, int nodes, SlownessQueue queue, SlownessQueue.Task task, int tasks) {
            this.idleClass = idleClass;
            this.node = node;
            this.nodes = nodes;
            this.queue = queue;
            this.task = task;
            slowness = new double[tasks + 1];
            Arrays.fill(slowness, Double.NaN);
        }

        @Override
        public int nodes() {
            return nodes;
        }

        // Algorithm C.4, GETSLOWNESS(E_u, a, n): the queue sorted again with the n tasks, its maximum slowness
        @Override
        public double slowness(int tasks) {
            if (tasks >= slowness.length) {
                return queue.insert(task, tasks).maxSlowness();
            }
            if (Double.isNaN(slowness[tasks])) {
                slowness[tasks] = queue.insert(task, tasks).maxSlowness();
            }
            return slowness[tasks];
        }
    }

    /** Without queues every node is taken as idle and the application as released now. */
    @Override
    public int allocate(NodeIndex index, int tasks, double memory, double disk, double length, double now, int[] nodes) {
        NodeQueues<SlownessQueue> idle = (u, at) -> SlownessQueue.idle(at, index.classOf(u).speed());
        return allocateBySlowness(index, idle, tasks, memory, disk, length, now, now, nodes);
    }

    /** Algorithm C.4 reads every busy node's slowness queue; the application is released at its submission. */
    @Override
    public int allocate(NodeIndex index, NodeQueues<?> queues, Request request, int tasks, double now, int[] nodes) {
        return allocateBySlowness(index, (u, at) -> (SlownessQueue) queues.queue(u, at), tasks, request.memory(),
                request.disk(), request.taskLength(), request.time(), now, nodes);
    }

    /** Allocates {@code tasks} tasks of an application released at {@code release} (Algorithm C.4). */
    public int allocateBySlowness(NodeIndex index, NodeQueues<SlownessQueue> queues, int tasks, double memory,
            double disk, double length, double release, double now, int[] nodes) {
        SlownessQueue.Task task = new SlownessQueue.Task(release, length);
        // Algorithm C.4 lines 2-8: the nodes fulfilling m and d, by address (an idle class by its first free node)
        List<Candidate> candidates = new ArrayList<>();
        for (NodeClass c : index.fulfilling(memory, disk)) {
            int free = 0;
            for (int j = c.nextFree(0); j >= 0; j = c.nextFree(j + 1)) {
                free++;
            }
            if (free > 0) {
                candidates.add(new Candidate(c, c.firstFree(), free, SlownessQueue.idle(now, c.speed()), task, tasks));
            }
            for (int j = c.nextBusy(0); j >= 0; j = c.nextBusy(j + 1)) {
                int u = c.member(j);
                candidates.add(new Candidate(null, u, 1, queues.queue(u, now), task, tasks));
            }
        }
        candidates.sort((x, y) -> Integer.compare(x.node, y.node));
        // Algorithm C.4 lines 9-24, then each kept candidate's nodes take its tasks per node
        int count = 0;
        for (Choice<Candidate> choice : MinSlowness.choose(candidates, tasks)) {
            Candidate c = choice.candidate();
            if (c.idleClass == null) {
                count = give(c.node, choice.tasks(), tasks, count, nodes);
            } else {
                for (int j = c.idleClass.nextFree(0); j >= 0 && count < tasks; j = c.idleClass.nextFree(j + 1)) {
                    count = give(c.idleClass.member(j), choice.tasks(), tasks, count, nodes);
                }
            }
            if (count == tasks) {
                break;
            }
        }
        return count;
    }

    private static int give(int node, int perNode, int tasks, int count, int[] nodes) {
        int end = Math.min(tasks, count + perNode);
        for (int k = count; k < end; k++) {
            nodes[k] = node;
        }
        return end;
    }
}
