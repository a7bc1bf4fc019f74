package org.gridbench.runs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A run's measures as the command line prints them: one "name value" line each, under the names the views give them
 * ({@link MarketMetrics}, {@link TreesMetrics}, {@link StarsMetrics}), the values in one column after the longest name.
 */
public final class MeasureLines {

    private final List<String> names = new ArrayList<>();
    private final List<String> values = new ArrayList<>();

    /** Adds the line of {@code name}, its value written by {@code format} (Locale.ROOT). */
    public MeasureLines add(String name, String format, Object... args) {
        names.add(name);
        values.add(String.format(Locale.ROOT, format, args));
        return this;
    }

    @Override
    public String toString() {
        int width = names.stream().mapToInt(String::length).max().orElse(0);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < names.size(); i++) {
            out.append(String.format(Locale.ROOT, "%-" + width + "s %s%n", names.get(i), values.get(i)));
        }
        return out.toString();
    }
}
