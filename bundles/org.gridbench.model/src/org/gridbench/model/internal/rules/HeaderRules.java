package org.gridbench.model.internal.rules;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.gridbench.model.scenario.Family;

/** The fields every scenario starts with, which say how to read the rest. */
public final class HeaderRules {

    public static final String FORMAT = "gridbench-scenario";
    public static final long CURRENT_VERSION = 1;
    static final List<Long> SUPPORTED_VERSIONS = List.of(CURRENT_VERSION);
    /** In the order they are written. */
    static final List<String> FIELDS = List.of("format", "version", "family", "name", "description", "seed");

    private HeaderRules() {
    }

    /** The family whose sections can be checked, absent when the header says this is not a document we can read. */
    static Optional<Family> check(Fields scenario) {
        boolean readable = scenario.required("format").flatMap(value -> value.oneOf("format", List.of(FORMAT))).isPresent();
        readable &= versionIsSupported(scenario);
        Optional<Family> family = scenario.required("family")
                .flatMap(value -> value.oneOf("family", Arrays.stream(Family.values()).map(Family::id).toList()))
                .flatMap(Family::fromId);
        scenario.optionalString("name");
        scenario.optionalString("description");
        scenario.requiredInteger("seed", Bound.ANY);
        return readable ? family : Optional.empty();
    }

    private static boolean versionIsSupported(Fields scenario) {
        Optional<Value> value = scenario.required("version");
        Optional<Long> version = value.flatMap(v -> v.integer(Bound.ANY));
        if (version.isPresent() && !SUPPORTED_VERSIONS.contains(version.get())) {
            value.get().problem("version " + version.get() + " is not supported; supported versions: "
                    + SUPPORTED_VERSIONS.stream().map(String::valueOf).collect(Collectors.joining(", ")));
            return false;
        }
        return version.isPresent();
    }
}
