package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.gridbench.experiments.stars.TraceCache;
import org.gridbench.stars.sim.CostModel;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.WorkloadTrace;
import org.junit.jupiter.api.Test;

/** The traces kept between runs: found again by their settings, the least recently used dropped past the bound. */
class TraceCacheTest {

    private static final NodeProperties NODES = NodeProperties.uniform(4, 1024, 1024, 1000);

    private static TraceCache.Key key(long workloadSeed) {
        return new TraceCache.Key(4, 3600, 1, 30, 60, CostModel.DEFAULT, "IBP", workloadSeed, 1, 0);
    }

    private static WorkloadTrace trace(int requests) {
        List<Request> list = new ArrayList<>();
        for (int i = 0; i < requests; i++) {
            list.add(new Request(i, i % 4, 1, 1000, 0, 0, 0));
        }
        return new WorkloadTrace(list);
    }

    private static Supplier<WorkloadTrace> counting(AtomicInteger calls, int requests) {
        return () -> {
            calls.incrementAndGet();
            return trace(requests);
        };
    }

    @Test
    void theSameSettingsGiveTheKeptTraceAndOthersAreGenerated() {
        TraceCache cache = new TraceCache(100);
        AtomicInteger calls = new AtomicInteger();
        WorkloadTrace first = cache.trace(key(1), NODES, counting(calls, 5));
        assertSame(first, cache.trace(key(1), NODES, counting(calls, 5)));
        cache.trace(key(2), NODES, counting(calls, 5));
        assertEquals(2, calls.get());
        assertEquals(2, cache.generated());
        NodeProperties other = NodeProperties.uniform(4, 2048, 1024, 1000);
        cache.trace(key(1), other, counting(calls, 5));
        assertEquals(3, calls.get(), "other node properties under the same key are another trace");
    }

    @Test
    void theLeastRecentlyUsedTraceGoesPastTheBoundAndATooLargeOneIsNotKept() {
        TraceCache cache = new TraceCache(10);
        AtomicInteger calls = new AtomicInteger();
        cache.trace(key(1), NODES, counting(calls, 6));
        cache.trace(key(2), NODES, counting(calls, 6));
        cache.trace(key(2), NODES, counting(calls, 6));
        assertEquals(2, calls.get(), "the second trace is kept");
        cache.trace(key(1), NODES, counting(calls, 6));
        assertEquals(3, calls.get(), "6 + 6 requests are past 10: the first trace went when the second came");
        cache.trace(key(3), NODES, counting(calls, 11));
        cache.trace(key(3), NODES, counting(calls, 11));
        assertEquals(5, calls.get(), "a trace of 11 requests alone is past the bound: not kept");
    }

    @Test
    void aFailedGenerationIsNotKept() {
        TraceCache cache = new TraceCache(100);
        assertThrows(IllegalStateException.class, () -> cache.trace(key(1), NODES, () -> {
            throw new IllegalStateException("generation failed");
        }));
        AtomicInteger calls = new AtomicInteger();
        cache.trace(key(1), NODES, counting(calls, 3));
        assertEquals(1, calls.get(), "the next run generates it again");
    }
}
