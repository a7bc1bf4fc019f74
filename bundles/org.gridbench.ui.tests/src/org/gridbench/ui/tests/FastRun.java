package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.run.RunPart;
import org.gridbench.ui.run.RunSession;

/** A scenario run to its end, or stepped once, from the Run view, as a user runs it. */
final class FastRun {

    private FastRun() {
    }

    /** Opens the file in its editor and runs it as fast as possible from the Run view, to its end; its editor. */
    static MPart toEnd(Workbench wb, Path file) throws InterruptedException {
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        MPart part = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
        wb.showPart("org.gridbench.ui.part.run");
        wb.run(() -> {
            Combo speeds = runControl(wb, Combo.class, "speed");
            speeds.select(Arrays.asList(RunPart.SPEED_LABELS).indexOf("as fast as possible"));
            speeds.notifyListeners(SWT.Selection, new Event());
            runControl(wb, Button.class, "run").notifyListeners(SWT.Selection, new Event());
        });
        assertTrue(wb.waitUntil(() -> session.isOf(file) && session.driver().map(d -> d.status()
                == RunDriver.Status.ENDED).orElse(false), 120), file.getFileName() + " ended");
        wb.settle();
        return part;
    }

    /** Opens the file in its editor and sets it up by the Run view's Step, stepped once and paused; its run. */
    static RunDriver stepped(Workbench wb, Path file) throws InterruptedException {
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
        wb.settle();
        wb.showPart("org.gridbench.ui.part.run");
        wb.run(() -> runControl(wb, Button.class, "step").notifyListeners(SWT.Selection, new Event()));
        assertTrue(wb.waitUntil(() -> session.isOf(file) && session.driver().map(d -> d.status()
                == RunDriver.Status.PAUSED).orElse(false)), file.getFileName() + " stepped");
        wb.settle();
        return session.driver().orElseThrow();
    }

    static <T extends Control> T runControl(Workbench wb, Class<T> type, String name) {
        return Dialogs.find((Shell) wb.window.getWidget(), type, c -> name.equals(c.getData(RunPart.CONTROL_KEY)));
    }
}
