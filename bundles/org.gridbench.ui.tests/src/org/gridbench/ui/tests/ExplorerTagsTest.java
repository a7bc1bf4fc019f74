package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.gridbench.ui.parts.ExplorerLabels;
import org.gridbench.ui.parts.ScenarioSummaries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Scenario Explorer at 1280 x 800, in the Editing and the Analysing perspectives: every file's row shows its family
 * tag (pixels of its colour) inside the view, a name too long for the view losing its middle instead; pictures
 * {@code target/views/explorer-editing.png} and {@code explorer-analysing.png}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ExplorerTagsTest {

    @Test
    void everyTagIsDrawnInsideTheViewAndALongNameLosesItsMiddle() throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        Path sweep = Files.copy(workspace.resolve("market-policies-by-load.sweep.json"), workspace.resolve(
                "market-policies-by-load-as-in-the-papers-figure-4.sweep.json"));
        List<String> untagged = new ArrayList<>();
        try {
            at1280.editingAsShipped(() -> {
                for (String perspective : List.of("editing", "analysing")) {
                    at1280.asShipped(perspective);
                    wb.showPart("org.gridbench.ui.part.explorer");
                    Tree tree = wb.ui(() -> Dialogs.find((Composite) ((MPart) wb.app.getContext().get(
                            EModelService.class).find("org.gridbench.ui.part.explorer", wb.app)).getWidget(),
                            Tree.class, t -> true));
                    assertTrue(wb.waitUntil(() -> Arrays.stream(tree.getItems()).anyMatch(i -> i.getText()
                            .startsWith(sweep.getFileName().toString()))), "the explorer lists the new sweep");
                    wb.run(tree::deselectAll);
                    wb.settle();
                    at1280.shoot("explorer-" + perspective);
                    untagged.addAll(wb.ui(() -> untagged(tree, perspective)));
                    String drawn = wb.ui(() -> drawn(tree, sweep));
                    assertTrue(drawn.startsWith("market-po") && drawn.contains("\u2026") && drawn.endsWith(
                            "-4  [sweep]"), perspective + ": the long name loses its ending, which its tag stands"
                                    + " for, and its middle, not its end or tag: " + drawn);
                    assertEquals("trees-star  [trees]", wb.ui(() -> drawn(tree, workspace.resolve(
                            "trees-star.gridbench.json"))), "a short name is drawn as the others, without its ending");
                }
            });
        } finally {
            at1280.asShipped("editing");
            Files.delete(sweep);
        }
        assertEquals(List.of(), untagged, "rows without a pixel of their tag's colour inside the view");
    }

    // the rows of top-level files in whose part of the view no pixel has the hue of the tags' decorations colour
    private static List<String> untagged(Tree tree, String perspective) {
        Rectangle area = tree.getClientArea();
        Image image = new Image(tree.getDisplay(), area.width, area.height);
        GC gc = new GC(tree.getDisplay());
        List<String> found = new ArrayList<>();
        try {
            Point origin = tree.toDisplay(area.x, area.y);
            gc.copyArea(image, origin.x, origin.y);
            ImageData pixels = image.getImageData();
            for (TreeItem item : tree.getItems()) {
                Rectangle row = item.getBounds();
                if (!item.getText().endsWith("]") || row.y < 0 || row.y + row.height > area.height) {
                    continue;
                }
                boolean tagged = false;
                for (int y = row.y; y < row.y + row.height && !tagged; y++) {
                    for (int x = 0; x < area.width && !tagged; x++) {
                        RGB rgb = pixels.palette.getRGB(pixels.getPixel(x, y));
                        tagged = rgb.red - rgb.blue > 40;
                    }
                }
                if (!tagged) {
                    found.add(perspective + ": " + item.getText());
                }
            }
        } finally {
            gc.dispose();
            image.dispose();
        }
        return found;
    }

    // the label the explorer draws for the file, at its row's room
    private static String drawn(Tree tree, Path file) {
        TreeItem item = Arrays.stream(tree.getItems()).filter(i -> i.getText().startsWith(file.getFileName()
                .toString())).findFirst().orElseThrow();
        GC gc = new GC(tree);
        try {
            return ExplorerLabels.label(file, new ScenarioSummaries(), gc, tree.getClientArea().width - item
                    .getTextBounds(0).x - 6).getString();
        } finally {
            gc.dispose();
        }
    }
}
