package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.parts.ScenarioExplorerPart;
import org.gridbench.ui.viewers.ImageViewerPart;
import org.gridbench.ui.viewers.TextViewerPart;
import org.gridbench.ui.views.SweepEditor;
import org.gridbench.ui.views.SweepPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A sweep's outputs in the Scenario Explorer, driven as a user does: the result folder lists results.csv, market.csv
 * and the plots beside runs/; double-click opens results.csv in the Text Viewer and a plot in the Image Viewer; the
 * context menu offers Open With (Text Viewer, Image Viewer, System Editor) and Show in Sweep View, which shows the
 * folder's sweep even with its sweep document elsewhere (a {@code sweep run ... --out DIR}). Pictures
 * {@code target/views/explorer-sweep-outputs.png}, {@code image-viewer-plot.png}, {@code sweep-view-from-folder.png}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class SweepOutputsExplorerTest {

    private static final Path WORKSPACE = Path.of(System.getProperty("gridbench.workspace")).toAbsolutePath()
            .normalize();

    @Test
    void theExplorerListsAndOpensASweepsOutputsAndShowsItsFolderInTheSweepView() throws Exception {
        Workbench wb = Workbench.get();
        Path folder = runSweep(wb);
        Path elsewhere = WORKSPACE.resolve("outputs-copied-out");
        copy(folder, elsewhere);
        Path plot;
        try (Stream<Path> files = Files.list(folder)) {
            plot = files.filter(p -> p.getFileName().toString().endsWith(".png")).sorted().findFirst().orElseThrow(
                    () -> new AssertionError("the market sweep wrote no plot"));
        }
        wb.showPart("org.gridbench.ui.part.explorer");
        ScenarioExplorerPart explorer = wb.ui(() -> part(wb, "org.gridbench.ui.part.explorer",
                ScenarioExplorerPart.class));
        Tree tree = wb.ui(() -> Dialogs.find((Composite) ((MPart) wb.app.getContext().get(EModelService.class).find(
                "org.gridbench.ui.part.explorer", wb.app)).getWidget(), Tree.class, t -> true));
        Path csv = folder.resolve("results.csv");
        wb.run(explorer::refresh);
        wb.run(() -> explorer.select(csv));
        List<String> listed = wb.ui(() -> Stream.of(tree.getSelection()[0].getParentItem().getItems())
                .map(TreeItem::getText).toList());
        for (String name : List.of("runs/", "market.csv", "results.csv", "sweep.json", plot.getFileName().toString())) {
            assertTrue(listed.contains(name), "the result folder lists " + name + ": " + listed);
        }

        doubleClick(wb, tree);
        TextViewerPart text = wb.ui(() -> front(wb, TextViewerPart.class));
        assertNotNull(text, "double-click opens results.csv in the Text Viewer");
        assertEquals(Files.readString(csv, StandardCharsets.UTF_8), wb.ui(text::text), "it shows the file as written");
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            wb.run(() -> explorer.select(csv));
            at1280.shoot("explorer-sweep-outputs");
            wb.run(() -> explorer.select(plot));
            doubleClick(wb, tree);
            ImageViewerPart image = wb.ui(() -> front(wb, ImageViewerPart.class));
            assertNotNull(image, "double-click opens a plot in the Image Viewer");
            ImageData data = new ImageData(plot.toString());
            assertEquals(new Rectangle(0, 0, data.width, data.height), wb.ui(image::imageSize),
                    "it shows the picture at its size");
            at1280.shoot("image-viewer-plot");

            wb.run(() -> explorer.select(elsewhere.resolve("market.csv")));
            List<String> menu = wb.ui(() -> labels(tree.getMenu()));
            assertTrue(menu.containsAll(List.of("&Open", "Open Wit&h", "Show in S&weep View")), menu.toString());
            assertEquals(List.of("&Text Viewer", "&System Editor"), wb.ui(() -> labels(item(tree.getMenu(),
                    "Open Wit&h").getMenu())), "a table opens as text or with the system's program");
            wb.run(() -> explorer.select(plot));
            assertEquals(List.of("&Image Viewer", "&Text Viewer", "&System Editor"), wb.ui(() -> labels(item(tree
                    .getMenu(), "Open Wit&h").getMenu())), "a picture also in the Image Viewer, its default");

            wb.run(() -> explorer.select(elsewhere.resolve("market.csv")));
            wb.run(() -> item(tree.getMenu(), "Show in S&weep View").notifyListeners(SWT.Selection, new Event()));
            wb.settle();
            MPart view = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(SweepPart.ID,
                    wb.app));
            assertEquals(EditorOpener.EDITOR_STACK, wb.ui(() -> view.getParent().getElementId()),
                    "in the Editing perspective the view goes to the taller editors' stack, as a sweep's Run puts it");
            Table table = control(wb, view, "table", Table.class);
            assertEquals(4, (int) wb.ui(table::getItemCount), "the folder's four runs, read from its plan");
            Label progress = control(wb, view, "progress", Label.class);
            assertEquals("4 of 4 runs finished in " + elsewhere.getFileName(), wb.ui(progress::getText));
            at1280.shoot("sweep-view-from-folder");
        });
        assertEquals(List.of(), at1280.clipped(), "the explorer and the viewers fit at 1280 x 800");
        delete(elsewhere);
    }

    // a market sweep of 4 runs, run from its editor, with its tables and plots written
    private static Path runSweep(Workbench wb) throws Exception {
        Path file = WORKSPACE.resolve("outputs.sweep.json");
        Files.writeString(file, """
                {
                  "format": "gridbench-sweep",
                  "version": 1,
                  "experiment": "market",
                  "parameters": { "jobs": 400 },
                  "axes": [
                    { "parameter": "load", "values": [0.8, 1.2] },
                    { "parameter": "policy", "values": ["FIFO", "PVR"] }
                  ],
                  "seeds": [1],
                  "measures": ["value_fraction"]
                }
                """, StandardCharsets.UTF_8);
        MPart editor = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
        assertTrue(wb.waitUntil(() -> editor.getObject() instanceof SweepEditor e && e.loaded()));
        Button run = control(wb, editor, "run", Button.class);
        wb.run(() -> run.notifyListeners(SWT.Selection, new Event()));
        Path folder = WORKSPACE.resolve("outputs-results");
        MPart view = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(SweepPart.ID, wb.app));
        assertTrue(wb.waitUntil(() -> Files.isRegularFile(folder.resolve("market.csv")) && view.getObject()
                instanceof SweepPart p && !p.running(), 180), "the sweep ran into " + folder);
        wb.run(() -> wb.app.getContext().get(EditorOpener.class).close(editor));
        return folder;
    }

    private static void doubleClick(Workbench wb, Tree tree) throws InterruptedException {
        wb.run(() -> {
            Event event = new Event();
            event.item = tree.getSelection()[0];
            tree.notifyListeners(SWT.DefaultSelection, event);
        });
        wb.settle();
    }

    private static <T> T front(Workbench wb, Class<T> type) {
        MPart front = (MPart) ((org.eclipse.e4.ui.model.application.ui.basic.MPartStack) wb.app.getContext().get(
                EModelService.class).find(EditorOpener.EDITOR_STACK, wb.app)).getSelectedElement();
        return type.isInstance(front.getObject()) ? type.cast(front.getObject()) : null;
    }

    private static <T> T part(Workbench wb, String id, Class<T> type) {
        return type.cast(((MPart) wb.app.getContext().get(EModelService.class).find(id, wb.app)).getObject());
    }

    private static <T extends Control> T control(Workbench wb, MPart part, String key, Class<T> type) {
        return wb.ui(() -> Dialogs.find((Composite) part.getWidget(), type, c -> key.equals(c.getData(
                SweepPart.CONTROL_KEY))));
    }

    // the items of a menu as it is shown
    private static List<String> labels(Menu menu) {
        menu.notifyListeners(SWT.Show, new Event());
        return Stream.of(menu.getItems()).map(MenuItem::getText).filter(t -> !t.isEmpty()).toList();
    }

    private static MenuItem item(Menu menu, String label) {
        menu.notifyListeners(SWT.Show, new Event());
        return Stream.of(menu.getItems()).filter(i -> label.equals(i.getText())).findFirst().orElseThrow(
                () -> new AssertionError("no " + label + " in the menu"));
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path source : all.toList()) {
                Files.copy(source, to.resolve(from.relativize(source).toString()));
            }
        }
    }

    private static void delete(Path folder) throws IOException {
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
