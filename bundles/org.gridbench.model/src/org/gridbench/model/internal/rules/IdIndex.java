package org.gridbench.model.internal.rules;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;

/** Reads the "id" of each object of a list, reporting duplicates, so that references to them can be resolved. */
final class IdIndex {

    private final Map<Fields, String> idOf = new IdentityHashMap<>();
    private final Map<String, Fields> byId = new HashMap<>();

    IdIndex(Iterable<Fields> items) {
        for (Fields item : items) {
            item.requiredText("id").ifPresent(id -> {
                Fields first = byId.putIfAbsent(id, item);
                if (first == null) {
                    idOf.put(item, id);
                } else {
                    item.problem("id", "duplicate id " + Value.quoted(id) + "; first used by " + first.path());
                }
            });
        }
    }

    /** The id of an item, absent when it is missing, invalid or a duplicate. */
    Optional<String> of(Fields item) {
        return Optional.ofNullable(idOf.get(item));
    }

    boolean contains(String id) {
        return byId.containsKey(id);
    }

    Fields get(String id) {
        return byId.get(id);
    }
}
