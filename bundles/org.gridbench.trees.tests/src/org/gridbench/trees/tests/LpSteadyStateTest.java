package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.lp.LpStatus;
import org.gridbench.trees.lp.SteadyState;
import org.gridbench.trees.lp.SteadyStateException;
import org.gridbench.trees.lp.SteadyStateLp;
import org.junit.jupiter.api.Test;

/** Linear program 3 on platforms solved by hand; every expectation is exact to 1e-9 relative. */
class LpSteadyStateTest {

    private static final double REL = 1e-9;

    private static void assertClose(double expected, double actual, String what) {
        assertEquals(expected, actual, REL * Math.max(1.0, Math.abs(expected)), what);
    }

    /**
     * Bandwidth-centric closed form for one application (c = 2 flops, b = 1 byte) on a star: the root computes
     * c0 / c = 4 / 2 = 2 tasks. Children in decreasing bandwidth, each taking min(c_v / c, remaining port time *
     * b_v / b): P1 (b=4, c=2): min(1, 1 * 4) = 1 task, port time 1/4, 3/4 left; P2 (b=2, c=6): min(3, 3/4 * 2) =
     * 1.5 tasks, port full; P3 (b=1, c=10): 0. Fair throughput 2 + 1 + 1.5 = 4.5.
     */
    @Test
    void starMatchesBandwidthCentric() {
        TreePlatform star = LpTestPlatforms.star(4, new double[] {10, 2, 6}, new double[] {1, 4, 2});
        SteadyState s = SteadyStateLp.solve(star, List.of(new BagApplication("A", 1, 2, 1)));
        assertClose(4.5, s.fairThroughput(), "fair throughput");
        assertClose(2.0, s.alphaU(0, 0), "root");
        assertClose(0.0, s.alphaU(1, 0), "slowest link P1 (b=1) unused");
        assertClose(1.0, s.alphaU(2, 0), "P2 (b=4) at full speed");
        assertClose(1.5, s.alphaU(3, 0), "P3 (b=2) port-limited");
        assertClose(1.5, s.sent(3, 0), "sent to P3");
        assertEquals(LpStatus.OPTIMAL, s.status());
    }

    /**
     * Chain P0 (c=1) -> P1 (b=3, c=1) -> P2 (b=1, c=5), one application c = b = 1: every node is used at capacity
     * except P2, which is limited by its link to 1 task; alpha = 1 + 1 + 1 = 3, sent(P1) = alpha_1 + sent(P2) = 2.
     */
    @Test
    void chainForwardsWhatItDoesNotCompute() {
        TreePlatform chain = LpTestPlatforms.chain(new double[] {1, 1, 5}, new double[] {3, 1});
        SteadyState s = SteadyStateLp.solve(chain, List.of(new BagApplication("A", 1, 1, 1)));
        assertClose(3.0, s.fairThroughput(), "fair throughput");
        assertClose(3.0, s.alpha(0), "alpha");
        assertClose(2.0, s.sent(1, 0), "sent P0->P1");
        assertClose(1.0, s.sent(2, 0), "sent P1->P2");
        assertClose(1.0, s.alphaU(1, 0), "P1 computes");
        assertClose(1.0, s.alphaU(2, 0), "P2 computes");
        assertEquals(0.0, s.sent(0, 0), "the root has no incoming link");
    }

    /**
     * Root c0 = 1, one child c1 = 10 behind b1 = 1; A (c=1, b=1, CCR 1) and B (c=1, b=0.1, CCR 0.1), weights 1.
     * The root (infinite bandwidth) takes the communication-heavy A: r_A = 1; the child gets q_A = t - 1 of A and
     * q_B = t of B, its port (t - 1) + 0.1 t <= 1 gives t = 2 / 1.1 = 20/11, its CPU 29/11 <= 10 is slack.
     * Moving e of B to the root would cost 0.9 e more port time, so this optimum is unique.
     */
    @Test
    void twoApplicationsShareTheChildPort() {
        TreePlatform star = LpTestPlatforms.star(1, new double[] {10}, new double[] {1});
        SteadyState s = SteadyStateLp.solve(star,
                List.of(new BagApplication("A", 1, 1, 1), new BagApplication("B", 1, 1, 0.1)));
        assertClose(20.0 / 11, s.fairThroughput(), "fair throughput");
        assertClose(20.0 / 11, s.alpha(0), "alpha(A)");
        assertClose(20.0 / 11, s.alpha(1), "alpha(B)");
        assertClose(1.0, s.alphaU(0, 0), "root computes A");
        assertClose(0.0, s.alphaU(0, 1), "root computes no B");
        assertClose(9.0 / 11, s.alphaU(1, 0), "child computes A");
        assertClose(20.0 / 11, s.sent(1, 1), "sent B");
    }

    /**
     * Weights: w(A) = 1, w(B) = 3 on a single node of speed 8 with c(A) = 2, c(B) = 1: alpha(A) = t, alpha(B) = 3t,
     * 2t + 3t <= 8, t = 8/5.
     */
    @Test
    void weightsSetTheRatioOfThroughputs() {
        TreePlatform single = LpTestPlatforms.star(8, new double[0], new double[0]);
        SteadyState s = SteadyStateLp.solve(single,
                List.of(new BagApplication("A", 1, 2, 5), new BagApplication("B", 3, 1, 5)));
        assertClose(1.6, s.fairThroughput(), "fair throughput");
        assertClose(1.6, s.alpha(0), "alpha(A)");
        assertClose(4.8, s.alpha(1), "alpha(B)");
    }

    /** With no application the objective t has no constraint left: the solver must report it unbounded. */
    @Test
    void noApplicationIsUnbounded() {
        TreePlatform star = LpTestPlatforms.star(1, new double[] {1}, new double[] {1});
        SteadyStateException e = assertThrows(SteadyStateException.class, () -> SteadyStateLp.solve(star, List.of()));
        assertEquals(LpStatus.UNBOUNDED, e.status());
    }

    /** Valid but extreme inputs whose b(k) / b_v overflows a double cannot be put into the solver: a FAILED status. */
    @Test
    void overflowingCoefficientFails() {
        TreePlatform star = LpTestPlatforms.star(1, new double[] {1}, new double[] {1e-10});
        BagApplication extreme = new BagApplication("X", 1, 1, 1e300);
        SteadyStateException e = assertThrows(SteadyStateException.class,
                () -> SteadyStateLp.solve(star, List.of(extreme)));
        assertEquals(LpStatus.FAILED, e.status());
    }
}
