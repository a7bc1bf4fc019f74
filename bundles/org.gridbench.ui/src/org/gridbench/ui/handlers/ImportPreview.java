package org.gridbench.ui.handlers;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.BiConsumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioImports;

/**
 * Converts the chosen file in a background job, as {@code ./gridbench import} does, and fills the preview table; a
 * newer request supersedes an older one, whose result is dropped.
 */
final class ImportPreview {

    private final Table table;
    private final BiConsumer<ScenarioImports.Imported, String> done;
    private int generation;

    ImportPreview(Table table, BiConsumer<ScenarioImports.Imported, String> done) {
        this.table = table;
        this.done = done;
    }

    void clear() {
        generation++;
        table.removeAll();
    }

    void start(Path file, Optional<Family> family, long seed, double ccr) {
        int mine = ++generation;
        table.removeAll();
        row("reading " + file.getFileName() + "...");
        Display display = table.getDisplay();
        Job job = Job.create("Preview import of " + file.getFileName(), (IProgressMonitor monitor) -> {
            ScenarioImports.Imported result = null;
            String problems = null;
            try {
                result = ScenarioImports.of(file, family, seed, ccr);
            } catch (ScenarioException e) {
                problems = String.join("\n", e.problems().stream().map(Problem::format).toList());
            }
            ScenarioImports.Imported imported = result;
            String message = problems;
            display.asyncExec(() -> show(mine, imported, message));
            return Status.OK_STATUS;
        });
        job.setSystem(true);
        job.schedule(150);
    }

    private void show(int request, ScenarioImports.Imported imported, String problems) {
        if (table.isDisposed() || request != generation) {
            return;
        }
        table.removeAll();
        if (imported == null) {
            problems.lines().forEach(this::row);
        } else {
            row("family: " + imported.document().family().id());
            imported.summary().forEach(this::row);
            imported.notMapped().forEach(line -> row("not mapped: " + line));
        }
        done.accept(imported, problems);
    }

    private void row(String text) {
        new TableItem(table, SWT.NONE).setText(text);
    }
}
