package org.gridbench.sweeps;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An experiment's table of measure keys (as files write them) to the names views show (with their units), in the
 * order tables list the measures.
 *
 * @since 1.0
 */
public final class MeasureNames {

    private MeasureNames() {
    }

    /** The table of {@code key, name, key, name, ...}, in that order; a key or a name given twice is a mistake. */
    public static Map<String, String> of(String... keyThenName) {
        if (keyThenName.length % 2 != 0) {
            throw new IllegalArgumentException("a name for each key: " + keyThenName.length + " strings");
        }
        Map<String, String> names = new LinkedHashMap<>();
        for (int i = 0; i < keyThenName.length; i += 2) {
            if (names.containsKey(keyThenName[i]) || names.containsValue(keyThenName[i + 1])) {
                throw new IllegalArgumentException("given twice: " + keyThenName[i] + " = " + keyThenName[i + 1]);
            }
            names.put(keyThenName[i], keyThenName[i + 1]);
        }
        return Collections.unmodifiableMap(names);
    }
}
