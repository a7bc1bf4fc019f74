package org.gridbench.runs;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Sets one field of a scenario document named by its path as messages name it ({@code workload.generator.jobs},
 * {@code platform.clusters[1].cores}): the field's parent must exist, so a misspelt path is an error, not a new field.
 */
final class ScenarioFields {

    private static final Pattern STEP = Pattern.compile("([^.\\[\\]]+)((?:\\[\\d{1,9}\\])*)");
    /** An index of at most 9 digits, so that it fits an int: a longer one names no element anyway. */
    private static final Pattern INDEX = Pattern.compile("\\[(\\d{1,9})\\]");

    private ScenarioFields() {
    }

    /** Empty when set; else why the path does not name a field of {@code root}. */
    static Optional<String> set(ObjectNode root, String path, JsonNode value) {
        String[] steps = path.split("\\.", -1);
        JsonNode parent = root;
        for (int s = 0; s < steps.length; s++) {
            Matcher step = STEP.matcher(steps[s]);
            if (!step.matches()) {
                return Optional.of("'" + path + "' is not a field path like workload.generator.jobs");
            }
            String name = step.group(1);
            Matcher index = INDEX.matcher(step.group(2));
            boolean last = s == steps.length - 1 && step.group(2).isEmpty();
            if (!(parent instanceof ObjectNode object)) {
                return Optional.of("'" + path + "': no object holds " + name);
            }
            if (last) {
                if (!object.has(name) && !"policy".equals(name) && !"heuristic".equals(name)) {
                    return Optional.of("the base scenario has no field " + path);
                }
                object.set(name, value);
                return Optional.empty();
            }
            JsonNode next = object.get(name);
            List<Integer> indices = new ArrayList<>();
            while (index.find()) {
                indices.add(Integer.parseInt(index.group(1)));
            }
            for (int k = 0; k < indices.size(); k++) {
                int i = indices.get(k);
                if (!(next instanceof ArrayNode array) || i >= array.size()) {
                    return Optional.of("the base scenario has no element " + path);
                }
                if (k == indices.size() - 1 && s == steps.length - 1) {
                    array.set(i, value);
                    return Optional.empty();
                }
                next = array.get(i);
            }
            if (next == null) {
                return Optional.of("the base scenario has no field " + path);
            }
            parent = next;
        }
        return Optional.of("'" + path + "' is not a field path");
    }
}
