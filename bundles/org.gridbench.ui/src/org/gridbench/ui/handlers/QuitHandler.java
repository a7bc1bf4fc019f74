package org.gridbench.ui.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

/** File > Quit: asks about unsaved scenarios, then closes the workbench. */
public final class QuitHandler {

    @Execute
    void execute(IWorkbench workbench, EPartService parts) {
        if (parts.saveAll(true)) {
            workbench.close();
        }
    }
}
