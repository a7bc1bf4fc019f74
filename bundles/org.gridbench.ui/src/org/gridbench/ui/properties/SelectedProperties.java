package org.gridbench.ui.properties;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The diagram selection the Properties view follows (in the application context): the editor that selected last
 * and what it selected. Used on the UI thread only.
 */
public final class SelectedProperties {

    private final List<Consumer<Optional<PropertySource>>> listeners = new CopyOnWriteArrayList<>();
    private Object owner;
    private PropertySource shown;

    /** {@code owner} (an editor) selected an element with these properties, or nothing when {@code source} is null. */
    public void show(Object owner, PropertySource source) {
        this.owner = owner;
        shown = source;
        listeners.forEach(l -> l.accept(current()));
    }

    /** {@code owner} closed: what it selected is no longer shown. */
    public void forget(Object owner) {
        if (this.owner == owner) {
            show(null, null);
        }
    }

    public Optional<PropertySource> current() {
        return Optional.ofNullable(shown);
    }

    public void addListener(Consumer<Optional<PropertySource>> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<Optional<PropertySource>> listener) {
        listeners.remove(listener);
    }
}
