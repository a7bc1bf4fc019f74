package org.gridbench.trees.heuristics;

import java.util.List;

import org.gridbench.model.tree.BagApplication;
import org.gridbench.model.tree.TreePlatform;

/**
 * Section 4.5's loop: from {@link DataCentricStart}, apply the first applicable operation among communication trading,
 * gap filling, bus de-saturation and task trading on the root, until the weighted throughputs alpha(k) / w(k) are
 * within 5 % (min >= 0.95 max), no operation applies, or {@link #MAX_OPERATIONS} operations were applied.
 */
public final class DataCentricProcedure {

    /** Cap on the number of operations applied. */
    public static final int MAX_OPERATIONS = 10_000;

    /** Section 4.5's balance target: min_k alpha(k)/w(k) >= (1 - TOLERANCE) max_k alpha(k)/w(k). */
    public static final double TOLERANCE = 0.05;

    public enum Stop {
        BALANCED, NO_OPERATION, CAP
    }

    /** The final rates, the number of operations applied and why the loop stopped. */
    public record Outcome(DataCentricRates rates, int operations, Stop stop) {
    }

    private DataCentricProcedure() {
    }

    public static Outcome run(TreePlatform platform, List<BagApplication> applications) {
        DataCentricRates rates = DataCentricStart.of(platform, applications);
        for (int n = 0; n < MAX_OPERATIONS; n++) {
            if (balanced(rates)) {
                return new Outcome(rates, n, Stop.BALANCED);
            }
            if (!step(rates)) {
                return new Outcome(rates, n, Stop.NO_OPERATION);
            }
        }
        return new Outcome(rates, MAX_OPERATIONS, balanced(rates) ? Stop.BALANCED : Stop.CAP);
    }

    /** Applies the first operation that applies, in section 4.5's order of precedence. */
    public static boolean step(DataCentricRates rates) {
        return DataCentricCommunicationTrading.apply(rates) || DataCentricGapFilling.apply(rates)
                || DataCentricBusDesaturation.apply(rates) || DataCentricTaskTrading.apply(rates);
    }

    static boolean balanced(DataCentricRates rates) {
        return rates.fairThroughput() >= (1 - TOLERANCE) * rates.weighted(rates.favoured());
    }
}
