package org.gridbench.model.workload;

import java.util.HashSet;
import java.util.List;

/** The checks both workflow models' settings make on their ranges, kinds and factors. */
final class SettingsChecks {

    private SettingsChecks() {
    }

    static void atLeast(String name, int value, int limit) {
        if (value < limit) {
            throw new IllegalArgumentException(name + " must be at least " + limit + ", found " + value);
        }
    }

    static void nonNegative(String name, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be at least 0, found " + value);
        }
    }

    /** A copy of the kinds, refused when empty or when a kind repeats. */
    static List<KindWeight> kinds(List<KindWeight> kinds) {
        List<KindWeight> copy = List.copyOf(kinds);
        if (copy.isEmpty()) {
            throw new IllegalArgumentException("kinds must not be empty");
        }
        if (new HashSet<>(copy.stream().map(KindWeight::kind).toList()).size() != copy.size()) {
            throw new IllegalArgumentException("kinds must not repeat a kind: " + copy);
        }
        return copy;
    }
}
