package org.gridbench.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.gridbench.ui.editor.ScenarioEditor;

import jakarta.inject.Named;

/** File > Close (Ctrl+W): closes the active scenario editor as its tab does, first asking about unsaved changes. */
public final class CloseEditorHandler {

    @CanExecute
    boolean canExecute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.getObject() instanceof ScenarioEditor;
    }

    @Execute
    void execute(EPartService parts, @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        if (parts.savePart(part, true)) {
            parts.hidePart(part);
        }
    }
}
