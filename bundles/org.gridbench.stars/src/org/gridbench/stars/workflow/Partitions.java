package org.gridbench.stars.workflow;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * GETPARTITIONS of Algorithm 6.3: the partitions of a sequence of m tasks into consecutive subsequences, given by
 * their sizes, fewest parts first; with the same number of parts, in lexicographic order of the cut positions (so
 * the partitions of 4 tasks into 2 parts come as 1 + 3, 2 + 2, 3 + 1). There are 2^(m - 1) of them, generated lazily.
 */
public final class Partitions implements Iterable<int[]> {

    private final int tasks;

    private Partitions(int tasks) {
        this.tasks = tasks;
    }

    // STaRS Algorithm 6.3, lines 2-4: every partition, in ascending number of subsequences
    public static Partitions fewestFirst(int tasks) {
        if (tasks < 1) {
            throw new IllegalArgumentException("a sequence has at least one task: " + tasks);
        }
        return new Partitions(tasks);
    }

    @Override
    public Iterator<int[]> iterator() {
        return new Iterator<>() {
            private int[] cuts = new int[0];

            @Override
            public boolean hasNext() {
                return cuts != null;
            }

            @Override
            public int[] next() {
                if (cuts == null) {
                    throw new NoSuchElementException();
                }
                int[] sizes = sizes(cuts);
                cuts = following(cuts);
                return sizes;
            }
        };
    }

    private int[] sizes(int[] cuts) {
        int[] sizes = new int[cuts.length + 1];
        int previous = 0;
        for (int i = 0; i < cuts.length; i++) {
            sizes[i] = cuts[i] - previous;
            previous = cuts[i];
        }
        sizes[cuts.length] = tasks - previous;
        return sizes;
    }

    // the next cut positions among 1..m-1 in lexicographic order, then the first with one cut more; null after m parts
    private int[] following(int[] cuts) {
        int k = cuts.length;
        for (int i = k - 1; i >= 0; i--) {
            if (cuts[i] < tasks - k + i) {
                int[] next = cuts.clone();
                next[i]++;
                for (int j = i + 1; j < k; j++) {
                    next[j] = next[j - 1] + 1;
                }
                return next;
            }
        }
        if (k + 1 >= tasks) {
            return null;
        }
        int[] next = new int[k + 1];
        for (int j = 0; j <= k; j++) {
            next[j] = j + 1;
        }
        return next;
    }
}
