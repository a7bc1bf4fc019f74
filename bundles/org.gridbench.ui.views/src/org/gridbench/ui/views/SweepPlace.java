package org.gridbench.ui.views;

import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.widgets.Control;

/**
 * Where a sweep's run shows the Sweep view: in the taller of the live views' stack and the editors' stack, so that its
 * chart has the height for its titles, axes and legend. In the Editing perspective at 1280 x 800 the views' stack, in
 * the bottom row, left the chart under the view's progress and choices about 70 pixels ("Too low to plot"); the
 * editors' stack, where the sweep's editor is, has about 470. The Running and Analysing perspectives give the views'
 * stack the height, and the view stays there. A view the user has put anywhere else (another stack, its own window)
 * is left where it is.
 */
final class SweepPlace {

    static final String VIEWS = "org.gridbench.ui.partstack.views";
    static final String EDITORS = "org.gridbench.ui.partstack.editors";

    private SweepPlace() {
    }

    /** Moves the Sweep view from the views' stack into the editors' stack when that is taller; a hidden one is not. */
    static void choose(MWindow window, EModelService models) {
        if (!(models.find(SweepPart.ID, window) instanceof MPart view)
                || !(models.find(VIEWS, window) instanceof MPartStack views)
                || !(models.find(EDITORS, window) instanceof MPartStack editors)) {
            return;
        }
        if (views.getChildren().contains(view) && height(editors) > height(views)) {
            models.move(view, editors);
        }
    }

    // the height, in pixels, of a stack on the screen; 0 for one not shown
    private static int height(MUIElement stack) {
        return stack.isVisible() && stack.getWidget() instanceof Control c && c.isVisible() ? c.getSize().y : 0;
    }
}
