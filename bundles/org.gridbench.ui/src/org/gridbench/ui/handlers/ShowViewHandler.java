package org.gridbench.ui.handlers;

import java.util.Comparator;
import java.util.List;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.ui.editor.EditorOpener;

/** Window > Show View...: every view part of the window (not the scenario or sweep editors), shown and activated. */
public final class ShowViewHandler {

    @Execute
    void execute(Shell shell, MWindow window, EModelService models, EPartService parts) {
        List<MPart> views = models.findElements(window, null, MPart.class).stream()
                .filter(p -> !EditorOpener.isEditor(p) && p.getLabel() != null)
                .sorted(Comparator.comparing(MPart::getLabel)).toList();
        ShowViewDialog dialog = new ShowViewDialog(shell, views);
        if (dialog.open() == Window.OK && dialog.chosen() != null) {
            parts.showPart(dialog.chosen(), PartState.ACTIVATE);
        }
    }
}
