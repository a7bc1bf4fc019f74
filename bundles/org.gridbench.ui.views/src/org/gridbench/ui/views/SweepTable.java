package org.gridbench.ui.views;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.sweeps.engine.ResultTables;

/** The Sweep view's table: the header and rows of {@code results.csv}, from the same code that writes that file. */
final class SweepTable {

    private final Table table;
    private List<String> header = List.of();

    SweepTable(Composite parent) {
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setData(SweepPart.CONTROL_KEY, "table");
    }

    void show(ResultTables tables) {
        List<String> columns = tables.header();
        if (!columns.equals(header)) {
            for (TableColumn column : table.getColumns()) {
                column.dispose();
            }
            for (String name : columns) {
                TableColumn column = new TableColumn(table, SWT.LEFT);
                column.setText(name);
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
