package org.gridbench.stars.workflow;

import java.util.Comparator;

/**
 * A class of holes of the WDP summary (section 6.3.1): holes free over [b_{end - span}, b_end) of the summary's grid,
 * that is starting at the beginning of interval I_{end - span + 1} and finishing at the end of I_end, a span of
 * {@code span} intervals, with an availability of at least 2^level MFLOP per second of the span (see
 * {@link WdpSummary}).
 */
public record HoleClass(int end, int span, int level) implements Comparable<HoleClass> {

    private static final Comparator<HoleClass> ORDER = Comparator.comparingInt(HoleClass::end)
            .thenComparingInt(HoleClass::span).thenComparingInt(HoleClass::level);

    public HoleClass {
        if (span < 1 || span > end) {
            throw new IllegalArgumentException("a hole class spans 1 to " + end + " intervals: " + span);
        }
    }

    /** The index of the boundary where the holes start. */
    public int start() {
        return end - span;
    }

    @Override
    public int compareTo(HoleClass o) {
        return ORDER.compare(this, o);
    }
}
