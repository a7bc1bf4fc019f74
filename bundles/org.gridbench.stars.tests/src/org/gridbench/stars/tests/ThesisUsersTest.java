package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.workload.ClosedLoopWorkload;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.Request;
import org.gridbench.stars.workload.thesis.ThesisDistributions;
import org.gridbench.stars.workload.thesis.ThesisUsers;
import org.junit.jupiter.api.Test;

/**
 * The closed-loop users of the thesis's site-level workload against a platform that answers every application in a
 * fixed time: a user starts a batch only after every application of the previous one has ended.
 */
class ThesisUsersTest {

    private static final double RESPONSE = 100;
    private static final double HORIZON = 4 * 86_400;

    /** A tiny event loop that ends each application {@link #RESPONSE} seconds after its submission. */
    private static final class FixedResponse implements ClosedLoopWorkload.Submissions {
        private record Event(double time, long order, Runnable action) {
        }

        private final PriorityQueue<Event> events = new PriorityQueue<>(
                Comparator.comparingDouble(Event::time).thenComparingLong(Event::order));
        private final List<double[]> ends = new ArrayList<>();
        private final ThesisUsers users;
        private long order;
        private double now;

        FixedResponse(ThesisUsers users) {
            this.users = users;
        }

        @Override
        public void at(double time, Runnable action) {
            assertTrue(time >= now, "an action scheduled in the past: " + time + " < " + now);
            events.add(new Event(time, order++, action));
        }

        @Override
        public void submit(Request request) {
            assertEquals(now, request.time());
            at(now + RESPONSE, () -> {
                ends.add(new double[] {request.node(), request.session(), now});
                users.ended(request, now);
            });
        }

        @Override
        public double now() {
            return now;
        }

        void run() {
            users.start(this);
            while (!events.isEmpty() && events.peek().time() < HORIZON) {
                Event e = events.poll();
                now = e.time();
                e.action().run();
            }
        }
    }

    private static ThesisUsers users(long seed) {
        return new ThesisUsers(ThesisDistributions.shipped(), NodeProperties.uniform(64, 4096, 964, 1000), 0.25,
                2 * 86_400 + 6.5 * 3600, ThesisUsers.DEADLINE_MULTIPLIER, new RandomStreams(seed));
    }

    @Test
    void usersSitOnEvenlySpreadNodes() {
        assertEquals(16, ThesisUsers.users(64, 0.25));
        assertEquals(1, ThesisUsers.users(64, 0.001));
        assertEquals(125, ThesisUsers.users(2000, 0.0625));
        assertEquals(16 * 7, ThesisUsers.nodeOf(7, 125, 2000)); // a user at every 16th node
        assertEquals(1999, ThesisUsers.nodeOf(1999, 2000, 2000));
    }

    @Test
    void aUserStartsABatchOnlyAfterItsPreviousBatchHasEnded() {
        ThesisUsers users = users(11);
        FixedResponse platform = new FixedResponse(users);
        platform.run();
        List<Request> submitted = users.trace().requests();
        assertTrue(submitted.size() > 50, "only " + submitted.size() + " submissions in four days");
        for (int node = 0; node < 64; node++) {
            double lastEnd = Double.NEGATIVE_INFINITY;
            int session = 0;
            for (Request r : users.trace().from(node)) {
                assertEquals(0, node % 4, "a submission from node " + node + ", which has no user");
                if (r.session() != session) {
                    assertTrue(r.session() > session);
                    // every application of the previous batch ended (at its submission + RESPONSE) before this one
                    assertTrue(r.time() >= lastEnd, "node " + node + " session " + r.session() + " at " + r.time()
                            + " before the previous batch ended at " + lastEnd);
                    session = r.session();
                }
                lastEnd = Math.max(lastEnd, r.time() + RESPONSE);
                assertTrue(r.deadline() > r.time());
                assertTrue(r.disk() >= 128 && r.disk() <= 512, "task disk " + r.disk());
            }
        }
        assertEquals(submitted.size(), platform.ends.stream().filter(e -> e[2] < HORIZON).count()
                + submitted.stream().filter(r -> r.time() + RESPONSE >= HORIZON).count());
    }

    @Test
    void theSameSeedGivesTheSameSubmissionsAndAnotherSeedOthers() {
        ThesisUsers a = users(3);
        new FixedResponse(a).run();
        ThesisUsers b = users(3);
        new FixedResponse(b).run();
        ThesisUsers c = users(4);
        new FixedResponse(c).run();
        assertEquals(a.trace(), b.trace());
        assertNotEquals(a.trace(), c.trace());
    }
}
