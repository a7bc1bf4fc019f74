package org.gridbench.ui.pages;

import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * A page of the scenario editor, such as a graphical editor of the platform or of a workflow, contributed through
 * the extension point {@code org.gridbench.ui.scenarioPages}. A page edits the editor's document only through
 * {@link PageSite#execute}, so that every change is undoable, marks the editor dirty and is validated.
 */
public interface ScenarioPage {

    /** The tab title. */
    String title();

    /** Creates the page's widgets; called once, on the UI thread. */
    Control create(Composite parent, PageSite site);

    /** The document changed (an edit, an undo, a redo, a reload): show it again. */
    void refresh();

    /** Edit > Delete, Select All, Copy, Paste and the zoom keys act on the page in front; a page may ignore them. */
    default PageActions actions() {
        return PageActions.NONE;
    }

    default void dispose() {
    }
}
