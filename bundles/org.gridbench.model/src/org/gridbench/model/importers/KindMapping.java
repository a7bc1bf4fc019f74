package org.gridbench.model.importers;

import java.util.Map;

/**
 * Gives imported tasks a kind (Burkimsher and Indrusiak, section III-B) from their category: the transformation
 * name of a DAX job, the {@code category} of a WfFormat 1.4 task, the {@code command.program} of a WfFormat 1.5/1.6
 * execution task, or else the task's name. Categories not in the map get {@code defaultKind}.
 */
public record KindMapping(Map<String, String> byCategory, String defaultKind) {

    public static final String DEFAULT_KIND = "Kind1";

    public KindMapping {
        byCategory = Map.copyOf(byCategory);
        if (defaultKind.isEmpty()) {
            throw new IllegalArgumentException("the default kind must not be empty");
        }
    }

    /** Every task of kind Kind1. */
    public static KindMapping allDefault() {
        return new KindMapping(Map.of(), DEFAULT_KIND);
    }

    public String kindOf(String category) {
        return byCategory.getOrDefault(category, defaultKind);
    }
}
