package org.gridbench.trees.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;
import org.gridbench.trees.generator.ExperimentInstance;
import org.gridbench.trees.generator.ExperimentPlatforms;
import org.gridbench.trees.generator.RandomApplications;
import org.gridbench.trees.generator.RandomTreeGenerator;
import org.junit.jupiter.api.Test;

/** Section 5.1.2-5.1.3 and Appendix A2: the 150 random instances. */
class GeneratorExperimentTest {

    @Test
    void oneHundredFiftyInstancesInRange() {
        List<ExperimentInstance> all = ExperimentPlatforms.all(1);
        assertEquals(150, all.size());
        for (ExperimentInstance i : all) {
            TreePlatform t = i.platform();
            assertEquals(i.nodes(), t.size());
            assertTrue(i.ccrMax() >= 0.002 && i.ccrMax() <= 4.6);
            for (int u = 0; u < t.size(); u++) {
                assertTrue(t.children(u).size() <= i.maxDegree());
                assertTrue(t.speed(u) >= 22.151e6 && t.speed(u) <= 171.667e6);
                if (u > 0) {
                    assertTrue(t.bandwidth(u) >= 13_750 && t.bandwidth(u) <= 875_000);
                    assertTrue(t.latency(u) >= 0.006 && t.latency(u) <= 10);
                }
            }
        }
        assertEquals(100, all.get(149).nodes());
        assertEquals(15, all.get(149).maxDegree());
    }

    /** Breadth-first (Appendix A2): nodes are expanded in FIFO order with at least one child each, so the inner
     * nodes are exactly a prefix 0..m-1 of the breadth-first indices. */
    @Test
    void breadthFirstExpandsInOrder() {
        for (int seed = 0; seed < 20; seed++) {
            TreePlatform t = RandomTreeGenerator.generate(50, 2 + seed % 14, new SplittableRandom(seed));
            boolean leafSeen = false;
            for (int u = 0; u < t.size(); u++) {
                boolean leaf = t.children(u).isEmpty();
                assertTrue(!leafSeen || leaf, "seed " + seed + ": node " + u + " has children after a leaf");
                leafSeen |= leaf;
            }
        }
    }

    @Test
    void instanceDependsOnlyOnSeedAndIndex() {
        ExperimentInstance a = ExperimentPlatforms.instance(5, 77, 3);
        ExperimentInstance b = ExperimentPlatforms.all(5).get(77);
        assertEquals(a.ccrMax(), b.ccrMax());
        for (int u = 0; u < a.platform().size(); u++) {
            assertEquals(a.platform().node(u), b.platform().node(u));
        }
        assertNotEquals(a.ccrMax(), ExperimentPlatforms.instance(6, 77, 3).ccrMax());
    }

    /** Three applications, CCR_max = 2.001: CCRs 0.001, 1.001, 2.001 (even spacing), weights 1. */
    @Test
    void ccrsEvenlySpaced() {
        List<BagApplication> apps = RandomApplications.evenlySpaced(3, 2.001);
        assertEquals(0.001, apps.get(0).ccr(), 1e-15);
        assertEquals(1.001, apps.get(1).ccr(), 1e-12);
        assertEquals(2.001, apps.get(2).ccr(), 1e-12);
        assertEquals(1.0, apps.get(1).weight());
    }
}
