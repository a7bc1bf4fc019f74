package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.BiFunction;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.views.ChartFit;
import org.gridbench.ui.views.MetricsChartPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.knowm.xchart.XYChart;

/**
 * The Metrics chart is copied to the window from the image its renderer painted, as a pattern rather than by
 * GC.drawImage (which in SWT 3.134 on GTK reads the whole image back at every paint): after market-two-clusters
 * stepped to its end at 1280 x 800 in the Editing perspective, every pixel of the chart on the screen is XChart's
 * picture at the canvas's size, fitted as the view fits it.
 */
@ExtendWith(ScreenshotOnFailure.class)
class MetricsPictureTest {

    private static final int STEPS = 40;

    @Test
    void theMetricsChartShowsXChartsPicture() throws Exception {
        stepped("market-two-clusters", (wb, at1280) -> {
            String view = "org.gridbench.ui.part.metrics";
            wb.showPart(view);
            MPart part = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(view, wb.app));
            MetricsChartPart metrics = wb.ui(() -> (MetricsChartPart) part.getObject());
            Canvas canvas = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Canvas.class, c -> true));
            String[] differs = { "" };
            boolean same = wb.waitUntil(() -> {
                differs[0] = wb.ui(() -> {
                    Point size = canvas.getSize();
                    XYChart chart = metrics.build();
                    ChartFit.fit(chart, size.x, size.y);
                    BufferedImage picture = new BufferedImage(size.x, size.y, BufferedImage.TYPE_INT_RGB);
                    Graphics2D g = picture.createGraphics();
                    chart.paint(g, size.x, size.y);
                    g.dispose();
                    return firstDifference(canvas, (x, y) -> {
                        int rgb = picture.getRGB(x, y);
                        return new RGB(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF);
                    });
                });
                return differs[0].isEmpty();
            }, 10);
            at1280.shoot("metrics-picture");
            assertTrue(same, "the Metrics chart on the screen against XChart's picture: " + differs[0]);
        });
    }

    private interface Shown {
        void check(Workbench wb, At1280 at1280) throws Exception;
    }

    // the example stepped STEPS events in the Editing perspective at 1280 x 800, then the check
    private static void stepped(String example, Shown check) throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        Path file = Files.copy(workspace.resolve(example + ".gridbench.json"), workspace.resolve("frames-" + example
                + ".gridbench.json"), StandardCopyOption.REPLACE_EXISTING).toAbsolutePath().normalize();
        at1280.editingAsShipped(() -> {
            RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
            wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
            wb.settle();
            wb.showPart("org.gridbench.ui.part.run");
            for (int step = 1; step <= STEPS && !ended(session, file); step++) {
                wb.run(() -> FastRun.runControl(wb, Button.class, "step").notifyListeners(SWT.Selection,
                        new Event()));
                int events = step;
                assertTrue(wb.waitUntil(() -> ended(session, file) || session.isOf(file) && session.driver().map(
                        d -> d.status() == RunDriver.Status.PAUSED && d.frame().events() >= events).orElse(false)),
                        "step " + step);
            }
            // the pointer away from the workbench, so that no tooltip lies over the view
            wb.run(() -> wb.display.setCursorLocation(At1280.SCREEN.width + 60, At1280.SCREEN.height + 60));
            wb.settle();
            check.check(wb, at1280);
        });
    }

    // whether the run of this file ended (a run of another file, which ended before, does not count)
    private static boolean ended(RunSession session, Path file) {
        return session.isOf(file) && session.driver().map(d -> d.status() == RunDriver.Status.ENDED).orElse(false);
    }

    // "" when every pixel of the canvas on the screen is the expected one; else how many differ, and the first
    private static String firstDifference(Canvas canvas, BiFunction<Integer, Integer, RGB> expected) {
        Point size = canvas.getSize();
        Image screen = new Image(canvas.getDisplay(), size.x, size.y);
        GC display = new GC(canvas.getDisplay());
        try {
            Point origin = canvas.toDisplay(0, 0);
            display.copyArea(screen, origin.x, origin.y);
            ImageData shown = screen.getImageData();
            int differing = 0;
            String first = "";
            for (int y = 0; y < size.y; y++) {
                for (int x = 0; x < size.x; x++) {
                    RGB on = shown.palette.getRGB(shown.getPixel(x, y));
                    RGB wanted = expected.apply(x, y);
                    if (!on.equals(wanted)) {
                        first = differing++ == 0 ? "(" + x + ", " + y + ") " + on + " on the screen, " + wanted
                                + " expected" : first;
                    }
                }
            }
            return differing == 0 ? "" : differing + " of " + size.x * size.y + " pixels differ, first " + first;
        } finally {
            display.dispose();
            screen.dispose();
        }
    }
}
