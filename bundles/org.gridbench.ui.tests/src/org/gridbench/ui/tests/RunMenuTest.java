package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.model.scenario.Examples;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.prefs.WorkbenchPreferences;
import org.gridbench.ui.run.RunSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;

/** Run > Run Scenario in Front runs the editor's scenario, which the Run menu then lists and runs again. */
@ExtendWith(ScreenshotOnFailure.class)
class RunMenuTest {

    /** Leaves no ended run behind for the tests that wait for theirs to end. */
    @AfterEach
    void closeTheRun() throws InterruptedException {
        Workbench wb = Workbench.get();
        wb.run(() -> wb.app.getContext().get(RunSession.class).close());
    }

    @Test
    void aRunFromTheMenuIsListedFirstAmongRecentRunsAndRunsAgainFromThere() throws Exception {
        Workbench wb = Workbench.get();
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        Path file = workspace.resolve(Examples.names().get(0)).toAbsolutePath().normalize();
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        wb.run(() -> wb.app.getContext().get(EditorOpener.class).open(file));
        wb.settle();
        wb.run(() -> {
            IEclipseContext context = wb.window.getContext();
            context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(
                    "org.gridbench.ui.command.runFront", null));
        });
        assertTrue(wb.waitUntil(() -> session.isOf(file) && ended(session), 60), "the run from the menu ended");
        RunDriver first = wb.ui(() -> session.driver().orElseThrow());
        WorkbenchPreferences preferences = wb.app.getContext().get(WorkbenchPreferences.class);
        assertEquals(file, wb.ui(preferences::recentRuns).get(0), "the run is the most recent");

        Menu run = wb.ui(() -> runMenu(wb));
        wb.run(() -> run.notifyListeners(SWT.Show, new Event()));
        List<String> labels = wb.ui(() -> Arrays.stream(run.getItems()).map(MenuItem::getText).toList());
        String recent = "1 " + file.getFileName();
        assertTrue(labels.contains(recent), () -> "the Run menu lists " + labels);
        wb.run(() -> Arrays.stream(run.getItems()).filter(i -> i.getText().equals(recent)).findFirst().orElseThrow()
                .notifyListeners(SWT.Selection, new Event()));
        wb.run(() -> run.notifyListeners(SWT.Hide, new Event()));
        assertTrue(wb.waitUntil(() -> session.driver().orElse(first) != first && ended(session), 60),
                "choosing the recent run ran the scenario again");
        assertNotSame(first, wb.ui(() -> session.driver().orElseThrow()));
        assertTrue(wb.ui(() -> session.isOf(file)));
    }

    private static boolean ended(RunSession session) {
        return session.driver().map(d -> d.status() == RunDriver.Status.ENDED).orElse(false);
    }

    private static Menu runMenu(Workbench wb) {
        Shell shell = (Shell) wb.window.getWidget();
        return Arrays.stream(shell.getMenuBar().getItems()).filter(i -> i.getText().replace("&", "").equals("Run"))
                .findFirst().orElseThrow(() -> new AssertionError("no Run menu")).getMenu();
    }
}
