package org.gridbench.ui.editor;

import java.util.List;
import java.util.Set;

import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Tree;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The family sections of a scenario as a field/value tree whose scalar values are edited in place. */
final class SectionTree {

    /** Header fields, edited in the form above the tree. */
    static final Set<String> HEADER = Set.of("format", "version", "family", "name", "description", "seed");

    private final TreeViewer viewer;

    /** What becomes of a value typed into the tree: a new value for an entry, or a message saying why not. */
    interface Edits {
        void set(JsonEntry entry, JsonNode value);

        void rejected(JsonEntry entry, String message);
    }

    SectionTree(Composite parent, Edits onEdit) {
        viewer = new TreeViewer(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        Tree tree = viewer.getTree();
        tree.setHeaderVisible(true);
        tree.setLinesVisible(true);
        viewer.setContentProvider(new Content());

        TreeViewerColumn field = new TreeViewerColumn(viewer, SWT.LEFT);
        field.getColumn().setText("Field");
        field.getColumn().setWidth(260);
        field.setLabelProvider(ColumnLabelProvider.createTextProvider(e -> ((JsonEntry) e).label()));

        TreeViewerColumn value = new TreeViewerColumn(viewer, SWT.LEFT);
        value.getColumn().setText("Value");
        value.getColumn().setWidth(320);
        value.setLabelProvider(ColumnLabelProvider.createTextProvider(e -> ((JsonEntry) e).valueText()));
        value.setEditingSupport(new ValueEditing(onEdit));
    }

    /** Shows a document; the same document again is refreshed with its branches left open. */
    void setInput(ObjectNode root) {
        if (viewer.getInput() == root) {
            viewer.refresh();
            return;
        }
        viewer.setInput(root);
        viewer.expandToLevel(2);
    }

    Tree tree() {
        return viewer.getTree();
    }

    private static final class Content implements ITreeContentProvider {

        @Override
        public Object[] getElements(Object input) {
            return topLevel((ObjectNode) input).toArray();
        }

        private static List<JsonEntry> topLevel(ObjectNode root) {
            return root.properties().stream().map(e -> JsonEntry.field(root, e.getKey()))
                    .filter(e -> !HEADER.contains(e.key())).toList();
        }

        @Override
        public Object[] getChildren(Object element) {
            return ((JsonEntry) element).children().toArray();
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            JsonNode value = ((JsonEntry) element).value();
            return value.isContainerNode() && !value.isEmpty();
        }
    }

    private final class ValueEditing extends EditingSupport {

        private final Edits onEdit;
        private final TextCellEditor editor;

        ValueEditing(Edits onEdit) {
            super(viewer);
            this.onEdit = onEdit;
            this.editor = new TextCellEditor(viewer.getTree());
        }

        @Override
        protected CellEditor getCellEditor(Object element) {
            return editor;
        }

        @Override
        protected boolean canEdit(Object element) {
            return ((JsonEntry) element).isScalar();
        }

        @Override
        protected Object getValue(Object element) {
            return ((JsonEntry) element).value().asText();
        }

        @Override
        protected void setValue(Object element, Object text) {
            JsonEntry entry = (JsonEntry) element;
            if (text.equals(entry.value().asText())) {
                return;
            }
            JsonNode value;
            try {
                value = ScalarParser.parse(entry.value(), (String) text);
            } catch (IllegalArgumentException e) {
                onEdit.rejected(entry, entry.label() + ": " + e.getMessage());
                return;
            }
            onEdit.set(entry, value);
        }
    }
}
