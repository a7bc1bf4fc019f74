package org.gridbench.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

/** File > Save All (Ctrl+Shift+S, as in Eclipse): saves every editor with unsaved changes, each atomically. */
public final class SaveAllHandler {

    @CanExecute
    boolean canExecute(EPartService parts) {
        return !parts.getDirtyParts().isEmpty();
    }

    @Execute
    void execute(EPartService parts) {
        parts.saveAll(false);
    }
}
