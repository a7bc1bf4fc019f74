package org.gridbench.ui.views;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.sweeps.SweepExperiment;
import org.gridbench.sweeps.engine.ResultTables;

/**
 * The Sweep view's table: the rows of {@code results.csv}, from the same code that writes that file, under its header
 * with each measure's key given the name its experiment gives it, as the Results view names it; the key, which the
 * file keeps, is in the heading's tooltip.
 */
final class SweepTable {

    private final Table table;
    private List<String> header = List.of();

    SweepTable(Composite parent) {
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setData(SweepPart.CONTROL_KEY, "table");
    }

    void show(ResultTables tables, SweepExperiment experiment) {
        List<String> columns = tables.header();
        if (!columns.equals(header)) {
            for (TableColumn column : table.getColumns()) {
                column.dispose();
            }
            List<String> measures = tables.measures();
            for (String key : columns) {
                TableColumn column = new TableColumn(table, SWT.LEFT);
                String name = measures.contains(key) ? experiment.measureName(key) : key;
                column.setText(name);
                if (!name.equals(key)) {
                    column.setToolTipText("results.csv: " + key);
                }
                column.setWidth(name.equals("run") ? 130 : Math.max(60, 9 * name.length()));
            }
            header = columns;
        }
        List<List<String>> rows = tables.rows();
        table.setItemCount(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            TableItem item = table.getItem(i);
            List<String> row = rows.get(i);
            for (int c = 0; c < row.size(); c++) {
                if (!row.get(c).equals(item.getText(c))) {
                    item.setText(c, row.get(c));
                }
            }
        }
    }

    Table control() {
        return table;
    }
}
