package org.gridbench.ui.parts;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.workspace.Workspace;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/** The workspace folder as a tree of folders and scenario files; double-click opens a file, F5 refreshes. */
public final class ScenarioExplorerPart {

    @Inject
    @Optional
    private Workspace workspace;
    @Inject
    private EditorOpener opener;

    private TreeViewer viewer;
    private final ScenarioSummaries summaries = new ScenarioSummaries();

    @PostConstruct
    void create(Composite parent) {
        viewer = new TreeViewer(parent, SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
        viewer.setContentProvider(new Content());
        viewer.setLabelProvider(new Labels());
        ColumnViewerToolTipSupport.enableFor(viewer);
        viewer.addDoubleClickListener(e -> {
            Object selected = ((IStructuredSelection) e.getSelection()).getFirstElement();
            if (selected instanceof Path file && Workspace.isScenario(file)) {
                opener.open(file);
            } else if (selected != null) {
                viewer.setExpandedState(selected, !viewer.getExpandedState(selected));
            }
        });
        viewer.getTree().addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.F5) {
                refresh();
            }
        });
        if (workspace != null) {
            viewer.setInput(workspace.root());
        }
    }

    @Inject
    @Optional
    void workspaceChanged(@UIEventTopic(Workspace.TOPIC_CHANGED) String changed) {
        if (viewer != null && !viewer.getTree().isDisposed()) {
            refresh();
        }
    }

    public void refresh() {
        summaries.clear();
        viewer.refresh();
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

    private final class Labels extends ColumnLabelProvider {

        @Override
        public String getText(Object element) {
            Path path = (Path) element;
            String name = path.getFileName().toString();
            return Files.isDirectory(path) ? name + "/" : name + "  " + summaries.of(path).tag();
        }

        @Override
        public Color getForeground(Object element) {
            Path path = (Path) element;
            boolean invalid = !Files.isDirectory(path) && !summaries.of(path).valid();
            return invalid ? viewer.getTree().getDisplay().getSystemColor(SWT.COLOR_DARK_RED) : null;
        }

        @Override
        public String getToolTipText(Object element) {
            Path path = (Path) element;
            return Files.isDirectory(path) ? path.toString() : summaries.of(path).detail();
        }
    }
}
