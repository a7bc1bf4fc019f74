package org.gridbench.ui.pages;

/** What the Edit menu and the usual keys do on a page; each returns whether it did something. */
public interface PageActions {

    PageActions NONE = new PageActions() {
    };

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
