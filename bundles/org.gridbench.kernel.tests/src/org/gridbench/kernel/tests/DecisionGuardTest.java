package org.gridbench.kernel.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.gridbench.kernel.DecisionGuard;
import org.junit.jupiter.api.Test;

/** The watchdog cuts a decision short once it runs past the budget; quick decisions pass without a clock read. */
class DecisionGuardTest {

    @Test
    void quickDecisionsKeepToTheBudget() {
        DecisionGuard guard = new DecisionGuard(0.1);
        for (int i = 0; i < 1_000_000; i++) {
            guard.begin();
            guard.end();
        }
        guard.begin();
        assertNull(guard.end());
    }

    @Test
    void aSleepingDecisionIsInterruptedAndReported() {
        DecisionGuard guard = new DecisionGuard(0.1);
        guard.begin();
        boolean interrupted = false;
        try {
            Thread.sleep(30_000);
        } catch (InterruptedException e) {
            interrupted = true;
            Thread.currentThread().interrupt();
        }
        String overrun = guard.end();
        assertTrue(interrupted, "the watchdog interrupts the decision");
        assertTrue(overrun.matches("a decision took \\d+\\.\\d+ s, over the budget of 0\\.100 s"
                + " \\(gridbench\\.decisionBudget\\)"), overrun);
        assertFalse(Thread.currentThread().isInterrupted(), "the watchdog's interrupt is cleared");
        guard.begin();
        assertNull(guard.end(), "the next decision starts afresh");
    }

    @Test
    void aBusyDecisionIsReportedWhenItEnds() {
        DecisionGuard guard = new DecisionGuard(0.1);
        guard.begin();
        long until = System.nanoTime() + 400_000_000L;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        String overrun = guard.end();
        assertTrue(overrun != null && overrun.startsWith("a decision took "), String.valueOf(overrun));
        assertFalse(Thread.currentThread().isInterrupted());
    }
}
