package org.gridbench.ui.run;

import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * The Run view's measures, a row each: the value column always whole at the right, the names given the width left
 * (whole when the view is wide enough), so a narrow view never hides the numbers; a row's tooltip is its name and
 * value whole.
 */
public final class MeasureTable {

    private final Table table;

    public MeasureTable(Composite parent, String key, Object name) {
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setData(key, name);
        for (String column : new String[] { "Measure", "Value" }) {
            new TableColumn(table, SWT.LEFT).setText(column);
        }
        // room for the header and three rows at least: squeezed below its scroll bar's own minimum, a GTK table logs
        // "gtk_box_gadget_distribute: assertion 'size >= 0' failed in GtkScrollbar" on every frame of a run
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.minimumHeight = table.getHeaderHeight() + 3 * table.getItemHeight();
        table.setLayoutData(data);
        table.addListener(SWT.Resize, e -> fit());
        table.addListener(SWT.MouseHover, e -> {
            TableItem row = table.getItem(new Point(e.x, e.y));
            table.setToolTipText(row == null ? null : row.getText(0) + ": " + row.getText(1));
        });
        fit();
    }

    public Table control() {
        return table;
    }

    /**
     * Shows the measures in their order, each as {@link HumanNumbers} writes it; the columns are fitted again only when
     * a text changed (a run's frames come 30 times a second, most of them with the same numbers).
     */
    public void show(Map<String, Double> measures) {
        boolean changed = measures.size() != table.getItemCount();
        int row = 0;
        for (Map.Entry<String, Double> measure : measures.entrySet()) {
            TableItem item = row < table.getItemCount() ? table.getItem(row) : new TableItem(table, SWT.NONE);
            String value = HumanNumbers.format(measure.getValue());
            if (!measure.getKey().equals(item.getText(0)) || !value.equals(item.getText(1))) {
                item.setText(new String[] { measure.getKey(), value });
                changed = true;
            }
            row++;
        }
        table.setItemCount(row);
        if (changed) {
            fit();
        }
    }

    void clear() {
        table.removeAll();
        fit();
    }

    // the values' column as wide as the widest value (at least its header), the names the rest up to their widest
    private void fit() {
        int client = table.getClientArea().width;
        GC gc = new GC(table);
        int pad = 2 * gc.getFontMetrics().getHeight();
        int names = gc.textExtent("Measure").x;
        int values = gc.textExtent("Value").x;
        for (TableItem item : table.getItems()) {
            names = Math.max(names, gc.textExtent(item.getText(0)).x);
            values = Math.max(values, gc.textExtent(item.getText(1)).x);
        }
        gc.dispose();
        int value = values + pad;
        int name = Math.max(0, Math.min(names + pad, client - value));
        table.getColumn(0).setWidth(name);
        table.getColumn(1).setWidth(Math.max(value, client - name));
    }
}
