package org.gridbench.ui.handlers;

import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.gridbench.ui.editor.EditorOpener;

/**
 * File > Close All (Ctrl+Shift+W, as in Eclipse): closes every scenario and sweep editor as File > Close does, each
 * first asking about unsaved changes; Cancel keeps that editor and the ones after it open.
 */
public final class CloseAllHandler {

    @CanExecute
    boolean canExecute(MWindow window, EModelService models) {
        return !editors(window, models).isEmpty();
    }

    @Execute
    void execute(MWindow window, EModelService models, EPartService parts) {
        for (MPart editor : editors(window, models)) {
            if (!parts.savePart(editor, true)) {
                return;
            }
            parts.hidePart(editor);
        }
    }

    private static List<MPart> editors(MWindow window, EModelService models) {
        return models.findElements(window, null, MPart.class).stream()
                .filter(p -> EditorOpener.isEditor(p) && p.isToBeRendered()).toList();
    }
}
