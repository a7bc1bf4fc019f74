package org.gridbench.ui.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.help.HelpPart;

/** Help > Contents: opens the Help part as a tab beside the editors, or brings it forward. */
public final class HelpContentsHandler {

    @Execute
    void execute(MApplication app, EModelService models, EPartService parts) {
        MPart help = models.findElements(app, HelpPart.ID, MPart.class).stream().findFirst().orElse(null);
        if (help == null) {
            help = parts.createPart(HelpPart.ID);
            help.getTags().add(EPartService.REMOVE_ON_HIDE_TAG);
            ((MPartStack) models.find(EditorOpener.EDITOR_STACK, app)).getChildren().add(help);
        }
        parts.showPart(help, PartState.ACTIVATE);
    }
}
