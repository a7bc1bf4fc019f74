package org.gridbench.stars.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.stars.workload.NodeProperties;
import org.gridbench.stars.workload.thesis.ThesisDeadline;
import org.gridbench.stars.workload.thesis.ThesisNodeModel;
import org.gridbench.stars.workload.thesis.WorkShift;
import org.junit.jupiter.api.Test;

/** The thesis simulator's nodes, working hours and DP deadlines, computed by hand. */
class ThesisNodesAndShiftsTest {

    private static final double DAY = 86_400;
    private static final double HOUR = 3600;
    /** Time 0 on a Monday at 8:00. */
    private static final double MONDAY_8 = 2 * DAY + 8 * HOUR;

    @Test
    void speedIsADiscreteParetoOf1000To2800Mips() {
        // V = 1/11 + u 10/11; class floor(1/V)
        assertEquals(1000, ThesisNodeModel.speed(1));
        assertEquals(1000, ThesisNodeModel.speed(0.5)); // V = 6/11, 1/V = 1.83
        assertEquals(1200, ThesisNodeModel.speed(0.3)); // V = 4/11, 1/V = 2.75
        assertEquals(2800, ThesisNodeModel.speed(0.005)); // V = 1.05/11, 1/V = 10.5
        NodeProperties nodes = ThesisNodeModel.defaults().generate(40_000, new RandomStreams(5));
        double atMax = 0;
        double at1000 = 0;
        double mean = 0;
        for (double s : nodes.speed()) {
            atMax += s == 2800 ? 1 : 0;
            at1000 += s == 1000 ? 1 : 0;
            mean += s;
        }
        // P(k) = 1.1 (1/k - 1/(k+1)) for k = 1..9, P(2800) = 0.01; binomial sd of 40,000 draws below 0.0025
        assertEquals(0.01, atMax / 40_000, 0.0025);
        assertEquals(0.55, at1000 / 40_000, 0.0125);
        double expected = 2800 * 0.01;
        for (int k = 1; k <= 9; k++) {
            expected += (1000 + 200 * (k - 1)) * 1.1 * (1.0 / k - 1.0 / (k + 1));
        }
        assertEquals(expected, mean / 40_000, 8);
    }

    @Test
    void memoryStepsBy256AndDiskRunsFrom64To964() {
        ThesisNodeModel model = ThesisNodeModel.defaults();
        assertEquals(4096, model.memory(1));
        assertEquals(256, model.memory(1.0 / 16));
        assertEquals(512, model.memory(0.07));
        assertEquals(768, new ThesisNodeModel(1000).memory(1)); // the configuration files' max_mem of 1,000
        assertEquals(964, ThesisNodeModel.disk(1));
        assertEquals(64, ThesisNodeModel.disk(0.1));
        assertEquals(164, ThesisNodeModel.disk(0.15));
        NodeProperties nodes = model.generate(1000, new RandomStreams(2));
        for (int u = 0; u < nodes.size(); u++) {
            assertEquals(0, nodes.memory()[u] % 256);
            assertEquals(64, nodes.disk()[u] % 100);
        }
        // node i draws from its own substream: the same properties whatever N
        NodeProperties fewer = model.generate(10, new RandomStreams(2));
        assertEquals(nodes.speed()[7], fewer.speed()[7]);
        assertEquals(nodes.memory()[9], fewer.memory()[9]);
    }

    @Test
    void dayWorkersOfWeekdaysWorkFrom730To1730ShiftedByTheirDelta() {
        WorkShift day = new WorkShift(true, true, 0, 0); // time 0: a Saturday at midnight
        assertTrue(day.working(2 * DAY + 8 * HOUR)); // Monday 8:00
        assertFalse(day.working(8 * HOUR)); // Saturday 8:00
        assertFalse(day.working(2 * DAY + 18 * HOUR)); // Monday 18:00
        assertEquals(2 * DAY + 7.5 * HOUR, day.wakeTime(10 * HOUR)); // Saturday 10:00 -> Monday 7:30
        assertEquals(3 * DAY + 7.5 * HOUR, day.wakeTime(2 * DAY + 18 * HOUR)); // Monday 18:00 -> Tuesday 7:30
        WorkShift night = new WorkShift(false, true, -1800, 0);
        assertTrue(night.working(2 * DAY + 3 * HOUR)); // Monday 3:00, before 7:00
        assertFalse(night.working(2 * DAY + 12 * HOUR));
        assertEquals(2 * DAY + 17 * HOUR, night.wakeTime(2 * DAY + 8 * HOUR)); // Monday 8:00 -> 17:00
        WorkShift weekend = new WorkShift(true, false, 0, 0);
        assertTrue(weekend.working(DAY + 9 * HOUR)); // Sunday 9:00
        assertEquals(7 * DAY + 7.5 * HOUR, weekend.wakeTime(2 * DAY + 12 * HOUR)); // Monday noon -> Saturday 7:30
        WorkShift shifted = new WorkShift(true, true, 0, MONDAY_8); // the same user with time 0 on Monday at 8:00
        assertTrue(shifted.working(0));
        assertEquals(DAY - 0.5 * HOUR, shifted.wakeTime(10 * HOUR));
    }

    @Test
    void deadlinesAreClampedToTheirBoundsAndThenMovedOutOfTheNight() {
        WorkShift day = new WorkShift(true, true, 0, MONDAY_8);
        // w = 1e6 MI, s_u = 1000 MIPS (at most 1,000 s), S_plat = 2000 MIPS and multiplier 0.1 (at least 50 s)
        assertEquals(720, ThesisDeadline.deadline(0, 0.5, 1e6, 1000, 2000, 0.1, day), 1e-9); // 1200 (1.6 - 1)
        assertEquals(1000, ThesisDeadline.deadline(0, 0.1, 1e6, 1000, 2000, 0.1, day), 1e-9); // 8,400 -> 1,000
        assertEquals(50, ThesisDeadline.deadline(0, 0.9, 1e6, 1000, 2000, 0.1, day), 1e-9); // -133 -> 50
        // at 17:20 (9 h 20 min after time 0) a perceived 100 MIPS makes the lower bound 1,000 s: 17:36:40 is
        // after the shift, so the deadline moves to Tuesday 7:30, 23.5 h after time 0 (the bounds come first)
        double now = 9 * HOUR + 20 * 60;
        assertEquals(23.5 * HOUR, ThesisDeadline.deadline(now, 0.9, 1e6, 1000, 100, 0.1, day), 1e-9);
        assertEquals(0.8 * 2000 + 0.2 * 1e6 / 1000, ThesisDeadline.perceivedSpeed(2000, 1e6, 1000), 1e-12);
    }
}
