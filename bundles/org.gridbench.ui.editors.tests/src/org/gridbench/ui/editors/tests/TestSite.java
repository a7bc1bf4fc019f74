package org.gridbench.ui.editors.tests;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.commands.operations.DefaultOperationHistory;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.ui.editor.EditHistory;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.pages.ScenarioPage;

/**
 * The editor as one page sees it, for controller tests: edits run through an {@link EditHistory} of their own, and
 * the page is refreshed after each edit, undo and redo, as the scenario editor does; refused edits are recorded. It
 * opens the page in a window of its own.
 */
public final class TestSite implements PageSite {

    private final ScenarioDocument document;
    private final Shell shell;
    private final EditHistory history;
    private final Map<String, Object> selection = new HashMap<>();
    private final List<String> refused = new ArrayList<>();
    private final String original;
    private ScenarioPage page;

    private TestSite(ScenarioDocument document, Shell shell) {
        this.document = document;
        this.shell = shell;
        original = Scenarios.text(document);
        history = new EditHistory(new DefaultOperationHistory(), "test", () -> page.refresh());
    }

    /** A new window showing {@code page} on the {@code scenario} text; {@link #close} it after the test. */
    public static TestSite open(ScenarioPage page, String scenario) {
        TestSite site = new TestSite(Scenarios.read(scenario), Screen.shell());
        site.page = page;
        page.create(site.shell, site);
        page.refresh();
        Screen.settle(site.shell);
        return site;
    }

    public void close() {
        shell.dispose();
    }

    /** The page's diagram. */
    public FigureCanvas canvas() {
        return Widgets.find(shell, FigureCanvas.class).get(0);
    }

    /** The scenario's text as it was opened. */
    public String original() {
        return original;
    }

    @Override
    public ScenarioDocument document() {
        return document;
    }

    @Override
    public Path file() {
        return Path.of("test.gridbench.json").toAbsolutePath();
    }

    @Override
    public IStatus execute(DocumentEdit edit) {
        IStatus status = history.execute(edit);
        if (!status.isOK()) {
            refused.add(edit.getLabel() + ": " + status.getMessage());
        }
        return status;
    }

    public boolean undo() throws ExecutionException {
        return history.undo().isOK();
    }

    public boolean redo() throws ExecutionException {
        return history.redo().isOK();
    }

    public String undoLabel() {
        return history.undoLabel();
    }

    /** The refused edits, "label: reason". */
    public List<String> refused() {
        return List.copyOf(refused);
    }

    @Override
    public List<String> problems() {
        return List.of();
    }

    @Override
    public void show(String pageTitle) {
        // one page at a time in these tests
    }

    @Override
    public void select(String key, Object value) {
        selection.put(key, value);
    }

    @Override
    public Object selection(String key) {
        return selection.get(key);
    }

    @Override
    public Shell shell() {
        return shell;
    }
}
