package org.gridbench.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.gridbench.ui.editor.ScenarioEditor;

import jakarta.inject.Named;

/** Edit > Undo (Ctrl+Z). */
public final class UndoHandler extends UndoRedoHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part, MApplication app,
            EModelService models) {
        ScenarioEditor editor = editor(part);
        String edit = editor == null ? null : editor.undoLabel();
        label(app, models, UNDO_ITEM, "Undo", edit);
        return edit != null;
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        ScenarioEditor editor = editor(part);
        if (editor != null) {
            editor.undo();
        }
    }
}
