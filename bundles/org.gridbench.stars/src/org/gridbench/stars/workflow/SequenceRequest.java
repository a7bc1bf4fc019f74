package org.gridbench.stars.workflow;

import java.util.List;

/** A request for a sequence of dependent tasks (section 6.3.2): their lengths in MFLOP, in order, and its window. */
public record SequenceRequest(List<Double> lengths, Window window) {

    public SequenceRequest {
        lengths = List.copyOf(lengths);
        if (lengths.isEmpty() || lengths.stream().anyMatch(a -> !(a > 0) || a.isInfinite())) {
            throw new IllegalArgumentException("a sequence needs positive finite task lengths: " + lengths);
        }
    }

    /** The total length of tasks first..first + count - 1. */
    public double length(int first, int count) {
        double total = 0;
        for (int i = first; i < first + count; i++) {
            total += lengths.get(i);
        }
        return total;
    }
}
