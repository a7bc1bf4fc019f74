package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.stars.availability.Accuracy;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ScalarPolicy;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Aggregation accuracy (section 8.1), as orderings and limits rather than hard-coded outputs. */
class AccuracyTest {

    private static ScalarPolicy policy(String name) {
        return name.equals("IBP") ? new IbpPolicy() : new MmpPolicy();
    }

    @ParameterizedTest
    @ValueSource(strings = {"IBP", "MMP"})
    void noClusteringMeansFullAccuracy(String name) {
        Accuracy accuracy = Accuracy.of(policy(name), 64, 64, 7);
        accuracy.fractions().forEach(f -> assertEquals(1.0, f, 1e-12));
    }

    @ParameterizedTest
    @ValueSource(strings = {"IBP", "MMP"})
    void oneFunctionMeansZeroAccuracy(String name) {
        Accuracy accuracy = Accuracy.of(policy(name), 64, 1, 7);
        accuracy.fractions().forEach(f -> assertEquals(0.0, f, 1e-12));
    }

    @ParameterizedTest
    @ValueSource(strings = {"IBP", "MMP"})
    void accuracyGrowsWithSfMax(String name) {
        double low = Accuracy.of(policy(name), 256, 4, 11).mean();
        double mid = Accuracy.of(policy(name), 256, 16, 11).mean();
        double high = Accuracy.of(policy(name), 256, 64, 11).mean();
        assertTrue(0 < low && low < mid && mid < high && high < 1, low + " " + mid + " " + high);
    }

    @ParameterizedTest
    @ValueSource(strings = {"IBP", "MMP"})
    void sameSeedSameAccuracy(String name) {
        assertEquals(Accuracy.of(policy(name), 100, 10, 3), Accuracy.of(policy(name), 100, 10, 3));
    }
}
