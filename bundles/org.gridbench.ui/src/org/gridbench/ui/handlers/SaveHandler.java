package org.gridbench.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

import jakarta.inject.Named;

/** File > Save: saves the active editor (atomically, through its @Persist method). */
public final class SaveHandler {

    @CanExecute
    boolean canExecute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.isDirty();
    }

    @Execute
    void execute(EPartService parts, @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        parts.savePart(part, false);
    }
}
