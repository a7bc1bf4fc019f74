package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.ui.parts.ProgressPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Window > Show View brings back a closed Progress view, which follows a Job and cancels it. */
@ExtendWith(ScreenshotOnFailure.class)
class ViewsMenuTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/screenshots"));
    private static final String JOB = "A test job that waits to be cancelled";

    @Test
    void showViewReopensProgressWhichListsAJobAndCancelsIt() throws Exception {
        Workbench wb = Workbench.get();
        EPartService parts = wb.window.getContext().get(EPartService.class);
        MPart progress = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(ProgressPart.ID,
                wb.app));
        wb.run(() -> parts.hidePart(progress));
        assertFalse(wb.ui(() -> parts.isPartVisible(progress)), "the Progress view is closed");

        new Dialogs(wb).showView("Progress");
        assertTrue(wb.waitUntil(() -> parts.isPartVisible(progress), 10), "Show View showed Progress again");

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
        assertTrue(wb.waitUntil(() -> row(table, "running") >= 0, 10), "the Progress view lists the running job");
        wb.screenshot(SHOTS.resolve("progress.png").toFile());
        wb.run(() -> {
            table.setSelection(row(table, "running"));
            table.notifyListeners(SWT.Selection, new Event());
        });
        wb.run(() -> Dialogs.button((Composite) progress.getWidget(), "Cancel").notifyListeners(SWT.Selection,
                new Event()));
        assertTrue(wb.waitUntil(() -> row(table, "cancelled") >= 0, 10), "Cancel stopped the job");
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
