package org.gridbench.sweeps.cluster;

import java.util.List;

/**
 * Every slot of a worker stopped on a failure, so that it can run nothing more: the worker ends and says why (exit code
 * 1, docs/exit-codes.md) instead of ending as if it had been stopped on purpose. The first failure is the cause, the
 * others are suppressed.
 */
public final class SlotsStopped extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    SlotsStopped(List<RuntimeException> failures) {
        super((failures.size() == 1 ? "its slot" : "all " + failures.size() + " slots")
                + " stopped, so it can run nothing; the first on " + failures.get(0), failures.get(0));
        failures.stream().skip(1).forEach(this::addSuppressed);
    }
}
