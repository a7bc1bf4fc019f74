package org.gridbench.ui.parts;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.workspace.Workspace;
import org.osgi.service.event.Event;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * The workspace folder as a tree of folders and files, following the folder as files come and go
 * ({@link org.gridbench.ui.workspace.WorkspaceWatcher}) and linked with the editor; double-click or Enter opens a
 * file (a scenario or sweep in its editor, another file as {@link ExplorerActions#open} says), F5 refreshes, F2 renames, Delete (the key or Edit > Delete) deletes after asking, and the context menu opens,
 * runs, validates, renames and deletes ({@link ExplorerMenu}).
 */
public final class ScenarioExplorerPart {

    @Inject
    @Optional
    private Workspace workspace;
    @Inject
    private EditorOpener opener;
    @Inject
    private RunSession session;
    @Inject
    private EventLog log;

    private TreeViewer viewer;
    private ExplorerActions actions;
    private ExplorerMenu menu;
    private final ScenarioSummaries summaries = new ScenarioSummaries();

    @PostConstruct
    void create(Composite parent) {
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.setContentProvider(new Content());
        viewer.setLabelProvider(new ExplorerLabels(summaries));
        ColumnViewerToolTipSupport.enableFor(viewer);
        // the labels are drawn to the view's width (ExplorerLabels), so they are drawn again when it changes
        viewer.getTree().addListener(SWT.Resize, e -> viewer.getTree().redraw());
        viewer.addOpenListener(e -> {
            Object selected = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (selected instanceof Path file && Files.isRegularFile(file)) {
                actions.open(file).ifPresent(reason -> MessageDialog.openError(viewer.getTree().getShell(), "Open",
                        reason));
            } else if (selected != null) {
                viewer.setExpandedState(selected, !viewer.getExpandedState(selected));
            }
        });
        viewer.getTree().addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.F5) {
                refresh();
            } else if (e.keyCode == SWT.F2 && selected() != null) {
                menu.rename(selected());
            } else if (e.keyCode == SWT.DEL && selected() != null) {
                menu.delete(selected());
            }
        });
        actions = new ExplorerActions(opener, session, log);
        menu = ExplorerMenu.attach(actions, this::selected, viewer.getTree());
        if (workspace != null) {
            viewer.setInput(workspace.root());
        }
    }

    /** Edit > Delete on the selected file, as the Delete key; nothing for a folder or no selection. */
    public PageActions editActions() {
        Path file = selected();
        if (file == null || !Files.isRegularFile(file)) {
            return PageActions.NONE;
        }
        return new PageActions() {
            @Override
            public boolean delete() {
                return menu.delete(file);
            }
        };
    }

    /** What the context menu does, for tests. */
    public ExplorerActions actions() {
        return actions;
    }

    @Inject
    @Optional
    void workspaceChanged(@UIEventTopic(Workspace.TOPIC_CHANGED) String changed) {
        if (viewer != null && !viewer.getTree().isDisposed()) {
            refresh();
        }
    }

    /**
     * A file made by a command (New Scenario, Import) is selected and revealed, as Eclipse's new-file wizards do:
     * its editor opened before the explorer listed it, so the link with the editor could not select it.
     */
    @Inject
    @Optional
    void fileCreated(@UIEventTopic(Workspace.TOPIC_CREATED) String created) {
        if (viewer != null && !viewer.getTree().isDisposed()) {
            refresh();
            select(Path.of(created));
        }
    }

    /** Selects the file or folder and reveals it, its folders expanded. */
    public void select(Path path) {
        viewer.setSelection(new StructuredSelection(path), true);
    }

    public void refresh() {
        summaries.clear();
        viewer.refresh();
    }

    /** Linked with the editor: the file of the scenario editor brought to the front is selected and revealed. */
    @Inject
    @Optional
    void editorActivated(@UIEventTopic(UIEvents.UILifeCycle.ACTIVATE) Event event) {
        if (viewer != null && !viewer.getTree().isDisposed() && workspace != null
                && event.getProperty(UIEvents.EventTags.ELEMENT) instanceof MPart part
                && part.getObject() instanceof ScenarioEditor editor && editor.file() != null
                && editor.file().startsWith(workspace.root().toAbsolutePath().normalize())) {
            select(editor.file());
        }
    }

    /** The file or folder selected in the explorer, or null. */
    public Path selected() {
        return ((IStructuredSelection) viewer.getSelection()).getFirstElement() instanceof Path p ? p : null;
    }

    @Focus
    void focus() {
        viewer.getTree().setFocus();
    }

    /** The file names shown at the top level, as the user sees them. */
    public String[] topLevelLabels() {
        var items = viewer.getTree().getItems();
        String[] labels = new String[items.length];
        for (int i = 0; i < items.length; i++) {
            labels[i] = items[i].getText();
        }
        return labels;
    }

    private static final class Content implements ITreeContentProvider {

        @Override
        public Object[] getElements(Object input) {
            return Workspace.children((Path) input).toArray();
        }

        @Override
        public Object[] getChildren(Object element) {
            return Workspace.children((Path) element).toArray();
        }

        @Override
        public Object getParent(Object element) {
            return ((Path) element).getParent();
        }

        @Override
        public boolean hasChildren(Object element) {
            return Files.isDirectory((Path) element);
        }
    }
}
