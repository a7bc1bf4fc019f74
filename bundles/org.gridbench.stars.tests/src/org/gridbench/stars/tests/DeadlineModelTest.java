package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.gridbench.stars.workload.DeadlineModel;
import org.gridbench.stars.workload.SiteLevelParameters;
import org.junit.jupiter.api.Test;

/**
 * Deadlines of section 8.4.3 by hand. The user works from 8:00 to 18:00 on a node of 100 MFLOPS; applications of
 * 4 tasks of 60,000 MFLOP (240,000 MFLOP of work: delta_max = 2,400 s on the user's node); reference speed 1,000
 * MFLOPS, so before any response S_plat = 4,000 MFLOPS and delta_min = 60 s.
 */
class DeadlineModelTest {

    private static final double EPS = 1e-9;
    private static final double NINE_AM = 9 * 3600;
    private static final SiteLevelParameters DAY = SiteLevelParameters.defaults(1, 86_400);

    @Test
    void deltaInvertsTheContinueProbability() {
        // U = 0.4: (0.8 / 0.4 - 1) / 0.05 = 20 minutes; at 20 minutes the continue probability is 0.8 / 2 = 0.4
        assertEquals(20, DeadlineModel.relativeMinutes(0.4), EPS);
        assertEquals(0, DeadlineModel.relativeMinutes(0.8), EPS);
        assertThrows(IllegalArgumentException.class, () -> DeadlineModel.relativeMinutes(0));
    }

    @Test
    void aDeadlineWithinTheBoundsIsKept() {
        // 20 minutes = 1,200 s, between 60 s and 2,400 s
        assertEquals(NINE_AM + 1200, new DeadlineModel(DAY, 100).deadline(NINE_AM, 0.4, 60_000, 4, 1000), EPS);
    }

    @Test
    void boundsClampTheDraw() {
        DeadlineModel user = new DeadlineModel(DAY, 100);
        // U = 0.9 gives a negative Delta: delta_min = 60 s
        assertEquals(NINE_AM + 60, user.deadline(NINE_AM, 0.9, 60_000, 4, 1000), EPS);
        // U = 0.1: 140 minutes, above delta_max = 2,400 s
        assertEquals(NINE_AM + 2400, user.deadline(NINE_AM, 0.1, 60_000, 4, 1000), EPS);
    }

    @Test
    void aDeadlineInTheNightMovesToTheWakeTimeThenTheBoundsApply() {
        // at 17:50, 20 minutes end at 18:10, asleep: moved to 8:00 next day, then capped at delta_max = 2,400 s
        double tenToSix = 17 * 3600 + 50 * 60;
        DeadlineModel user = new DeadlineModel(DAY, 100);
        assertEquals(tenToSix + 2400, user.deadline(tenToSix, 0.4, 60_000, 4, 1000), EPS);
        // a node so slow that delta_max exceeds the night: the wake time stands (1 MFLOPS: 240,000 s)
        DeadlineModel slow = new DeadlineModel(DAY, 1);
        assertEquals(32 * 3600, slow.deadline(tenToSix, 0.4, 60_000, 4, 1000), EPS);
    }

    @Test
    void thePerceivedPlatformSpeedWeighsRecentResponsesMore() {
        DeadlineModel user = new DeadlineModel(DAY, 100);
        user.responded(60_000, 4, 600); // 400 MFLOPS
        assertEquals(400, user.platformSpeed(), EPS);
        user.responded(60_000, 4, 120); // 2,000 MFLOPS: 0.5 x 2,000 + 0.5 x 400
        assertEquals(1200, user.platformSpeed(), EPS);
        // delta_min = 240,000 / 1,200 = 200 s
        assertEquals(NINE_AM + 200, user.deadline(NINE_AM, 0.9, 60_000, 4, 1000), EPS);
    }

    @Test
    void deltaMinIsNeverBelowOneTaskOnTheReferenceNode() {
        DeadlineModel user = new DeadlineModel(DAY, 100);
        user.responded(60_000, 40, 60); // 40,000 MFLOPS from a 40-task application
        // 4 tasks: a n / S_plat = 6 s, below a / s_ref = 60 s, which stands
        assertEquals(NINE_AM + 60, user.deadline(NINE_AM, 0.9, 60_000, 4, 1000), EPS);
    }
}
