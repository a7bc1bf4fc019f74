package org.gridbench.ui.views;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.ui.MDirtyable;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.model.scenario.AtomicFiles;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.sweeps.engine.RunFiles;
import org.gridbench.sweeps.engine.SweepEstimate;
import org.gridbench.ui.editor.FixableText;
import org.gridbench.ui.editor.InvalidScenarioPage;
import org.gridbench.ui.editor.RunnableEditor;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.workspace.Workspace;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * Editor of one {@code *.sweep.json} file: a {@link SweepForm} over its axes, checked after every edit by the command
 * line's reader and planner (the number of runs, or the problems), with a time estimate from the runs its result
 * folder already holds. Saves are atomic and refused while the document has problems. A file that does not read opens
 * on its problems and text, as a scenario file does. Run saves unsaved edits, then starts the sweep in the Sweep view.
 */
public final class SweepEditor implements RunnableEditor {

    /** How often, at most, the status line follows a running sweep (each time reads the folder's run files). */
    private static final int STATUS_MILLIS = 1000;

    @Inject
    private MPart part;
    @Inject
    private MDirtyable dirty;
    @Inject
    private IExtensionRegistry registry;
    @Inject
    private EventLog log;
    @Inject
    private EModelService models;

    private Path file;
    private StackLayout stack;
    private InvalidScenarioPage invalid;
    private SweepForm form;
    private ObjectNode tree;
    private String saved = "";
    private OpenSweep checked;
    private List<Problem> problems = List.of();
    private boolean statusPending;

    @PostConstruct
    void create(Composite parent) {
        file = Path.of(part.getPersistedState().get(ScenarioEditor.FILE_KEY));
        Composite pages = new Composite(parent, SWT.NONE);
        stack = new StackLayout();
        pages.setLayout(stack);
        invalid = new InvalidScenarioPage(pages, "This file is not a valid Gridbench sweep, so it was not loaded. Fix"
                + " it here (see docs/sweeps.md) and press Save and Reload.", this::load, this::saveTextAndLoad);
        form = new SweepForm(pages, this::edited, this::run);
        load();
    }

    /** Activated: the count of finished runs and the estimate are read again (a sweep may have run meanwhile). */
    @Focus
    void focus() {
        if (tree != null && stack.topControl == form.control()) {
            edited(false);
        }
        form.control().setFocus();
    }

    /** A sweep ran into this editor's folder: its count of finished runs and estimate follow, at most once a second. */
    @Inject
    @Optional
    void sweepProgressed(@UIEventTopic(SweepPart.TOPIC_PROGRESS) String folder) {
        if (tree == null || statusPending || stack.topControl != form.control() || !Workspace.sameFile(Path.of(
                folder), form.folder())) {
            return;
        }
        statusPending = true;
        form.control().getDisplay().timerExec(STATUS_MILLIS, () -> {
            statusPending = false;
            if (!form.control().isDisposed() && problems.isEmpty()) {
                edited(false);
            }
        });
    }

    /** Reads the file: the form when the command line would run it, else its problems beside its text. */
    void load() {
        java.util.Optional<String> text = FixableText.of(file);
        List<Problem> found = fileProblems(text);
        if (!found.isEmpty()) {
            invalid.show(found, text);
            stack.topControl = invalid.control();
            invalid.control().getParent().layout(true, true);
            dirty.setDirty(false);
            return;
        }
        try {
            tree = SweepText.parse(text.orElseThrow());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a sweep the reader accepted is JSON: " + e.getMessage(), e);
        }
        form.build(tree, parameters(), measures(), defaultFolder());
        saved = SweepText.write(tree);
        stack.topControl = form.control();
        form.control().getParent().layout(true, true);
        edited(false);
    }

    private Path defaultFolder() {
        return file.resolveSibling(file.getFileName().toString().replaceFirst("(\\.sweep)?\\.json$", "")
                + "-results");
    }

    /** The experiment's parameters with a default, then those without one, in name order. */
    private List<String> parameters() {
        return checked == null ? List.of() : new ArrayList<>(Stream.concat(checked.experiment().defaults().keySet()
                .stream().filter(p -> !"seed".equals(p)), checked.experiment().optionalParameters().stream().sorted())
                .toList());
    }

    /**
     * What every run of the sweep reports, the measures a document may choose among, each key followed by the name
     * the views show for it when that differs ("value_fraction (proportion of maximum value)"); empty when unknown.
     */
    private List<String> measures() {
        if (checked == null) {
            return List.of();
        }
        SweepExperiment experiment = checked.experiment();
        return experiment.measures(checked.plan().fixed()).stream()
                .map(key -> withName(key, experiment.measureName(key))).toList();
    }

    // "value_fraction (proportion of maximum value)", or the key alone when it is its own name
    private static String withName(String key, String name) {
        return name.equals(key) ? key : key + " (" + name + ")";
    }

    // The command line's reader on the file first (not UTF-8, too large, unreadable: problems the text hides), then
    // its planner on the text; a valid document too large to show is refused here, as it could not be edited
    private List<Problem> fileProblems(java.util.Optional<String> text) {
        try {
            SweepReader.read(file);
        } catch (ScenarioException e) {
            checked = null;
            return e.problems();
        }
        return text.map(this::check).orElseGet(() -> List.of(new Problem(file.toString(), 0, 0, Problem.FILE,
                "larger than " + (FixableText.MAX_BYTES >> 20) + " MB: too large to edit here; run it with ./gridbench"
                        + " sweep run")));
    }

    // The command line's reader and planner on text: the problems, or none and the plan in checked
    private List<Problem> check(String text) {
        try {
            checked = OpenSweep.of(SweepReader.parse(text, file.toString(), file), registry);
            return List.of();
        } catch (ScenarioException e) {
            checked = null;
            return e.problems();
        }
    }

    private void edited(boolean rebuild) {
        String text = SweepText.write(tree);
        problems = check(text);
        if (rebuild) {
            form.build(tree, parameters(), measures(), defaultFolder());
        }
        dirty.setDirty(!text.equals(saved));
        if (!problems.isEmpty()) {
            form.status(problems.size() + " problems: fix them to save or run", problems.stream()
                    .map(Problem::format).toList());
            return;
        }
        int runs = checked.plan().runs().size();
        var finished = new RunFiles(form.folder()).finished(checked.plan());
        int threads = form.target().cluster() ? 0 : form.target().threads();
        String in = form.folder().getFileName().toString();
        String estimate = finished.size() == runs ? "all in " + in
                : SweepEstimate.of(finished.values(), runs - finished.size(), Math.max(1, threads))
                        .map(d -> SweepEstimate.about(d) + (threads > 0 ? " on " + threads + " threads" : "")
                                + ", from the mean of the timed runs in " + in)
                        .orElse("no estimate until some runs have finished in " + in);
        form.status(runs + " runs (" + finished.size() + " finished); " + estimate, List.of());
    }

    @Persist
    void save() {
        if (tree == null) {
            return;
        }
        if (!problems.isEmpty()) {
            log.error("sweep editor", file.getFileName() + " not saved: " + problems.get(0).format());
            return;
        }
        String text = SweepText.write(tree);
        try {
            AtomicFiles.write(file, text.getBytes(StandardCharsets.UTF_8));
            saved = text;
            dirty.setDirty(false);
            log.info("sweep editor", "saved " + file);
        } catch (IOException e) {
            log.error("sweep editor", "cannot save " + file + ": " + e.getMessage());
        }
    }

    private void saveTextAndLoad(String text) {
        try {
            AtomicFiles.write(file, text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            log.error("sweep editor", "cannot save " + file + ": " + e.getMessage());
        }
        load();
    }

    /** Saves unsaved edits (an unedited file is left as it is), then runs the sweep in the Sweep view (SweepPlace). */
    void run() {
        if (!problems.isEmpty() || checked == null) {
            return;
        }
        if (dirty.isDirty()) {
            save();
        }
        MWindow window = models.getTopLevelWindowFor(part);
        SweepPlace.choose(window, models);
        EPartService parts = window.getContext().get(EPartService.class);
        MPart view = parts.showPart(SweepPart.ID, PartState.VISIBLE);
        if (view != null && view.getObject() instanceof SweepPart sweep) {
            sweep.start(checked, file, form.folder().toAbsolutePath(), form.target());
        }
    }

    @Override
    public void runDocument() {
        run();
    }

    /** Whether the form shows (the file read), rather than the problems of a file that did not. */
    public boolean loaded() {
        return stack.topControl == form.control();
    }
}
