package org.gridbench.kernel;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Collections;
import java.util.Locale;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * Times each decision of one policy (a bid, a select, a forwarding step) against a wall-clock budget. A watchdog
 * thread, not the deciding thread, keeps the time: ten times a second it looks at which decision each guard is in,
 * and interrupts the deciding thread once the same decision has run past the budget, so a policy that sleeps or
 * waits is cut short; {@link #end()} then reports the overrun, and the caller ends the run with a
 * {@link PolicyException}. The deciding thread only counts its decisions with two ordered stores, no clock read and no
 * fence, so that a policy asked for millions of bids a second does not pay for its watch. A decision is therefore
 * caught between the budget and the budget plus one watchdog period (0.1 s). The budget is {@value #DEFAULT_BUDGET}
 * s unless the system property {@value #BUDGET_PROPERTY} gives another, in seconds.
 *
 * @since 1.0
 */
public final class DecisionGuard {

    public static final String BUDGET_PROPERTY = "gridbench.decisionBudget";
    public static final double DEFAULT_BUDGET = 10;

    private static final VarHandle DECISION;

    static {
        try {
            DECISION = MethodHandles.lookup().findVarHandle(DecisionGuard.class, "decision", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final long budgetNanos;
    /** Raised at each begin and at each end: odd while a decision runs, and then the decision's number. */
    @SuppressWarnings("unused") // through DECISION
    private long decision;
    private volatile Thread decider;
    /** The odd count of the decision the watchdog cut short, 0 when none. */
    private volatile long cutShort;
    /** Watchdog's own: the decision it saw last and when it first saw it. */
    private long seen;
    private volatile long seenSince;
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
        Thread current = Thread.currentThread();
        if (decider != current) {
            decider = current;
        }
        if (!watched) {
            watched = true;
            Watchdog.INSTANCE.watch(this);
        }
        DECISION.setRelease(this, (long) DECISION.getOpaque(this) + 1);
    }

    /** @return null when the decision kept to the budget, else what it overran, for the failure's message */
    public String end() {
        long ended = (long) DECISION.getOpaque(this);
        DECISION.setRelease(this, ended + 1);
        long cut = cutShort;
        if (cut == 0) {
            return null;
        }
        cutShort = 0;
        Thread.interrupted();
        if (cut != ended) {
            return null;
        }
        return String.format(Locale.ROOT, "a decision took %.3f s, over the budget of %.3f s (%s)",
                (System.nanoTime() - seenSince) / 1e9, budgetSeconds(), BUDGET_PROPERTY);
    }

    /** Called by the watchdog: interrupts a decision seen running past its budget, once. */
    void check(long now) {
        long current = (long) DECISION.getAcquire(this);
        if (current != seen) {
            seen = current;
            seenSince = now;
            return;
        }
        Thread thread = decider;
        if ((current & 1) == 1 && cutShort == 0 && now - seenSince > budgetNanos && thread != null) {
            cutShort = current;
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
