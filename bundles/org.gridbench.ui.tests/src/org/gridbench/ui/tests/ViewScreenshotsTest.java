package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.parts.ProblemsPart;
import org.gridbench.ui.parts.PropertiesPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every view and every editor page of the three families' examples, at the window size the issue names (1280 x 800),
 * after a run of each example: each is written to {@code target/views/NAME.png} (the pictures of docs/images come
 * from there), and no label or button in the window is narrower than its text.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ViewScreenshotsTest {

    private final Workbench wb;
    private final At1280 at1280;

    ViewScreenshotsTest() throws InterruptedException {
        wb = Workbench.get();
        at1280 = new At1280(wb);
    }

    @Test
    void everyViewAndEditorPageAt1280x800ShowsItsTextUnclipped() throws Exception {
        Shell shell = (Shell) wb.window.getWidget();
        Rectangle before = wb.ui(shell::getBounds);
        try {
            wb.run(() -> shell.setBounds(At1280.SCREEN));
            wb.settle();
            family("market-two-clusters", List.of("Form", "Clusters", "Workload", "Workflow DAG", "Value curve",
                    "Source (as saved)"), List.of("org.gridbench.ui.part.market", "org.gridbench.ui.part.valuecurve",
                            "org.gridbench.ui.part.metrics"));
            family("trees-two-level", List.of("Platform tree"), List.of("org.gridbench.ui.part.trees",
                    "org.gridbench.ui.part.results"));
            family("stars-overlay-64", List.of("Form", "Requests"), List.of("org.gridbench.ui.part.routing"));
            for (String id : List.of("org.gridbench.ui.part.eventlog", ProblemsPart.ID,
                    "org.gridbench.ui.part.progress", PropertiesPart.ID, "org.gridbench.ui.part.policies")) {
                show(id, id.substring(id.lastIndexOf('.') + 1));
            }
            wb.run(() -> {
                IEclipseContext context = wb.window.getContext();
                context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(
                        "org.gridbench.ui.command.helpContents", null));
            });
            shoot("help");
        } finally {
            wb.run(() -> shell.setBounds(before));
            wb.settle();
        }
        assertEquals(List.of(), at1280.clipped(), "labels and buttons narrower than their text");
    }

    // runs the example from the Run view as fast as possible, then shows its editor pages and views
    private void family(String example, List<String> pages, List<String> views) throws Exception {
        Path file = Path.of(System.getProperty("gridbench.workspace")).resolve(example + ".gridbench.json")
                .toAbsolutePath().normalize();
        MPart part = FastRun.toEnd(wb, file);
        shoot("run-" + example);
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
        for (String page : pages) {
            wb.run(() -> editor.show(page));
            shoot("editor-" + example + "-" + page.toLowerCase().replaceAll("[^a-z]+", "-").replaceAll("-$", ""));
        }
        for (String view : views) {
            show(view, view.substring(view.lastIndexOf('.') + 1) + "-" + example);
        }
    }

    private void show(String id, String name) throws Exception {
        wb.showPart(id);
        shoot(name);
    }

    private void shoot(String name) throws InterruptedException, IOException {
        at1280.shoot(name);
    }
}
