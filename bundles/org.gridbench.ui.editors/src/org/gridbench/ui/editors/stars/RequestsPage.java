package org.gridbench.ui.editors.stars;

import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerEditor;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationEvent;
import org.eclipse.jface.viewers.ColumnViewerEditorActivationStrategy;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TableViewerEditor;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.editing.stars.RequestEdits;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.Plural;
import org.gridbench.ui.editors.diagram.Toolbar;
import org.gridbench.ui.editors.diagram.ToolbarPage;
import org.gridbench.ui.pages.CellTips;
import org.gridbench.ui.pages.FamilyPageFactory;
import org.gridbench.ui.pages.PageActions;
import org.gridbench.ui.properties.Property;
import org.gridbench.ui.run.HumanNumbers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;

/**
 * The requests of a STaRS scenario as a table edited in place (Celaya, section 8.2): when and from which node each bag
 * of tasks is submitted, its tasks' length, memory and disk, and the deadline DP reads. Numbers show to four
 * significant digits, whole from 1,000, every digit in the cell's tooltip. Double-click a cell or press Enter to edit
 * it, Tab to go to the next: the cell opens on the rounded number, which entered unchanged is no edit; a value the
 * format refuses changes nothing and says why under the pages.
 */
public final class RequestsPage extends ToolbarPage {

    /** Contributes the page to stars scenarios. */
    public static final class Factory extends FamilyPageFactory {
        public Factory() {
            super(Family.STARS, RequestsPage::new);
        }
    }

    public static final String TITLE = "Requests";

    /** Column titles with their units, in the order of {@link RequestEdits#FIELDS} after the request's number. */
    private static final List<String> COLUMNS = List.of("Request", "At (s)", "Node", "Tasks", "Task length (MFLOP)",
            "Memory (MB)", "Disk (MB)", "Deadline (s after At)");

    private TableViewer viewer;
    private Label summary;

    public RequestsPage() {
        super(TITLE);
    }

    @Override
    protected Control fill(Composite page, Toolbar bar) {
        bar.button("Add request", "Add a copy of the selected request after it (of the last when none is selected)",
                this::add);
        bar.button("Remove request", "Remove the selected request (Delete)", this::removeSelected);
        summary = new Label(bar.control(), SWT.NONE);
        viewer = new TableViewer(page, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        // as wide as its columns: GTK stretches a table's last column over the rest, which set the deadlines far
        // to the right of their title
        viewer.getTable().setLayoutData(new GridData(SWT.LEFT, SWT.FILL, false, true));
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        CellTips.follow(viewer.getTable(), this::whole);
        for (int c = 0; c < COLUMNS.size(); c++) {
            TableViewerColumn column = new TableViewerColumn(viewer, SWT.RIGHT);
            column.getColumn().setText(COLUMNS.get(c));
            column.getColumn().pack();
            int field = c - 1;
            column.setLabelProvider(ColumnLabelProvider.createTextProvider(
                    e -> field < 0 ? Integer.toString((Integer) e) : shown(request((Integer) e).get(field(field)))));
            if (field >= 0) {
                column.setEditingSupport(new FieldEditing(field(field)));
            }
        }
        TableViewerEditor.create(viewer, new ColumnViewerEditorActivationStrategy(viewer) {
            @Override
            protected boolean isEditorActivationEvent(ColumnViewerEditorActivationEvent event) {
                return event.eventType == ColumnViewerEditorActivationEvent.MOUSE_DOUBLE_CLICK_SELECTION
                        || event.eventType == ColumnViewerEditorActivationEvent.PROGRAMMATIC
                        || event.eventType == ColumnViewerEditorActivationEvent.TRAVERSAL
                        || event.eventType == ColumnViewerEditorActivationEvent.KEY_PRESSED
                                && event.keyCode == SWT.CR;
            }
        }, ColumnViewerEditor.TABBING_HORIZONTAL | ColumnViewerEditor.TABBING_MOVE_TO_ROW_NEIGHBOR
                | ColumnViewerEditor.KEYBOARD_ACTIVATION);
        return viewer.getTable();
    }

    private static String field(int index) {
        return RequestEdits.FIELDS.get(index);
    }

    @Override
    public void refresh() {
        if (site.document() == null || viewer == null) {
            return;
        }
        ArrayNode requests = RequestEdits.requests(site.document().root());
        viewer.setInput(IntStream.range(0, requests.size()).boxed().toList());
        summary.setText(summaryOf(requests, site.document().root().path("policy").asText()));
        summary.requestLayout();
    }

    // how many requests, tasks and MFLOP, and which requests DP would refuse for want of a deadline
    private static String summaryOf(ArrayNode requests, String policy) {
        long tasks = 0;
        double work = 0;
        long withoutDeadline = 0;
        for (JsonNode r : requests) {
            tasks += r.path("tasks").asLong();
            work += r.path("tasks").asDouble() * r.path("length").asDouble();
            withoutDeadline += r.has(RequestEdits.DEADLINE) ? 0 : 1;
        }
        String text = String.format(Locale.ROOT, "%s, %s tasks, %s MFLOP in all",
                Plural.of(requests.size(), "request"), HumanNumbers.format(tasks), HumanNumbers.format(work));
        return policy.equals("DP") && withoutDeadline > 0
                ? text + "; DP needs a deadline for every request: " + withoutDeadline + " without one" : text;
    }

    private JsonNode request(int index) {
        return RequestEdits.requests(site.document().root()).get(index);
    }

    // as the views write numbers: four significant digits, whole from 1,000, grouped (0.3 for 0.30000000000000004)
    private static String shown(JsonNode value) {
        return value == null ? "" : HumanNumbers.format(value.asDouble());
    }

    // every digit of a request's number that its cell shows rounded, else none
    private String whole(TableItem item, int column) {
        JsonNode value = column == 0 ? null : request((Integer) item.getData()).get(field(column - 1));
        if (value == null) {
            return null;
        }
        String whole = Property.plain(value.asDouble());
        return whole.equals(Property.readable(value.asDouble())) ? null : whole;
    }

    private int selected() {
        return viewer.getTable().getSelectionIndex();
    }

    // the copy is selected, to be edited at once
    private void add() {
        int after = selected() >= 0 ? selected() : viewer.getTable().getItemCount() - 1;
        if (site.execute(RequestEdits.add(site.document(), after)).isOK()) {
            viewer.getTable().setSelection(after + 1);
        }
    }

    private boolean removeSelected() {
        int index = selected();
        return index >= 0 && site.execute(RequestEdits.remove(site.document(), index)).isOK();
    }

    @Override
    public PageActions actions() {
        return new PageActions() {
            @Override
            public boolean delete() {
                return removeSelected();
            }
        };
    }

    /** Edits one field of a request through the editor's undoable history. */
    private final class FieldEditing extends EditingSupport {

        private final String field;
        private final TextCellEditor editor;

        FieldEditing(String field) {
            super(viewer);
            this.field = field;
            this.editor = new TextCellEditor(viewer.getTable(), SWT.RIGHT);
        }

        @Override
        protected CellEditor getCellEditor(Object element) {
            return editor;
        }

        @Override
        protected boolean canEdit(Object element) {
            return true;
        }

        @Override
        protected Object getValue(Object element) {
            JsonNode value = request((Integer) element).get(field);
            return value == null ? "" : Property.readable(value.asDouble());
        }

        @Override
        protected void setValue(Object element, Object text) {
            if (!text.equals(getValue(element))) {
                site.execute(RequestEdits.set(site.document(), (Integer) element, field, (String) text));
            }
        }
    }
}
