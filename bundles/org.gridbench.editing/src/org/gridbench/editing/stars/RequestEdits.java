package org.gridbench.editing.stars;

import java.util.List;
import java.util.Optional;

import org.gridbench.editing.Change;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.editing.EditRefused;
import org.gridbench.editing.Members;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The edits of a STaRS scenario's requests ({@code workload.requests}, Celaya section 8.2), each undoable. A value is
 * typed as text and checked as the scenario format bounds it, so that a refused value changes nothing and says why.
 */
public final class RequestEdits {

    /** The members of a request, in the format's order. */
    public static final List<String> FIELDS = List.of("at", "node", "tasks", "length", "memory", "disk", "deadline");
    /** The optional member; an empty text removes it. */
    public static final String DEADLINE = "deadline";

    private RequestEdits() {
    }

    /** The requests array of a stars scenario, empty when there is none. */
    public static ArrayNode requests(ObjectNode root) {
        JsonNode r = root.path("workload").path("requests");
        return r instanceof ArrayNode a ? a : root.arrayNode();
    }

    /**
     * A copy of request {@code after} right after it, or of the last request when {@code after} is -1; a first
     * request of one 60,000 MFLOP task (a minute at the file runs' 1,000 MFLOPS) at 0 s from node 0.
     */
    public static DocumentEdit add(ScenarioDocument document, int after) {
        return new DocumentEdit("Add Request", document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                if (!(root.path("workload").get("requests") instanceof ArrayNode requests)) {
                    throw new EditRefused("the scenario has no workload.requests to add to");
                }
                int source = after >= 0 && after < requests.size() ? after : requests.size() - 1;
                JsonNode request = source >= 0 ? requests.get(source).deepCopy()
                        : root.objectNode().put("at", 0).put("node", 0).put("tasks", 1).put("length", 60_000)
                                .put("memory", 0).put("disk", 0);
                return List.of(Change.insert(requests, source + 1, request));
            }
        };
    }

    /** Removes request {@code index}; a scenario may have no request at all. */
    public static DocumentEdit remove(ScenarioDocument document, int index) {
        return new DocumentEdit("Remove Request " + index, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ArrayNode requests = requests(root);
                check(requests, index);
                return List.of(Change.remove(requests, index));
            }
        };
    }

    /**
     * Sets {@code field} of request {@code index} to the number {@code text}; an empty deadline removes it. The value
     * is refused, with the validator's words, when the scenario format would refuse it there.
     */
    public static DocumentEdit set(ScenarioDocument document, int index, String field, String text) {
        return new DocumentEdit("Set " + field + " of Request " + index, document) {
            @Override
            protected List<Change> changes(ObjectNode root) throws EditRefused {
                ArrayNode requests = requests(root);
                check(requests, index);
                if (!FIELDS.contains(field)) {
                    throw new EditRefused("a request has no field " + field);
                }
                ObjectNode request = (ObjectNode) requests.get(index);
                JsonNode value = text.isBlank() && field.equals(DEADLINE) ? null : number(root, field, text.strip());
                ObjectNode changed = Members.with(request, field, value, FIELDS);
                refuseWhatTheFormatRefuses(document, index, field, changed);
                return List.of(Change.replace(request, changed));
            }
        };
    }

    private static JsonNode number(ObjectNode root, String field, String text) throws EditRefused {
        double x;
        try {
            x = Double.parseDouble(text.replace(",", ""));
        } catch (NumberFormatException e) {
            throw new EditRefused(field + ": '" + text + "' is not a number");
        }
        if (!Double.isFinite(x)) {
            throw new EditRefused(field + ": '" + text + "' is not a finite number");
        }
        boolean whole = x == Math.rint(x) && Math.abs(x) < 1e15;
        if (!whole && (field.equals("node") || field.equals("tasks"))) {
            throw new EditRefused(field + ": must be a whole number, not " + text);
        }
        return whole ? root.numberNode((long) x) : root.numberNode(x);
    }

    // the bounds of docs/formats/scenario.md, family stars, as the validator states them for this request's field
    private static void refuseWhatTheFormatRefuses(ScenarioDocument document, int index, String field,
            ObjectNode changed) throws EditRefused {
        ScenarioDocument candidate = document.copy();
        requests(candidate.root()).set(index, changed);
        String path = "workload.requests[" + index + "]." + field;
        try {
            ScenarioReader.parse(ScenarioWriter.toJson(candidate), path);
        } catch (ScenarioException e) {
            Optional<Problem> here = e.problems().stream().filter(p -> p.field().equals(path)).findFirst();
            if (here.isPresent()) {
                throw new EditRefused(field + ": " + here.get().message());
            }
        }
    }

    private static void check(ArrayNode requests, int index) throws EditRefused {
        if (index < 0 || index >= requests.size()) {
            throw new EditRefused("there is no request " + index);
        }
    }
}
