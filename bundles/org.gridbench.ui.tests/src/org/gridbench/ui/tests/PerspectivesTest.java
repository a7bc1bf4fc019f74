package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.menu.MMenuItem;
import org.eclipse.e4.ui.workbench.IPresentationEngine;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.gridbench.ui.layout.Arrangement;
import org.gridbench.ui.layout.Perspective;
import org.gridbench.ui.layout.Perspectives;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Window > Perspective switches between editing, running and analysing, each keeping the user's changes while
 * another is shown, and Window > Reset Perspective puts the current one back as it ships.
 */
@ExtendWith(ScreenshotOnFailure.class)
class PerspectivesTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/screenshots"));

    private final Workbench wb;
    private final EModelService models;

    PerspectivesTest() throws InterruptedException {
        wb = Workbench.get();
        models = wb.ui(() -> wb.app.getContext().get(EModelService.class));
    }

    @AfterEach
    void backToEditingAsShipped() throws InterruptedException {
        command("org.gridbench.ui.command.perspective", Map.of(Perspectives.PARAMETER, "editing"));
        command("org.gridbench.ui.command.resetPerspective", Map.of());
    }

    @Test
    void switchingKeepsEachPerspectivesChangesAndResetForgetsThem() throws Exception {
        MUIElement editors = element("org.gridbench.ui.partstack.editors");
        MPartStack bottom = (MPartStack) element("org.gridbench.ui.partstack.bottom");
        MPartStack views = (MPartStack) element("org.gridbench.ui.partstack.views");
        MPart policies = (MPart) element("org.gridbench.ui.part.policies");
        MPart problems = (MPart) element("org.gridbench.ui.part.problems");
        MPart progress = (MPart) element("org.gridbench.ui.part.progress");
        String shippedShare = wb.ui(editors::getContainerData);

        command("org.gridbench.ui.command.perspective", Map.of(Perspectives.PARAMETER, "running"));
        assertEquals("35", wb.ui(editors::getContainerData), "Running gives the live views most of the height");
        assertEquals("org.gridbench.ui.part.run", wb.ui(() -> bottom.getSelectedElement().getElementId()));
        assertEquals("org.gridbench.ui.part.metrics", wb.ui(() -> views.getSelectedElement().getElementId()));
        assertFalse(wb.ui(policies::isToBeRendered), "Running closes the Policies view");
        assertFalse(wb.ui(problems::isToBeRendered), "Running closes the Problems view");
        assertTrue(menuItem("running").isSelected() && !menuItem("editing").isSelected(),
                "the Window menu marks the perspective shown");
        wb.screenshot(SHOTS.resolve("perspective-running.png").toFile());

        wb.run(() -> editors.setContainerData("50"));
        command("org.gridbench.ui.command.perspective", Map.of(Perspectives.PARAMETER, "analysing"));
        assertEquals("30", wb.ui(editors::getContainerData));
        assertEquals("org.gridbench.ui.part.results", wb.ui(() -> views.getSelectedElement().getElementId()));
        assertFalse(wb.ui(progress::isToBeRendered), "Analysing closes the Progress view");
        wb.screenshot(SHOTS.resolve("perspective-analysing.png").toFile());

        command("org.gridbench.ui.command.perspective", Map.of(Perspectives.PARAMETER, "running"));
        assertEquals("50", wb.ui(editors::getContainerData), "Running comes back as the user left it");
        assertTrue(wb.ui(progress::isToBeRendered), "Running shows the Progress view Analysing closed");

        command("org.gridbench.ui.command.resetPerspective", Map.of());
        assertEquals("35", wb.ui(editors::getContainerData), "Reset Perspective puts Running back as it ships");
        assertEquals(Perspective.RUNNING, perspectives().current());

        command("org.gridbench.ui.command.perspective", Map.of(Perspectives.PARAMETER, "editing"));
        assertEquals(shippedShare, wb.ui(editors::getContainerData), "Editing is the application model's layout");
        assertTrue(wb.ui(() -> policies.isToBeRendered() && problems.isToBeRendered()),
                "Editing shows every view again");
    }

    @Test
    void anArrangementReadsBackFromItsTextAndADamagedLineLosesOnlyItself() {
        Arrangement a = new Arrangement(Map.of("org.gridbench.ui.sash.right", "82"),
                Map.of("org.gridbench.ui.partstack.views", "org.gridbench.ui.part.results"),
                Set.of("org.gridbench.ui.part.policies"),
                Map.of("org.gridbench.ui.part.results", "org.gridbench.ui.partstack.bottom"));
        assertEquals(a, Arrangement.parse(a.text()));
        assertEquals(a, Arrangement.parse("nonsense\nshare:=1\n" + a.text() + "front:\n"));
    }

    /** Eclipse's Reset Perspective puts a view the user dragged to another stack back where it ships. */
    @Test
    void resetPerspectivePutsAMovedViewBackInItsStack() throws Exception {
        MPartStack views = (MPartStack) element("org.gridbench.ui.partstack.views");
        MPartStack bottom = (MPartStack) element("org.gridbench.ui.partstack.bottom");
        MPart results = (MPart) element("org.gridbench.ui.part.results");
        wb.run(() -> models.move(results, bottom));
        assertSame(bottom, wb.ui(results::getParent));
        command("org.gridbench.ui.command.resetPerspective", Map.of());
        assertSame(views, wb.ui(results::getParent), "Reset Perspective moves the Results view back among the views");
    }

    private Perspectives perspectives() {
        return wb.ui(() -> wb.window.getContext().get(Perspectives.class));
    }

    @Test
    void ctrlMMaximizesTheActiveViewAndRestoresIt() throws Exception {
        MPartStack views = (MPartStack) element("org.gridbench.ui.partstack.views");
        MUIElement left = element("org.gridbench.ui.partstack.left");
        wb.showPart("org.gridbench.ui.part.metrics");
        wb.run(() -> wb.window.getContext().get(EPartService.class).activate((MPart) element(
                "org.gridbench.ui.part.metrics")));
        command("org.gridbench.ui.command.maximizePart", Map.of());
        assertTrue(wb.ui(() -> views.getTags().contains(IPresentationEngine.MAXIMIZED)), "the views' stack is maximized");
        assertTrue(wb.waitUntil(() -> left.getTags().contains(IPresentationEngine.MINIMIZED)),
                "the explorer's stack gave it the window");
        command("org.gridbench.ui.command.maximizePart", Map.of());
        assertFalse(wb.ui(() -> views.getTags().contains(IPresentationEngine.MAXIMIZED)), "Ctrl+M again restores it");
        assertTrue(wb.waitUntil(() -> !left.getTags().contains(IPresentationEngine.MINIMIZED)),
                "the explorer's stack is back");
    }

    private MUIElement element(String id) {
        return wb.ui(() -> models.find(id, wb.window));
    }

    private MMenuItem menuItem(String perspective) {
        return wb.ui(() -> (MMenuItem) models.find("org.gridbench.ui.menuitem.perspective." + perspective,
                wb.window.getMainMenu()));
    }

    /** Runs the command as its menu item does, with its parameters, and lets the window settle. */
    private void command(String id, Map<String, String> parameters) throws InterruptedException {
        wb.run(() -> {
            IEclipseContext context = wb.window.getContext();
            context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(id,
                    parameters));
        });
        wb.settle();
    }
}
