package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.parts.ProblemsPart;
import org.gridbench.ui.parts.PropertiesPart;
import org.gridbench.ui.run.RunPart;
import org.gridbench.ui.run.RunSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every view and every editor page of the three families' examples, at the window size the issue names (1280 x 800),
 * after a run of each example: each is written to {@code target/views/NAME.png} (the pictures of docs/images come
 * from there), and no label or button in the window is narrower than its text.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ViewScreenshotsTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/editors"))
            .resolveSibling("views");
    private static final Rectangle WINDOW = new Rectangle(0, 0, 1280, 800);

    private final Workbench wb;
    private final List<String> clipped = new ArrayList<>();

    ViewScreenshotsTest() throws InterruptedException {
        wb = Workbench.get();
    }

    @Test
    void everyViewAndEditorPageAt1280x800ShowsItsTextUnclipped() throws Exception {
        Shell shell = (Shell) wb.window.getWidget();
        Rectangle before = wb.ui(shell::getBounds);
        try {
            wb.run(() -> shell.setBounds(WINDOW));
            wb.settle();
            family("market-two-clusters", List.of("Form", "Clusters", "Workload", "Workflow DAG", "Value curve",
                    "Source (as saved)"), List.of("org.gridbench.ui.part.market", "org.gridbench.ui.part.valuecurve",
                            "org.gridbench.ui.part.metrics"));
            family("trees-two-level", List.of("Platform tree"), List.of("org.gridbench.ui.part.trees",
                    "org.gridbench.ui.part.results"));
            family("stars-overlay-64", List.of("Form"), List.of("org.gridbench.ui.part.routing"));
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
        assertEquals(List.of(), clipped, "labels and buttons narrower than their text");
    }

    // runs the example from the Run view as fast as possible, then shows its editor pages and views
    private void family(String example, List<String> pages, List<String> views) throws Exception {
        Path file = Path.of(System.getProperty("gridbench.workspace")).resolve(example + ".gridbench.json")
                .toAbsolutePath().normalize();
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        MPart part = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
        wb.showPart("org.gridbench.ui.part.run");
        wb.run(() -> {
            Combo speeds = runControl(Combo.class, "speed");
            speeds.select(Arrays.asList(RunPart.SPEED_LABELS).indexOf("as fast as possible"));
            speeds.notifyListeners(SWT.Selection, new Event());
            runControl(Button.class, "run").notifyListeners(SWT.Selection, new Event());
        });
        assertTrue(wb.waitUntil(() -> session.isOf(file) && session.driver().map(d -> d.status()
                == RunDriver.Status.ENDED).orElse(false), 120), example + " ended");
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
        wb.settle();
        Files.createDirectories(SHOTS);
        wb.run(() -> {
            Image image = new Image(wb.display, WINDOW.width, WINDOW.height);
            GC gc = new GC(wb.display);
            gc.copyArea(image, WINDOW.x, WINDOW.y);
            gc.dispose();
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] { image.getImageData() };
            loader.save(SHOTS.resolve(name + ".png").toString(), SWT.IMAGE_PNG);
            image.dispose();
            collectClipped((Shell) wb.window.getWidget(), name);
        });
    }

    // a visible, one-line label or button whose text needs more width than it has
    private void collectClipped(Composite parent, String shot) {
        for (Control c : parent.getChildren()) {
            if (!c.isVisible()) {
                continue;
            }
            String text = c instanceof Label l && (l.getStyle() & (SWT.WRAP | SWT.SEPARATOR)) == 0 ? l.getText()
                    : c instanceof Button b ? b.getText() : "";
            if (!text.isEmpty()) {
                Point needed = c.computeSize(SWT.DEFAULT, SWT.DEFAULT);
                Point has = c.getSize();
                if (has.x > 0 && needed.x > has.x + 1) {
                    String entry = "'" + text + "' (" + has.x + " of " + needed.x + " px)";
                    if (clipped.stream().noneMatch(e -> e.endsWith(entry))) {
                        clipped.add(shot + ": " + entry);
                    }
                }
            }
            if (c instanceof Composite composite) {
                collectClipped(composite, shot);
            }
        }
    }

    private <T extends Control> T runControl(Class<T> type, String name) {
        return Dialogs.find((Shell) wb.window.getWidget(), type, c -> name.equals(c.getData(RunPart.CONTROL_KEY)));
    }
}
