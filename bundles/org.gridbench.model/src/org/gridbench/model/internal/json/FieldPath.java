package org.gridbench.model.internal.json;

import com.fasterxml.jackson.core.JsonStreamContext;

/** Field paths in the notation users see in messages: {@code platform.nodes[2].speed}; the document itself is "". */
public final class FieldPath {

    public static final String ROOT = "";

    private FieldPath() {
    }

    public static String child(String parent, String name) {
        return parent.isEmpty() ? name : parent + "." + name;
    }

    public static String element(String parent, int index) {
        return parent + "[" + index + "]";
    }

    public static String display(String path) {
        return path.isEmpty() ? "(document)" : path;
    }

    /** The path of the value Jackson was reading, for errors raised before the value reached our tree. */
    static String of(JsonStreamContext context) {
        if (context == null || context.inRoot()) {
            return ROOT;
        }
        String parent = of(context.getParent());
        if (context.inArray()) {
            return element(parent, Math.max(context.getCurrentIndex(), 0));
        }
        return context.getCurrentName() == null ? parent : child(parent, context.getCurrentName());
    }
}
