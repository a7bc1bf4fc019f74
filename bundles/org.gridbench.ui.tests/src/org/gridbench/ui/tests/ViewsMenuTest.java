package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.parts.ProgressPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Window > Show View brings back a closed Progress view, which follows a Job and cancels it; every view closes from
 * its tab and Show View lists views only.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ViewsMenuTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/screenshots"));
    private static final String JOB = "A test job that waits to be cancelled";
    private static final Path WORKSPACE = Path.of(System.getProperty("gridbench.workspace")).toAbsolutePath()
            .normalize();
    private static final List<String> VIEWS = List.of("explorer", "policies", "run", "eventlog", "problems",
            "progress", "properties", "metrics", "market", "routing", "trees", "valuecurve", "results", "sweep");

    /**
     * Every view's tab has a close button, as Eclipse's views have (before, only the Sweep view's had one), and a
     * view closed there comes back from Show View, which lists the views and not the open scenario or sweep editors
     * (before, an open sweep's editor was listed as a view).
     */
    @Test
    void everyViewClosesFromItsTabAndShowViewListsViewsOnly() throws Exception {
        Workbench wb = Workbench.get();
        EModelService models = wb.ui(() -> wb.app.getContext().get(EModelService.class));
        EPartService parts = wb.window.getContext().get(EPartService.class);
        for (String id : VIEWS) {
            MPart view = wb.ui(() -> (MPart) models.find("org.gridbench.ui.part." + id, wb.app));
            wb.run(() -> parts.showPart(view, EPartService.PartState.VISIBLE));
            wb.settle();
            CTabFolder folder = wb.ui(() -> (CTabFolder) ((MPartStack) (Object) view.getParent()).getWidget());
            CTabItem tab = wb.ui(() -> Arrays.stream(folder.getItems()).filter(i -> i.getControl() == view
                    .getWidget()).findFirst().orElseThrow(() -> new AssertionError("no tab for " + id)));
            assertTrue(wb.ui(tab::getShowClose), "the " + id + " view's tab has a close button");
        }
        Path sweep = WORKSPACE.resolve("listed.sweep.json");
        Files.writeString(sweep, """
                {"format": "gridbench-sweep", "version": 1, "scenario": "market-two-clusters.gridbench.json",
                 "axes": [{"parameter": "policy", "values": ["PVR", "FIFO"]}], "seeds": [1]}
                """);
        MPart editor = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(sweep));
        MPart routing = wb.ui(() -> (MPart) models.find("org.gridbench.ui.part.routing", wb.app));
        wb.run(() -> parts.hidePart(routing));
        Dialogs dialogs = new Dialogs(wb);
        Shell dialog = dialogs.open("org.gridbench.ui.command.showView", "Show View");
        List<String> listed = wb.ui(() -> Arrays.stream(Dialogs.find(dialog, Table.class, t -> true).getItems())
                .map(i -> i.getText(0)).toList());
        dialogs.press(dialog, "Cancel");
        assertTrue(listed.stream().noneMatch(name -> name.endsWith(".json")), "Show View lists no editor: " + listed);
        assertTrue(listed.contains("Routing"), "Show View lists the closed Routing view: " + listed);
        new Dialogs(wb).showView("Routing");
        assertTrue(wb.waitUntil(() -> parts.isPartVisible(routing)), "Show View showed Routing again");
        wb.run(() -> parts.hidePart(editor, true));
        Files.delete(sweep);
    }

    @Test
    void showViewReopensProgressWhichListsAJobAndCancelsIt() throws Exception {
        Workbench wb = Workbench.get();
        EPartService parts = wb.window.getContext().get(EPartService.class);
        MPart progress = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(ProgressPart.ID,
                wb.app));
        wb.run(() -> parts.hidePart(progress));
        assertFalse(wb.ui(() -> parts.isPartVisible(progress)), "the Progress view is closed");

        new Dialogs(wb).showView("Progress");
        assertTrue(wb.waitUntil(() -> parts.isPartVisible(progress)), "Show View showed Progress again");

        Job job = new Job(JOB) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                while (!monitor.isCanceled()) {
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return Status.CANCEL_STATUS;
                    }
                }
                return Status.CANCEL_STATUS;
            }
        };
        job.schedule();
        Table table = wb.ui(() -> Dialogs.find((Composite) progress.getWidget(), Table.class, t -> true));
        assertTrue(wb.waitUntil(() -> row(table, "running") >= 0), "the Progress view lists the running job");
        wb.screenshot(SHOTS.resolve("progress.png").toFile());
        wb.run(() -> {
            table.setSelection(row(table, "running"));
            table.notifyListeners(SWT.Selection, new Event());
        });
        wb.run(() -> Dialogs.button((Composite) progress.getWidget(), "Cancel").notifyListeners(SWT.Selection,
                new Event()));
        assertTrue(wb.waitUntil(() -> row(table, "cancelled") >= 0), "Cancel stopped the job");
        assertTrue(wb.ui(() -> table.getItem(row(table, "cancelled")).getText(2)).matches("ran \\d+\\.\\d s"),
                "an ended job says how long it ran");
        job.join(5000, null);
    }

    /** The row of the test job in the given state, or -1. */
    private static int row(Table table, String state) {
        TableItem[] items = table.getItems();
        for (int i = 0; i < items.length; i++) {
            if (items[i].getText(0).equals(JOB) && items[i].getText(1).equals(state)) {
                return i;
            }
        }
        return -1;
    }
}
