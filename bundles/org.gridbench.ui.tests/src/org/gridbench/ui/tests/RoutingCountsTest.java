package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.gridbench.runs.RunDriver;
import org.gridbench.stars.sim.StarsSnapshot;
import org.gridbench.runs.FamilySnapshot;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.views.RoutingPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Routing view at 1280 x 800 in the Editing perspective, stepped event by event through the start of
 * stars-overlay-64, where a request's tasks queue on neighbouring execution nodes: no two task counts it writes (the
 * fragments' and the queues') come closer than 4 pixels, so that "1" and "1" under two neighbours never read "11";
 * picture {@code target/views/routing-counts.png}, at the step with the most nodes holding tasks.
 */
@ExtendWith(ScreenshotOnFailure.class)
class RoutingCountsTest {

    private static final String VIEW = "org.gridbench.ui.part.routing";
    private static final int STEPS = 40;
    /** CountLabel.GAP: about a space of the view's font. */
    private static final int GAP = 4;

    @Test
    void noTwoCountsTouchAtAnyEarlyStep() throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        Path file = Files.copy(workspace.resolve("stars-overlay-64.gridbench.json"), workspace.resolve(
                "routing-counts.gridbench.json"), StandardCopyOption.REPLACE_EXISTING).toAbsolutePath().normalize();
        at1280.editingAsShipped(() -> {
            RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
            wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
            wb.settle();
            long mostBusy = 0;
            int mostLabels = 0;
            for (int step = 1; step <= STEPS; step++) {
                wb.showPart("org.gridbench.ui.part.run");
                wb.run(() -> FastRun.runControl(wb, Button.class, "step").notifyListeners(SWT.Selection,
                        new Event()));
                int events = step;
                assertTrue(wb.waitUntil(() -> session.isOf(file) && session.driver().map(d -> d.status()
                        == RunDriver.Status.PAUSED && d.frame().events() == events).orElse(false)),
                        "step " + step);
                wb.showPart(VIEW);
                MPart part = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(VIEW, wb.app));
                RoutingPart routing = wb.ui(() -> (RoutingPart) part.getObject());
                Canvas canvas = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Canvas.class, c -> true));
                wb.run(() -> {
                    canvas.redraw();
                    canvas.update();
                });
                List<Rectangle> boxes = wb.ui(routing::countBoxes);
                for (int a = 0; a < boxes.size(); a++) {
                    for (int b = a + 1; b < boxes.size(); b++) {
                        assertTrue(apart(boxes.get(a), boxes.get(b)), "step " + step + ": counts at " + boxes.get(a)
                                + " and " + boxes.get(b) + " are closer than " + GAP + " px");
                    }
                }
                StarsSnapshot s = ((FamilySnapshot.Stars) session.driver().orElseThrow().frame().detail()).snapshot();
                mostLabels = Math.max(mostLabels, boxes.size());
                if (s.busyNodes() > mostBusy) {
                    mostBusy = s.busyNodes();
                    at1280.shoot("routing-counts");
                }
            }
            assertTrue(mostBusy >= 2 && mostLabels >= 2, "the steps reached nodes holding tasks (" + mostBusy
                    + ") and counts written (" + mostLabels + ")");
        });
    }

    // the two boxes are at least GAP pixels apart across or down
    private static boolean apart(Rectangle a, Rectangle b) {
        int across = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
        int down = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
        return across >= GAP || down >= GAP;
    }
}
