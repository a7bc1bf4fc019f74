package org.gridbench.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Tree;
import org.gridbench.model.scenario.FieldUnits;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.ui.pages.CellTips;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The family sections of a scenario as a field/value tree whose scalar values are edited in place, each number with its
 * unit ({@link FieldUnits}) and a decimal number shown as a form field shows it, rounded to four significant digits
 * below 1,000 with every digit in its cell's tooltip (the file and the cell editor keep every digit). Text the tree
 * refuses is validated as every form field is ({@code CheckedField}): it stays in its cell, red, with the reason in the
 * column beside it (and, through {@link Edits#rejected}, under the form and in the Problems view), and is what the cell
 * editor opens with next. The mark goes when the entry accepts a value, when the document's value under it changes (an
 * undo), or when another document is shown. A value set but found wrong by the document's validation (a CCR of -1) is
 * marked the same way with the validator's message, from the validation that follows each edit, as a form field marks
 * it.
 */
final class SectionTree {

    /** Header fields, edited in the form above the tree. */
    static final Set<String> HEADER = Set.of("format", "version", "family", "name", "description", "seed");

    /** The column of the values. */
    private static final int VALUE = 1;

    private final TreeViewer viewer;
    private final Edits onEdit;
    /** The entries whose typed text was refused, with that text and the reason. */
    private final List<Refusal> refused = new ArrayList<>();
    /** The problems of the document's last validation. */
    private List<String> problems = List.of();
    private ScenarioDocument document;

    private record Refusal(JsonEntry entry, String shownValue, String text, String reason) {
    }

    /** What becomes of a value typed into the tree: a new value for an entry, or a message saying why not. */
    interface Edits {
        void set(JsonEntry entry, JsonNode value);

        /** {@code message} says why the text typed was refused; null when an earlier refusal no longer stands. */
        void rejected(JsonEntry entry, String message);

        /** Adds an optional field the document leaves out to {@code container} (the Add menu). */
        void add(ObjectNode container, String name, JsonNode value);
    }

    SectionTree(Composite parent, Edits onEdit) {
        this.onEdit = onEdit;
        viewer = new TreeViewer(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        Tree tree = viewer.getTree();
        tree.setHeaderVisible(true);
        tree.setLinesVisible(true);
        viewer.setContentProvider(new Content());

        column("Field", 260).setLabelProvider(ColumnLabelProvider.createTextProvider(e -> ((JsonEntry) e).label()));

        TreeViewerColumn value = column("Value", 280);
        value.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object e) {
                return refusal((JsonEntry) e).map(Refusal::text).orElseGet(() -> ((JsonEntry) e).valueText());
            }

            @Override
            public Color getForeground(Object e) {
                return reason((JsonEntry) e).isEmpty() ? null : tree.getDisplay().getSystemColor(SWT.COLOR_RED);
            }
        });
        value.setEditingSupport(new ValueEditing());
        CellTips.follow(tree, (item, column) -> column == VALUE && item.getData() instanceof JsonEntry entry
                && refusal(entry).isEmpty() ? entry.wholeText() : null);

        AddFieldMenu.attach(viewer, () -> document, onEdit);

        column("Unit", 110).setLabelProvider(ColumnLabelProvider.createTextProvider(e -> document == null ? ""
                : FieldUnits.of(document.family(), ((JsonEntry) e).path()).orElse("")));

        column("Problem", 300).setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object e) {
                return reason((JsonEntry) e);
            }

            @Override
            public Color getForeground(Object e) {
                return tree.getDisplay().getSystemColor(SWT.COLOR_DARK_RED);
            }
        });
    }

    private TreeViewerColumn column(String title, int width) {
        TreeViewerColumn column = new TreeViewerColumn(viewer, SWT.LEFT);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        return column;
    }

    // why the entry is marked: the text typed and refused, else what the last validation of the document says of its
    // value (a CCR of -1 is a number, so it is set, then found out of range), as a form field marks it; or ""
    private String reason(JsonEntry entry) {
        return refusal(entry).map(Refusal::reason).orElseGet(() -> {
            String infix = ": " + entry.path() + ": ";
            for (String line : problems) {
                int i = line.indexOf(infix);
                if (i >= 0) {
                    return line.substring(i + infix.length());
                }
            }
            return "";
        });
    }

    /** Marks the entries the validation of the document finds wrong; {@code lines} as {@code file:l:c: field: message}. */
    void showProblems(List<String> lines) {
        if (!lines.equals(problems)) {
            problems = List.copyOf(lines);
            // a refresh would close a cell being typed into (a field just added opens its cell at once); the labels
            // follow at the refresh that the value entered there brings
            if (!viewer.isCellEditorActive()) {
                viewer.refresh();
            }
        }
    }

    // the refusal standing on this entry (the same container and place), if any
    private Optional<Refusal> refusal(JsonEntry entry) {
        return refused.stream().filter(r -> r.entry().container() == entry.container()
                && Objects.equals(r.entry().key(), entry.key()) && r.entry().index() == entry.index()).findFirst();
    }

    /** Shows a document; the same document again is refreshed with its branches left open and the selection shown. */
    void setInput(ScenarioDocument doc) {
        document = doc;
        ObjectNode root = doc.root();
        if (viewer.getInput() == root) {
            dropRefusalsOfChangedValues();
            viewer.refresh();
            viewer.getTree().showSelection();
            return;
        }
        refused.forEach(r -> onEdit.rejected(r.entry(), null));
        refused.clear();
        viewer.setInput(root);
        viewer.expandToLevel(2);
    }

    // a refusal stands in front of the value it was typed over: when that value changed, it goes
    private void dropRefusalsOfChangedValues() {
        for (Refusal r : List.copyOf(refused)) {
            JsonNode now = r.entry().value();
            if (now == null || !now.asText().equals(r.shownValue())) {
                refused.remove(r);
                onEdit.rejected(r.entry(), null);
            }
        }
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
            return root.properties().stream().map(e -> JsonEntry.field(root, e.getKey(), ""))
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

        private final TextCellEditor editor;

        ValueEditing() {
            super(viewer);
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
            JsonEntry entry = (JsonEntry) element;
            return refusal(entry).map(Refusal::text).orElseGet(() -> entry.value().asText());
        }

        @Override
        protected void setValue(Object element, Object text) {
            JsonEntry entry = (JsonEntry) element;
            Optional<Refusal> before = refusal(entry);
            before.ifPresent(refused::remove);
            if (text.equals(entry.value().asText())) {
                before.ifPresent(r -> onEdit.rejected(entry, null));
                viewer.update(entry, null);
                return;
            }
            JsonNode value;
            try {
                value = ScalarParser.parse(entry.value(), (String) text);
            } catch (IllegalArgumentException e) {
                refused.add(new Refusal(entry, entry.value().asText(), (String) text, e.getMessage()));
                onEdit.rejected(entry, entry.label() + ": " + e.getMessage());
                viewer.update(entry, null);
                return;
            }
            onEdit.set(entry, value);
        }
    }
}
