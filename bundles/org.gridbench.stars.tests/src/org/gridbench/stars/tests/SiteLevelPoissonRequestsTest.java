package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.workload.PoissonRequests;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.WorkloadTrace;
import org.junit.jupiter.api.Test;

/** Plain Poisson streams of n-task requests for scaling tests. */
class SiteLevelPoissonRequestsTest {

    private final PoissonRequests stream = new PoissonRequests(1000, 2.0, 16, 5000, 256, 10);

    @Test
    void deterministicFromTheSeed() {
        assertEquals(stream.generate(new RandomStreams(4), 3600), stream.generate(new RandomStreams(4), 3600));
    }

    @Test
    void rateNodesAndRequestShape() {
        WorkloadTrace trace = stream.generate(new RandomStreams(4), 10_000);
        assertEquals(20_000, trace.requests().size(), 3 * Math.sqrt(20_000));
        for (Request request : trace.requests()) {
            assertTrue(request.node() >= 0 && request.node() < 1000);
            assertEquals(new Request(request.time(), request.node(), 16, 5000, 256, 10, 0), request);
        }
        assertEquals(trace.requests().size(), trace.before(10_000).size());
    }

    @Test
    void badParametersAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new PoissonRequests(0, 1, 1, 1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new PoissonRequests(10, 1, 0, 1, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> new PoissonRequests(10, -1, 1, 1, 0, 0));
    }
}
