package org.gridbench.ui.handlers;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.menu.MMenuItem;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.gridbench.ui.editor.ScenarioEditor;

/**
 * Edit > Undo and Redo on the active scenario editor's edits; the menu items are named after the edit they would
 * undo or redo ("Undo Add Child of P0").
 */
abstract class UndoRedoHandler {

    static final String UNDO_ITEM = "org.gridbench.ui.menuitem.undo";
    static final String REDO_ITEM = "org.gridbench.ui.menuitem.redo";

    /** The editor of the active part, or null. */
    static ScenarioEditor editor(MPart part) {
        return part != null && part.getObject() instanceof ScenarioEditor e ? e : null;
    }

    /** Names the menu item after the edit ("&Undo Add Task"), or plainly when there is none. */
    static void label(MApplication app, EModelService models, String itemId, String verb, String edit) {
        for (MMenuItem item : models.findElements(app, itemId, MMenuItem.class, null,
                EModelService.ANYWHERE | EModelService.IN_MAIN_MENU)) {
            String label = edit == null ? "&" + verb : "&" + verb + " " + edit;
            if (!label.equals(item.getLabel())) {
                item.setLabel(label);
            }
        }
    }
}
