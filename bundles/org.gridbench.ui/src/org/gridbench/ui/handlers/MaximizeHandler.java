package org.gridbench.ui.handlers;

import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.IPresentationEngine;

import jakarta.inject.Named;

/**
 * Window > Maximize Active View or Editor (Ctrl+M), as in Eclipse: the active part's stack takes the window, or gives
 * it back when it has it. It tags the stack as double-clicking its tab does, and e4's min/max add-on lays it out.
 */
public final class MaximizeHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return stackOf(part) != null;
    }

    @Execute
    void execute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        MPartStack stack = stackOf(part);
        if (stack != null) {
            List<String> tags = stack.getTags();
            if (!tags.remove(IPresentationEngine.MAXIMIZED)) {
                tags.add(IPresentationEngine.MAXIMIZED);
            }
        }
    }

    private static MPartStack stackOf(MPart part) {
        MUIElement shown = part == null || part.getCurSharedRef() == null ? part : part.getCurSharedRef();
        Object parent = shown == null ? null : shown.getParent();
        return parent instanceof MPartStack stack ? stack : null;
    }
}
