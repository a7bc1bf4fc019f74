package org.gridbench.stars.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.kernel.random.Distributions;
import org.gridbench.kernel.random.RandomStreams;

/**
 * A plain Poisson stream of identical requests for scaling tests: {@code rate} requests per second over the whole
 * platform, each from a node drawn uniformly among {@code nodes}, of {@code tasks} tasks of {@code taskLength} MFLOP
 * needing {@code memory} and {@code disk} MB each.
 */
public record PoissonRequests(int nodes, double rate, int tasks, double taskLength, double memory, double disk) {

    /** The named stream the arrivals and their nodes are drawn from. */
    public static final String STREAM = "stars.workload.poisson";

    public PoissonRequests {
        if (nodes < 1 || !(rate > 0) || Double.isInfinite(rate) || tasks < 1 || !(taskLength > 0)
                || !(memory >= 0) || !(disk >= 0)) {
            throw new IllegalArgumentException("a Poisson stream needs nodes, a positive rate and valid requests: "
                    + nodes + " nodes, rate " + rate + ", " + tasks + " tasks of " + taskLength + " MFLOP");
        }
    }

    /** The requests arriving before {@code horizon} seconds: exponential interarrival times of mean 1 / rate. */
    public WorkloadTrace generate(RandomStreams streams, double horizon) {
        SplittableRandom random = streams.fresh(STREAM);
        List<Request> requests = new ArrayList<>();
        for (double time = Distributions.exponential(random, 1 / rate); time < horizon;
                time += Distributions.exponential(random, 1 / rate)) {
            requests.add(new Request(time, random.nextInt(nodes), tasks, taskLength, memory, disk, 0));
        }
        return new WorkloadTrace(requests);
    }
}
