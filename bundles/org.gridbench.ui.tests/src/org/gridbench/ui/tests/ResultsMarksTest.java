package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.editing.PolicyEdit;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.views.MetricsChartPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Results view names runs truly and offers an action only where it applies: a run of an editor's unsaved edits
 * has its file marked "*" and said in the tooltip, the run of the saved file not; "Open market sweep...", "Export
 * chart" and "Sweep chart" show on the market tab and not on the trees tab. Pictures
 * {@code target/views/results-unsaved-edits.png}, {@code results-trees-tab.png}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ResultsMarksTest {

    private static final Path WORKSPACE = Path.of(System.getProperty("gridbench.workspace")).toAbsolutePath()
            .normalize();

    @Test
    void aRunOfUnsavedEditsIsMarkedAndTheMarketActionsShowOnTheMarketTabOnly() throws Exception {
        Workbench wb = Workbench.get();
        Path file = WORKSPACE.resolve("unsaved-run.gridbench.json");
        Files.copy(WORKSPACE.resolve("market-two-clusters.gridbench.json"), file);
        At1280 at1280 = new At1280(wb);
        try {
            at1280.editingAsShipped(() -> {
                ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) wb.app.getContext().get(EditorOpener.class)
                        .open(file).getObject());
                wb.run(() -> editor.execute(new PolicyEdit(editor.document(), "policy", "FIFO", null)));
                toEnd(wb, file);
                wb.run(editor::save);
                toEnd(wb, file);
                at1280.asShipped("analysing");
                wb.showPart("org.gridbench.ui.part.results");
                Table market = table(wb, "results-market");
                int rows = wb.ui(market::getItemCount);
                TableItem edited = wb.ui(() -> market.getItem(rows - 2));
                TableItem saved = wb.ui(() -> market.getItem(rows - 1));
                assertEquals("*unsaved-run", wb.ui(() -> edited.getText(2)),
                        "the run of the unsaved edits has its file marked as Eclipse marks an edited editor");
                wb.run(() -> {
                    market.showItem(edited);
                    Dialogs.pointAt(market, rows - 2, 2);
                });
                assertTrue(wb.ui(market::getToolTipText).startsWith(file.getFileName() + "\nwith unsaved edits: "),
                        wb.ui(market::getToolTipText));
                assertEquals("unsaved-run", wb.ui(() -> saved.getText(2)), "the run of the saved file is not marked");
                wb.run(() -> Dialogs.pointAt(market, rows - 1, 2));
                assertEquals(file.getFileName().toString(), wb.ui(market::getToolTipText));
                assertTrue(visible(wb, "openSweep"), "Open market sweep... on the market tab");
                at1280.shoot("results-unsaved-edits");

                FastRun.toEnd(wb, WORKSPACE.resolve("trees-two-level.gridbench.json"));
                wb.showPart("org.gridbench.ui.part.results");
                CTabFolder tabs = wb.ui(() -> Dialogs.find((Shell) wb.window.getWidget(), CTabFolder.class,
                        c -> "results".equals(c.getData(MetricsChartPart.CONTROL_KEY))));
                assertTrue(wb.ui(() -> tabs.getSelection().getText()).startsWith("trees"), "the trees tab in front");
                for (String action : List.of("openSweep", "exportSweep", "showChart")) {
                    assertFalse(visible(wb, action), action + " is left out on the trees tab");
                }
                at1280.shoot("results-trees-tab");
                CTabItem marketTab = wb.ui(() -> Arrays.stream(tabs.getItems()).filter(t -> t.getText()
                        .startsWith("market")).findFirst().orElseThrow());
                wb.run(() -> {
                    tabs.setSelection(marketTab);
                    Event event = new Event();
                    event.item = marketTab;
                    tabs.notifyListeners(SWT.Selection, event);
                });
                wb.settle();
                for (String action : List.of("openSweep", "exportSweep", "showChart")) {
                    assertTrue(visible(wb, action), action + " shows again with the market tab clicked");
                }
                at1280.asShipped("editing");
            });
        } finally {
            wb.run(() -> {
                EditorOpener opener = wb.app.getContext().get(EditorOpener.class);
                if (opener.find(file) != null) {
                    opener.close(opener.find(file));
                }
            });
            Files.deleteIfExists(file);
            Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".bak"));
        }
        assertEquals(List.of(), at1280.clipped(), "labels and buttons narrower than their text");
    }

    // runs the file to its end from the Run view, and waits for its row: FastRun would take the run before it of the
    // same file, ended too, for this one
    private static void toEnd(Workbench wb, Path file) throws InterruptedException {
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        int before = wb.ui(() -> session.results().size());
        FastRun.toEnd(wb, file);
        assertTrue(wb.waitUntil(() -> session.results().size() == before + 1, 120), file + ": its run ended");
    }

    private static Table table(Workbench wb, String name) {
        return wb.ui(() -> Dialogs.find((Shell) wb.window.getWidget(), Table.class,
                c -> name.equals(c.getData(MetricsChartPart.CONTROL_KEY))));
    }

    // whether the Results view's control of that name is shown (a button or the Sweep chart box)
    private static boolean visible(Workbench wb, String name) {
        return wb.ui(() -> Dialogs.find((Shell) wb.window.getWidget(), Button.class,
                c -> name.equals(c.getData(MetricsChartPart.CONTROL_KEY))).isVisible());
    }
}
