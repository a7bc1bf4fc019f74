package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabFolderRenderer;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.GC;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * At 1280 x 800 every view's tab shows its whole label, whichever tab of its stack is in front (that one with its close
 * button), in each perspective as it ships: in the Editing perspective the live views' stack shortened "Value Curve" to
 * "Value C...". Picture {@code target/views/tabs-value-curve.png}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class TabLabelsTest {

    private static final List<String> STACKS = List.of("org.gridbench.ui.partstack.left",
            "org.gridbench.ui.partstack.bottom", "org.gridbench.ui.partstack.views");

    @Test
    void everyViewTabShowsItsWholeLabelAt1280x800InEachPerspectiveAsItShips() throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        List<String> cut = new ArrayList<>();
        at1280.editingAsShipped(() -> {
            for (String perspective : List.of("editing", "running", "analysing")) {
                at1280.asShipped(perspective);
                for (String stack : STACKS) {
                    cut.addAll(cutTabs(wb, perspective, stack));
                }
                // the views brought to the front are forgotten, so the perspective is left as it ships
                at1280.asShipped(perspective);
            }
            at1280.asShipped("editing");
            wb.showPart("org.gridbench.ui.part.valuecurve");
            at1280.shoot("tabs-value-curve");
        });
        assertEquals(List.of(), cut, "tabs narrower than their whole label (perspective, tab in front: tab, px)");
    }

    // each open view of the stack brought to the front in turn: the tabs then narrower than their whole label
    private static List<String> cutTabs(Workbench wb, String perspective, String stackId) throws Exception {
        MPartStack stack = wb.ui(() -> (MPartStack) wb.app.getContext().get(EModelService.class).find(stackId,
                wb.app));
        List<String> open = wb.ui(() -> stack.getChildren().stream().filter(MUIElement::isToBeRendered)
                .filter(MUIElement::isVisible).map(MUIElement::getElementId).toList());
        List<String> cut = new ArrayList<>();
        for (String front : open) {
            wb.showPart(front);
            CTabFolder folder = wb.ui(() -> (CTabFolder) stack.getWidget());
            cut.addAll(wb.ui(() -> {
                List<String> narrow = new ArrayList<>();
                WholeTab whole = new WholeTab(folder);
                GC gc = new GC(folder);
                try {
                    for (int i = 0; i < folder.getItemCount(); i++) {
                        CTabItem tab = folder.getItem(i);
                        int needed = whole.width(i, gc);
                        if (!tab.isShowing() || tab.getBounds().width < needed) {
                            narrow.add(perspective + ", " + label(wb, front) + " in front: " + tab.getText() + ", "
                                    + tab.getBounds().width + " of " + needed);
                        }
                    }
                } finally {
                    gc.dispose();
                }
                return narrow;
            }));
        }
        return cut;
    }

    private static String label(Workbench wb, String id) {
        return ((MPart) wb.app.getContext().get(EModelService.class).find(id, wb.app)).getLabel();
    }

    /** The width CTabFolder's own renderer gives a tab with its whole label, and its close button when in front. */
    private static final class WholeTab extends CTabFolderRenderer {

        private final CTabFolder folder;

        WholeTab(CTabFolder folder) {
            super(folder);
            this.folder = folder;
        }

        int width(int index, GC gc) {
            int state = folder.getSelectionIndex() == index ? SWT.SELECTED : SWT.NONE;
            return computeSize(index, state, gc, SWT.DEFAULT, SWT.DEFAULT).x;
        }
    }
}
