package org.gridbench.ui.editor;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.workspace.Workspace;

/**
 * Save and Save As of a {@link ScenarioEditor}: the document is validated first and not written while it has
 * problems (a dialog lists them); otherwise it is written atomically by its {@link ScenarioFile}, the save is logged
 * and the workspace told. A failed write leaves the file as it was and says why.
 */
final class ScenarioSaver {

    private final ScenarioFile file;
    private final BackgroundValidator validator;
    private final EventLog log;
    private final IEventBroker broker;

    ScenarioSaver(ScenarioFile file, BackgroundValidator validator, EventLog log, IEventBroker broker) {
        this.file = file;
        this.validator = validator;
        this.log = log;
        this.broker = broker;
    }

    /**
     * Writes {@code document} to {@code target} when it validates; {@code found} receives the validator's problems
     * before anything is written. False when nothing was written.
     */
    boolean write(ScenarioDocument document, Path target, Shell shell, Consumer<List<String>> found) {
        List<String> problems = validator.validateNow(document, file.path().getFileName().toString());
        found.accept(problems);
        if (!problems.isEmpty()) {
            MessageDialog.openError(shell, "Cannot save " + target.getFileName(),
                    "The scenario has problems; fix them first (nothing was written):\n\n"
                            + String.join("\n", problems.subList(0, Math.min(8, problems.size()))));
            return false;
        }
        try {
            file.save(document, target);
        } catch (IOException e) {
            log.error("editor", "cannot save " + target + ": " + e.getMessage());
            MessageDialog.openError(shell, "Cannot save " + target.getFileName(),
                    "The file was left as it was: " + e.getMessage());
            return false;
        }
        log.info("editor", "saved " + target);
        broker.post(Workspace.TOPIC_CHANGED, target.toString());
        return true;
    }

    /** The invalid page's fixed text, written as every save is (atomically, with a backup). */
    void writeText(String text) {
        try {
            file.writeText(text);
            log.info("editor", "saved " + file.path());
        } catch (IOException e) {
            log.error("editor", "cannot save " + file.path() + ": " + e.getMessage());
        }
    }
}
