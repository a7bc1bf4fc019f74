package org.gridbench.ui.pages;

/**
 * What the Edit menu and the usual keys do on a page; each returns whether it did something. A page that is not
 * {@link #NONE} offers Delete; one that {@link #copies()} also offers Select All, Cut, Copy and Paste.
 */
public interface PageActions {

    PageActions NONE = new PageActions() {
    };

    /** Whether Select All, Cut, Copy and Paste mean something here; the Edit menu greys them out otherwise. */
    default boolean copies() {
        return false;
    }

    /** Whether Cut and Paste mean something here: a page that copies from a list it cannot change greys them out. */
    default boolean edits() {
        return copies();
    }

    default boolean delete() {
        return false;
    }

    default boolean selectAll() {
        return false;
    }

    default boolean copy() {
        return false;
    }

    /** Copies the selection, then deletes it; nothing when the page copies nothing. */
    default boolean cut() {
        return copy() && delete();
    }

    default boolean paste() {
        return false;
    }
}
