package org.gridbench.experiments.stars;

import java.util.SplittableRandom;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.RequestStream;

/**
 * The scaling workload of {@code stars --requests R --tasks-per-request T}: R identical requests of T tasks, request
 * i submitted at (i + 0.5) duration / R from a node drawn uniformly from stream {@value #STREAM}, each with a deadline
 * {@code relativeDeadline} seconds after its submission (infinite: none).
 */
public record FixedRequests(int nodes, int requests, int tasks, double taskLength, double memory, double disk,
        double duration, double relativeDeadline) {

    public static final String STREAM = "stars.workload.fixed";

    /** One of the requests, as a node would receive it (all are alike but for their time and submitter). */
    public Request probe() {
        return request(0, 0);
    }

    public RequestStream stream(RandomStreams workload) {
        SplittableRandom random = workload.fresh(STREAM);
        int[] next = { 0 };
        return () -> {
            if (next[0] >= requests) {
                return null;
            }
            double time = (next[0]++ + 0.5) * duration / requests;
            return request(time, random.nextInt(nodes));
        };
    }

    private Request request(double time, int node) {
        return new Request(time, node, tasks, taskLength, memory, disk, 0, time + relativeDeadline, taskLength);
    }
}
