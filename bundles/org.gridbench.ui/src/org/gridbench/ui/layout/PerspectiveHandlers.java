package org.gridbench.ui.layout;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;

import jakarta.inject.Named;

/** The Window menu's perspective entries. */
public final class PerspectiveHandlers {

    private PerspectiveHandlers() {
    }

    /** Window > Perspective > Editing, Running or Analysing. */
    public static final class Switch {
        @Execute
        void execute(@Named(Perspectives.PARAMETER) String id, MWindow window, EModelService models,
                Perspectives perspectives) {
            perspectives.switchTo(Perspective.byId(id), window, models);
        }
    }

    /** Window > Reset Perspective. */
    public static final class Reset {
        @Execute
        void execute(MWindow window, EModelService models, Perspectives perspectives) {
            perspectives.reset(window, models);
        }
    }
}
