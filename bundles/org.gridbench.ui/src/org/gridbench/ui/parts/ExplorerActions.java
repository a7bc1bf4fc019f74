package org.gridbench.ui.parts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.program.Program;
import org.gridbench.runs.RunDriver;
import org.eclipse.core.runtime.RegistryFactory;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.sweep.SweepDocument;
import org.gridbench.model.sweep.SweepReader;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.RunnableEditor;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.editor.SweepFolderView;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.run.RunPart;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.viewers.FileViewer;
import org.gridbench.ui.workspace.Workspace;

/**
 * What the Scenario Explorer's context menu does to a file: open (with), run, validate, show in the Sweep view, rename,
 * delete. Each returns what the user must be told instead of throwing; the menu shows it and the event log keeps it.
 */
public final class ExplorerActions {

    private final EditorOpener opener;
    private final RunSession session;
    private final EventLog log;

    public ExplorerActions(EditorOpener opener, RunSession session, EventLog log) {
        this.opener = opener;
        this.session = session;
        this.log = log;
    }

    /** Opens a scenario or sweep in its editor, any other file with its default viewer ({@link FileViewer}). */
    public Optional<String> open(Path file) {
        if (Workspace.isEditable(file)) {
            opener.open(file);
            return Optional.empty();
        }
        return openWith(file, FileViewer.defaultFor(file));
    }

    /** Opens the file in the viewer, or with the system's program; the reason when no program opens it. */
    public Optional<String> openWith(Path file, FileViewer viewer) {
        if (viewer.descriptor() != null) {
            opener.open(file, viewer.descriptor());
            return Optional.empty();
        }
        Program program = FileViewer.program(file);
        String path = file.toAbsolutePath().toString();
        if (program != null ? program.execute(path) : Program.launch(path)) {
            log.info("explorer", "opened " + file + " with " + (program != null ? program.getName() : "the system"));
            return Optional.empty();
        }
        return Optional.of("No program of this system opens " + file.getFileName() + ": open it with the Text Viewer");
    }

    /** The result folder of {@code path} (the folder itself, or the one it lies in), if it holds a sweep's plan. */
    public static Optional<Path> sweepResults(Path path) {
        return Stream.of(path, path.getParent()).filter(p -> p != null && Files.isDirectory(p)
                && Workspace.isSweepResults(p)).findFirst();
    }

    /** Shows the sweep whose result folder {@code path} is or lies in in the Sweep view, as its Run would. */
    public Optional<String> showSweep(Path path) {
        Optional<Path> folder = sweepResults(path);
        if (folder.isEmpty()) {
            return Optional.of(path.getFileName() + " is not in a sweep's result folder");
        }
        MPart part = opener.reveal(SweepFolderView.ID);
        return part.getObject() instanceof SweepFolderView view ? view.showFolder(folder.get())
                : Optional.of("the Sweep view is not installed");
    }

    /**
     * Opens the file and runs it as the Run view would, which it brings to the front (as a launch shows Eclipse's
     * Console), a sweep as its editor's Run button does; a scenario that does not load says why in the Run view.
     */
    public void run(Path file) {
        MPart part = opener.open(file);
        if (part.getObject() instanceof RunnableEditor editor) {
            editor.runDocument();
        } else if (part.getObject() instanceof ScenarioEditor editor) {
            opener.reveal(RunPart.ID);
            if (editor.document() == null) {
                session.cannotRun(file, editor.problems());
            } else {
                session.open(editor.document(), editor.file(), RunDriver::start);
            }
        }
    }

    /**
     * The file's problems as {@code ./gridbench validate} prints them, a sweep document read and planned as {@code sweep
     * run} reads it; empty when it is valid.
     */
    public List<String> validate(Path file) {
        try {
            String valid = Workspace.isSweep(file) ? sweep(file) : scenario(file);
            log.info("validate", file + ": valid (" + valid + ")");
            return List.of();
        } catch (ScenarioException e) {
            List<String> problems = e.problems().stream().map(Problem::format).toList();
            problems.forEach(p -> log.error("validate", p));
            return problems;
        }
    }

    private static String scenario(Path file) throws ScenarioException {
        ScenarioDocument document = ScenarioReader.read(file);
        return document.family().id() + ", seed " + document.seed();
    }

    private static String sweep(Path file) throws ScenarioException {
        SweepDocument document = SweepReader.read(file);
        SweepPlan plan = OpenSweep.of(document, RegistryFactory.getRegistry()).plan();
        return "sweep of " + document.subject() + ", " + plan.runs().size() + " runs";
    }

    /** Renames the file in its folder; the reason when it cannot be (open in an editor, a bad or taken name). */
    public Optional<String> rename(Path file, String newName) {
        String name = newName.strip();
        if (name.isEmpty() || name.contains("/") || name.startsWith(".")) {
            return Optional.of("'" + newName + "' is not a file name");
        }
        String suffix = Workspace.isSweep(file) ? Workspace.SWEEP_SUFFIX : Workspace.SCENARIO_SUFFIX;
        if (Workspace.isEditable(file) && !name.endsWith(suffix)) {
            name += suffix;
        }
        Path target = file.resolveSibling(name);
        if (Files.exists(target)) {
            return Optional.of(target.getFileName() + " exists already");
        }
        if (opener.find(file.toAbsolutePath().normalize()) != null) {
            return Optional.of(file.getFileName() + " is open in an editor: close it first");
        }
        return move(file, target);
    }

    /** Deletes the file; refused while an editor holds unsaved edits of it (its editor is closed otherwise). */
    public Optional<String> delete(Path file) {
        MPart part = opener.find(file.toAbsolutePath().normalize());
        if (part != null && part.isDirty()) {
            return Optional.of(file.getFileName() + " has unsaved edits in its editor: save or close it first");
        }
        if (part != null) {
            opener.close(part);
        }
        try {
            Files.delete(file);
            log.info("explorer", "deleted " + file);
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("cannot delete " + file + ": " + e.getMessage());
        }
    }

    private Optional<String> move(Path file, Path target) {
        try {
            Files.move(file, target);
            log.info("explorer", "renamed " + file + " to " + target.getFileName());
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("cannot rename " + file + ": " + e.getMessage());
        }
    }
}
