package org.gridbench.ui.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.di.AboutToShow;
import org.eclipse.e4.ui.model.application.ui.menu.MDirectMenuItem;
import org.eclipse.e4.ui.model.application.ui.menu.MItem;
import org.eclipse.e4.ui.model.application.ui.menu.MMenuElement;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.parts.ExplorerActions;
import org.gridbench.ui.prefs.WorkbenchPreferences;

/**
 * The Run menu: run the scenario in front, pause or stop the run, and the recent runs (kept in the preferences), each
 * opened and run again with its seed as the Scenario Explorer's Run does.
 */
public final class RunMenu {

    private static final String FILE_KEY = "gridbench.recent.file";

    private RunMenu() {
    }

    /** Run > Run Scenario in Front (F11): the scenario in the Run view, a sweep as its editor's Run button runs it. */
    public static final class RunFront {
        @CanExecute
        boolean canExecute(EditorOpener editors) {
            return editors.front() != null || editors.frontSweep().isPresent();
        }

        @Execute
        void execute(EditorOpener editors, RunSession session, EventLog log) {
            ScenarioEditor front = editors.front();
            Path file = front != null ? front.file() : editors.frontSweep().orElse(null);
            if (file != null) {
                new ExplorerActions(editors, session, log).run(file);
            }
        }
    }

    /** Run > Pause. */
    public static final class Pause {
        @CanExecute
        boolean canExecute(RunSession session) {
            return session.driver().isPresent();
        }

        @Execute
        void execute(RunSession session) {
            session.driver().ifPresent(RunDriver::pause);
        }
    }

    /** Run > Stop. */
    public static final class Stop {
        @CanExecute
        boolean canExecute(RunSession session) {
            return session.driver().isPresent();
        }

        @Execute
        void execute(RunSession session) {
            session.driver().ifPresent(RunDriver::stop);
        }
    }

    /** The recent runs, numbered, the latest first; files that are gone are left out. */
    public static final class Recent {
        @AboutToShow
        void aboutToShow(List<MMenuElement> items, WorkbenchPreferences preferences, EModelService models) {
            int number = 1;
            for (Path file : preferences.recentRuns()) {
                if (!Files.isRegularFile(file)) {
                    continue;
                }
                MDirectMenuItem item = models.createModelElement(MDirectMenuItem.class);
                item.setLabel(number++ + " " + file.getFileName());
                item.setTooltip(file.toString());
                item.getTransientData().put(FILE_KEY, file);
                item.setContributionURI("bundleclass://org.gridbench.ui/" + RunAgain.class.getName());
                items.add(item);
            }
        }
    }

    /** One recent run, chosen in the menu: opened and run again. */
    public static final class RunAgain {
        @Execute
        void execute(MItem item, EditorOpener editors, RunSession session, EventLog log) {
            new ExplorerActions(editors, session, log).run((Path) item.getTransientData().get(FILE_KEY));
        }
    }

    /** Keeps the recent runs: each run set up is put first. */
    public static RunSession.Listener recorder(RunSession session, WorkbenchPreferences preferences, EventLog log) {
        return new RunSession.Listener() {
            @Override
            public void runChanged(RunDriver driver) {
                session.file().ifPresent(file -> {
                    try {
                        preferences.ranRecently(file);
                    } catch (IOException e) {
                        log.error("preferences", "cannot save the recent runs to " + preferences.file() + ": "
                                + e.getMessage());
                    }
                });
            }
        };
    }
}
