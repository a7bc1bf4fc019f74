package org.gridbench.ui.editor;

import java.util.HashMap;
import java.util.Map;

import org.gridbench.ui.properties.PropertySource;
import org.gridbench.ui.properties.SelectedProperties;

/**
 * What each page of one editor selected last, so that the Properties view shows the selection of the page in front:
 * after a switch of page or of editor it shows that page's own selection, or nothing when the page has none (the
 * Form and Source pages), never the selection of a page that is out of sight.
 */
final class PageProperties {

    private final SelectedProperties properties;
    private final Object editor;
    private final Map<Object, PropertySource> byPage = new HashMap<>();

    PageProperties(SelectedProperties properties, Object editor) {
        this.properties = properties;
        this.editor = editor;
    }

    /** The page in front, {@code page}, selected an element with these properties (null: nothing). */
    void show(Object page, PropertySource source) {
        byPage.put(page, source);
        properties.show(editor, source);
    }

    /** {@code page} came to the front, or its editor was activated: the view shows what that page selected. */
    void front(Object page) {
        properties.show(editor, byPage.get(page));
    }

    /** The editor closed or read its file again: no page's selection stands. */
    void forget() {
        byPage.clear();
        properties.forget(editor);
    }
}
