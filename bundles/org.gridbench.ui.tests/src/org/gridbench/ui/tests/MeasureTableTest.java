package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.gridbench.ui.run.MeasureTable;
import org.junit.jupiter.api.Test;

/**
 * The Run view's measures in a view as narrow as the Analysing perspective gives it (about 310 pixels): every value
 * whole inside the table, the names given what is left; in a wide view the names whole too.
 */
class MeasureTableTest {

    private static final Map<String, Double> TREES = new LinkedHashMap<>();

    static {
        TREES.put("tasks computed", 600.0);
        TREES.put("experimental fair throughput (tasks per time unit)", 0.3466);
        TREES.put("LP fair throughput (tasks per time unit)", 0.6031);
    }

    @Test
    void aNarrowViewShowsEveryValueWholeAndAWideOneEveryNameToo() throws InterruptedException {
        Workbench wb = Workbench.get();
        for (int width : new int[] { 300, 700 }) {
            int[] shown = wb.ui(() -> {
                Shell shell = new Shell(wb.display);
                try {
                    shell.setLayout(new GridLayout());
                    MeasureTable measures = new MeasureTable(shell, "key", "metrics");
                    measures.show(TREES);
                    shell.setSize(width, 300);
                    shell.layout(true, true);
                    Table table = measures.control();
                    GC gc = new GC(table);
                    int widestValue = gc.textExtent("0.3466").x;
                    int widestName = gc.textExtent("experimental fair throughput (tasks per time unit)").x;
                    gc.dispose();
                    return new int[] { table.getClientArea().width, table.getColumn(0).getWidth(),
                            table.getColumn(1).getWidth(), widestValue, widestName, table.getItemCount() };
                } finally {
                    shell.dispose();
                }
            });
            assertEquals(3, shown[5]);
            assertTrue(shown[1] + shown[2] >= shown[0], width + " px: the two columns fill the table's width");
            assertTrue(shown[1] + shown[3] <= shown[0] && shown[2] >= shown[3],
                    width + " px: the value column is inside the table and holds the widest value");
            assertEquals(width > 600, shown[1] >= shown[4], width + " px: the names are whole only when they fit");
        }
    }
}
