package org.gridbench.market.internal;

import java.util.Arrays;

/** A growable list of ints without boxing. */
final class IntList {
    private int[] values = new int[8];
    private int size;

    void add(int value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, 2 * size);
        }
        values[size++] = value;
    }

    int get(int index) {
        return values[index];
    }

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }
}
