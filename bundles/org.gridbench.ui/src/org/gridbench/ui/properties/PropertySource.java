package org.gridbench.ui.properties;

import java.util.List;

/**
 * What the Properties view shows for the element selected in a diagram: its kind and name (such as
 * "Task t3") and its properties, in the order of the editor's form.
 */
public record PropertySource(String title, List<Property> properties) {

    public PropertySource {
        properties = List.copyOf(properties);
    }

    /** The property named {@code name}, for tests and the view's edits. */
    public Property property(String name) {
        return properties.stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no property " + name + " in " + title));
    }
}
