package org.gridbench.ui.editors.bench;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.operations.DefaultOperationHistory;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.editing.DocumentEdit;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.ui.editor.EditHistory;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.pages.ScenarioPage;

/**
 * The part of the scenario editor a page sees, for the benchmark: an edit runs through an {@link EditHistory}, the
 * document is copied for its validation and the page refreshed, as the editor does on the UI thread after every edit
 * (the editor validates the copy on a background thread; {@link EditorBenchmark} times that separately).
 */
final class BenchSite implements PageSite {

    private final ScenarioDocument document;
    private final Shell shell;
    private final EditHistory history = new EditHistory(new DefaultOperationHistory(), "benchmark", () -> { });
    private final Map<String, Object> selection = new HashMap<>();
    private ScenarioPage page;

    BenchSite(ScenarioDocument document, Shell shell) {
        this.document = document;
        this.shell = shell;
    }

    void page(ScenarioPage shown) {
        page = shown;
    }

    @Override
    public ScenarioDocument document() {
        return document;
    }

    @Override
    public Path file() {
        return Path.of("bench.gridbench.json").toAbsolutePath();
    }

    @Override
    public IStatus execute(DocumentEdit edit) {
        IStatus status = history.execute(edit);
        document.copy();
        page.refresh();
        return status;
    }

    @Override
    public List<String> problems() {
        return List.of();
    }

    @Override
    public void show(String pageTitle) {
        // one page at a time in the benchmark
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
