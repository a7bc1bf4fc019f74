package org.gridbench.ui.editor;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.viewers.FileViewer;
import org.gridbench.ui.workspace.Workspace;

/**
 * Opens a scenario or sweep file in the editor area, or brings its editor to the front when it is already open. A
 * sweep document opens in the part of {@value #SWEEP_EDITOR_DESCRIPTOR}, which the views bundle contributes; any other
 * file in a viewer ({@link FileViewer}).
 */
public final class EditorOpener {

    public static final String EDITOR_DESCRIPTOR = "org.gridbench.ui.partdescriptor.scenarioEditor";
    public static final String SWEEP_EDITOR_DESCRIPTOR = "org.gridbench.ui.partdescriptor.sweepEditor";
    public static final String EDITOR_STACK = "org.gridbench.ui.partstack.editors";

    private final IEclipseContext context;
    private final EventLog log;

    public EditorOpener(IEclipseContext context, EventLog log) {
        this.context = context;
        this.log = log;
    }

    public MPart open(Path file) {
        return open(file, file.getFileName().toString().endsWith(Workspace.SWEEP_SUFFIX) ? SWEEP_EDITOR_DESCRIPTOR
                : EDITOR_DESCRIPTOR);
    }

    /** Opens the file in the part of {@code descriptor}, or brings the part of that kind that shows it to the front. */
    public MPart open(Path file, String descriptor) {
        Path path = file.toAbsolutePath().normalize();
        MPartStack stack = editorStack();
        EPartService parts = parts(stack);
        MPart part = find(path, Stream.of(descriptor));
        if (part == null) {
            part = parts.createPart(descriptor);
            // a closed editor leaves the model: Quit must not ask about a file closed with "Don't Save"
            part.getTags().add(EPartService.REMOVE_ON_HIDE_TAG);
            ScenarioEditor.bind(part, path);
            stack.getChildren().add(part);
            log.info("editor", "opened " + path);
        }
        parts.showPart(part, PartState.ACTIVATE);
        return part;
    }

    private MPartStack editorStack() {
        return (MPartStack) context.get(EModelService.class).find(EDITOR_STACK, context.get(MApplication.class));
    }

    // the window's own part service: the application's one fails while no window is active (no focus yet)
    private EPartService parts(MPartStack editors) {
        return context.get(EModelService.class).getTopLevelWindowFor(editors).getContext().get(EPartService.class);
    }

    /**
     * Brings a view to the front of its stack, opening it if it was closed, and leaves the focus where it is, as a
     * launch in Eclipse shows its Console.
     */
    public MPart reveal(String viewId) {
        return parts(editorStack()).showPart(viewId, PartState.VISIBLE);
    }

    /** Closes an editor without asking: for a file that is gone. */
    public void close(MPart part) {
        EModelService models = context.get(EModelService.class);
        models.getTopLevelWindowFor(part).getContext().get(EPartService.class).hidePart(part, true);
    }

    /** The scenario editor in front of the editor stack, or null when none is open. */
    public ScenarioEditor front() {
        MPart part = frontPart();
        return part != null && part.getObject() instanceof ScenarioEditor editor ? editor : null;
    }

    /** The file of the sweep editor in front of the editor stack, if the editor in front is a sweep's. */
    public Optional<Path> frontSweep() {
        MPart part = frontPart();
        return part != null && SWEEP_EDITOR_DESCRIPTOR.equals(part.getElementId()) ? Optional.ofNullable(
                part.getPersistedState().get(ScenarioEditor.FILE_KEY)).map(Path::of) : Optional.empty();
    }

    private MPart frontPart() {
        MPartStack stack = editorStack();
        return stack != null && stack.getSelectedElement() instanceof MPart part ? part : null;
    }

    /** Whether a part is a scenario's or a sweep's editor or a file's viewer, not a view. */
    public static boolean isEditor(MPart part) {
        return descriptors().anyMatch(id -> id.equals(part.getElementId()));
    }

    private static Stream<String> descriptors() {
        return Stream.concat(Stream.of(EDITOR_DESCRIPTOR, SWEEP_EDITOR_DESCRIPTOR), Stream.of(FileViewer.values())
                .map(FileViewer::descriptor).filter(Objects::nonNull));
    }

    /** The open editor or viewer of a file, or null. */
    public MPart find(Path path) {
        return find(path, descriptors());
    }

    private MPart find(Path path, Stream<String> descriptors) {
        MApplication app = context.get(MApplication.class);
        EModelService models = context.get(EModelService.class);
        return descriptors.flatMap(id -> models.findElements(app, id, MPart.class).stream())
                .filter(p -> path.toString().equals(p.getPersistedState().get(ScenarioEditor.FILE_KEY)))
                .findFirst().orElse(null);
    }
}
