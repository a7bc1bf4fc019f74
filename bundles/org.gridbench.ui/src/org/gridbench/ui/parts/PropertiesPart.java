package org.gridbench.ui.parts;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.TableEditor;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.gridbench.ui.properties.Property;
import org.gridbench.ui.properties.PropertySource;
import org.gridbench.ui.properties.SelectedProperties;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The Properties view (Eclipse's property sheet): the properties of the task, dependency, cluster, tree node, link
 * or curve point selected in a diagram, with their units. A number with more digits than people read is shown rounded
 * ({@link Property#readable}), every digit in its row's tooltip. A click on an editable value opens it for typing;
 * Enter applies it as the editor's own undoable edit (the rounded text not edited is none), Escape gives up. A refused
 * value stays, marked, with the reason under the table.
 */
public final class PropertiesPart {

    public static final String ID = "org.gridbench.ui.part.properties";
    /** The {@code getData} key naming the view's controls for tests: "title", "table", "value", "message". */
    public static final String CONTROL_KEY = "gridbench.properties";

    @Inject
    private SelectedProperties selection;

    private final Consumer<Optional<PropertySource>> follow = this::show;
    private Label title;
    private Table table;
    private TableEditor editor;
    private Label message;
    private List<Property> shown = List.of();

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        title = new Label(parent, SWT.WRAP);
        title.setData(CONTROL_KEY, "title");
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setData(CONTROL_KEY, "table");
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        for (String[] column : new String[][] { { "Property", "130" }, { "Value", "170" }, { "Unit", "120" } }) {
            TableColumn c = new TableColumn(table, SWT.LEFT);
            c.setText(column[0]);
            c.setWidth(Integer.parseInt(column[1]));
        }
        editor = new TableEditor(table);
        editor.grabHorizontal = true;
        table.addListener(SWT.Selection, e -> edit(table.getSelectionIndex()));
        table.addListener(SWT.MouseMove, e -> {
            TableItem row = table.getItem(new Point(e.x, e.y));
            table.setToolTipText(row == null ? null : whole(shown.get(table.indexOf(row))));
        });
        message = new Label(parent, SWT.WRAP);
        message.setData(CONTROL_KEY, "message");
        message.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        message.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        selection.addListener(follow);
        show(selection.current());
    }

    @PreDestroy
    void dispose() {
        selection.removeListener(follow);
    }

    private void show(Optional<PropertySource> source) {
        if (table == null || table.isDisposed()) {
            return;
        }
        closeEditor();
        title.setText(source.map(PropertySource::title).orElse("Select an element in a diagram to see its properties"));
        shown = source.map(PropertySource::properties).orElse(List.of());
        table.removeAll();
        for (Property p : shown) {
            TableItem row = new TableItem(table, SWT.NONE);
            row.setText(new String[] { p.name(), p.value(), p.unit() });
            if (!p.editable()) {
                row.setForeground(table.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
            }
        }
        message.setText("");
        title.getParent().layout(true);
    }

    // opens the value of row {@code index} for typing, when the property can be edited
    private void edit(int index) {
        closeEditor();
        if (index < 0 || index >= shown.size() || !shown.get(index).editable()) {
            return;
        }
        Property property = shown.get(index);
        Text text = new Text(table, SWT.SINGLE);
        text.setData(CONTROL_KEY, "value");
        text.setText(property.value());
        text.setToolTipText(whole(property));
        text.selectAll();
        text.addListener(SWT.DefaultSelection, e -> apply(property, text));
        text.addListener(SWT.Traverse, e -> {
            if (e.detail == SWT.TRAVERSE_ESCAPE) {
                e.doit = false;
                closeEditor();
                message.setText("");
            }
        });
        editor.setEditor(text, table.getItem(index), 1);
        text.setFocus();
    }

    private void apply(Property property, Text text) {
        String typed = text.getText().strip();
        String refusal;
        try {
            // the shown value entered again is no edit: the file stays as saved
            IStatus status = typed.equals(property.value()) ? Status.OK_STATUS : property.edit().apply(typed);
            refusal = status.isOK() ? null : status.getMessage();
        } catch (NumberFormatException e) {
            refusal = "'" + typed + "' is not a number";
        }
        if (refusal == null) {
            message.setText("");
            return; // the editor refreshed and showed the new value
        }
        Color red = text.getDisplay().getSystemColor(SWT.COLOR_RED);
        text.setForeground(red);
        message.setText(property.name() + ": " + refusal);
        message.getParent().layout(true);
    }

    /** The whole value of a rounded row, for its tooltip; null when the row shows it whole. */
    private static String whole(Property property) {
        return property.rounded() ? (property.name() + ": " + property.whole() + " " + property.unit()).strip()
                : null;
    }

    private void closeEditor() {
        if (editor.getEditor() != null) {
            editor.getEditor().dispose();
            editor.setEditor(null);
        }
    }
}
