package org.gridbench.trees.generator;

import java.util.Arrays;
import java.util.function.Function;

/** Looks up a reading (task-size model, CCR_max distribution) by the id users write. */
final class ReadingIds {

    private ReadingIds() {
    }

    /** @throws IllegalArgumentException naming {@code what} and the known ids */
    static <E> E find(E[] values, Function<E, String> id, String given, String what) {
        return Arrays.stream(values).filter(v -> id.apply(v).equals(given)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown " + what + " '" + given + "'; expected "
                        + String.join(" or ", Arrays.stream(values).map(id).toList())));
    }
}
