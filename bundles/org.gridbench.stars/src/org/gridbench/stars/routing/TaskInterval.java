package org.gridbench.stars.routing;

/**
 * An interval [first, last] of task identifiers of a bag-of-tasks request (section 3.3); empty when last = first - 1.
 *
 * @param first the first task identifier
 * @param last the last task identifier, inclusive
 */
public record TaskInterval(long first, long last) {

    public TaskInterval {
        if (last < first - 1) {
            throw new IllegalArgumentException("not an interval: [" + first + ", " + last + "]");
        }
    }

    /** The interval [1, n] of a new request for n tasks. */
    public static TaskInterval of(long n) {
        return new TaskInterval(1, n);
    }

    public long size() {
        return last - first + 1;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    // STaRS section 3.3.1: left [1, n_l], right [n_l + 1, n_l + n_r], father [n_l + n_r + 1, req.n]
    Split split(long toLeft, long toRight, boolean root) {
        if (toLeft < 0 || toRight < 0 || toLeft + toRight > size()) {
            throw new IllegalArgumentException(toLeft + " + " + toRight + " tasks out of " + size());
        }
        TaskInterval left = new TaskInterval(first, first + toLeft - 1);
        TaskInterval right = new TaskInterval(left.last + 1, left.last + toRight);
        TaskInterval rest = new TaskInterval(right.last + 1, last);
        TaskInterval none = new TaskInterval(last + 1, last);
        return root ? new Split(left, right, none, rest) : new Split(left, right, rest, none);
    }
}
