package org.gridbench.kernel;

import java.util.Collections;
import java.util.Locale;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * Times each decision of one policy (a bid, a select, a forwarding step) against a wall-clock budget. A watchdog
 * thread interrupts the deciding thread once a decision overruns, so a policy that sleeps or waits is cut short;
 * {@link #end()} then reports the overrun, and the caller ends the run with a {@link PolicyFailure}. The budget is
 * {@value #DEFAULT_BUDGET} s unless the system property {@value #BUDGET_PROPERTY} gives another, in seconds.
 *
 * @since 1.0
 */
public final class DecisionGuard {

    public static final String BUDGET_PROPERTY = "gridbench.decisionBudget";
    public static final double DEFAULT_BUDGET = 10;

    private final long budgetNanos;
    private volatile long startedAt;
    private volatile Thread decider;
    private volatile boolean cutShort;
    private boolean watched;

    public DecisionGuard(double budgetSeconds) {
        if (!(budgetSeconds > 0) || Double.isInfinite(budgetSeconds)) {
            throw new IllegalArgumentException("a decision budget must be a positive number of seconds, not "
                    + budgetSeconds);
        }
        budgetNanos = Math.round(budgetSeconds * 1e9);
    }

    /**
     * The guard with the configured budget.
     *
     * @throws IllegalArgumentException when {@value #BUDGET_PROPERTY} is not a positive number
     */
    public static DecisionGuard standard() {
        String configured = System.getProperty(BUDGET_PROPERTY);
        if (configured == null || configured.isBlank()) {
            return new DecisionGuard(DEFAULT_BUDGET);
        }
        try {
            return new DecisionGuard(Double.parseDouble(configured.trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(BUDGET_PROPERTY + ": '" + configured + "' is not a number of seconds",
                    e);
        }
    }

    public double budgetSeconds() {
        return budgetNanos / 1e9;
    }

    /** Marks the start of a decision on the calling thread. */
    public void begin() {
        if (!watched) {
            watched = true;
            Watchdog.INSTANCE.watch(this);
        }
        decider = Thread.currentThread();
        startedAt = System.nanoTime();
    }

    /** @return null when the decision kept to the budget, else what it overran, for the failure's message */
    public String end() {
        long elapsed = System.nanoTime() - startedAt;
        startedAt = 0;
        if (cutShort) {
            cutShort = false;
            Thread.interrupted();
        }
        if (elapsed <= budgetNanos) {
            return null;
        }
        return String.format(Locale.ROOT, "a decision took %.3f s, over the budget of %.3f s (%s)", elapsed / 1e9,
                budgetSeconds(), BUDGET_PROPERTY);
    }

    /** Called by the watchdog: interrupts a decision running past its budget, once. */
    void check(long now) {
        long started = startedAt;
        Thread thread = decider;
        if (started != 0 && !cutShort && now - started > budgetNanos && thread != null) {
            cutShort = true;
            thread.interrupt();
        }
    }

    /** One daemon thread checking every guard in use ten times a second; guards no run holds any more drop out. */
    private static final class Watchdog implements Runnable {
        static final Watchdog INSTANCE = new Watchdog();
        private static final long PERIOD_MILLIS = 100;

        private final Set<DecisionGuard> guards = Collections.newSetFromMap(new WeakHashMap<>());

        private Watchdog() {
            Thread thread = new Thread(this, "Gridbench decision watchdog");
            thread.setDaemon(true);
            thread.start();
        }

        synchronized void watch(DecisionGuard guard) {
            guards.add(guard);
        }

        @Override
        public void run() {
            while (true) {
                try {
                    Thread.sleep(PERIOD_MILLIS);
                } catch (InterruptedException e) {
                    return;
                }
                long now = System.nanoTime();
                synchronized (this) {
                    guards.forEach(g -> g.check(now));
                }
            }
        }
    }
}
