package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.gridbench.editing.PolicyEdit;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.editors.stars.RequestsPage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The Requests page of a STaRS scenario, driven as a user does: cells opened by a double-click and typed into, the
 * toolbar's buttons, Edit > Delete; every edit reaches the file's document, a refused value says why and undo
 * restores what was there.
 */
@ExtendWith(ScreenshotOnFailure.class)
class RequestsPageTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/editors"));
    private static Workbench wb;
    private static Path workspace;

    @BeforeAll
    static void start() throws Exception {
        wb = Workbench.get();
        workspace = Path.of(System.getProperty("gridbench.workspace"));
        assertTrue(wb.waitUntil(() -> Files.isDirectory(workspace), 60));
        Files.createDirectories(SHOTS);
    }

    @Test
    void theRequestsAreEditedInPlaceWithTheirUnitsAndTheDeadlineDpReads() throws Exception {
        Path file = workspace.resolve("editor-requests.gridbench.json");
        Files.copy(workspace.resolve("stars-overlay-64.gridbench.json"), file, StandardCopyOption.REPLACE_EXISTING);
        IEclipseContext context = wb.app.getContext();
        MPart part = wb.ui(() -> context.get(EditorOpener.class).open(file.toAbsolutePath().normalize()));
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
        wb.run(() -> editor.show(RequestsPage.TITLE));
        wb.settle();
        Composite page = wb.ui(() -> new EditorProbe(part).page(RequestsPage.TITLE));
        Table table = wb.ui(() -> Dialogs.find(page, Table.class, t -> t.getColumnCount() == 8));
        assertEquals(List.of("Request", "At (s)", "Node", "Tasks", "Task length (MFLOP)", "Memory (MB)", "Disk (MB)",
                "Deadline (s after At)"), wb.ui(() -> List.of(table.getColumns()).stream().map(c -> c.getText())
                        .toList()));
        assertEquals(List.of("2", "95.5", "63", "8", "300,000", "1,024", "2,048", ""), row(table, 2));
        assertEquals("3 requests, 64 tasks, 3,840,000 MFLOP in all", summary(page));

        assertEquals("", type(table, 0, 7, "90"), "the deadline cell opens empty");
        assertEquals(90, request(editor, 0).path("deadline").asDouble());
        assertEquals("90", row(table, 0).get(7));
        assertEquals("1024", type(table, 2, 5, "2,048"), "a cell opens on the value as it can be typed back");
        assertEquals(2048, request(editor, 2).path("memory").asDouble());

        type(table, 1, 2, "64");
        assertEquals(17, request(editor, 1).path("node").asInt(), "node 64 of a 64-node overlay is refused");
        wb.run(() -> Dialogs.find((Composite) part.getWidget(), Label.class, l -> l.getText().equals(
                "Set node of Request 1 refused: node: must be from 0 to 63 (overlay.nodes - 1)")));

        wb.run(() -> table.setSelection(0));
        wb.run(() -> EditorProbe.press(page, "Add request"));
        wb.settle();
        assertEquals(4, wb.ui(table::getItemCount));
        assertEquals(request(editor, 0), request(editor, 1), "the copy comes right after the selected request");
        assertEquals(1, wb.ui(table::getSelectionIndex), "and is selected");
        wb.run(() -> editor.execute(new PolicyEdit(editor.document(), "policy", "DP", null)));
        wb.settle();
        assertEquals("4 requests, 80 tasks, 4,800,000 MFLOP in all; DP needs a deadline for every request: 2 without"
                + " one", summary(page));
        wb.screenshot(SHOTS.resolve("stars-requests.png").toFile());
        assertTrue(wb.ui(() -> editor.actions().delete()), "Edit > Delete removes the selected request");
        assertEquals(3, wb.ui(table::getItemCount));
        while (wb.ui(editor::undo)) {
            wb.settle();
        }
        assertEquals(ScenarioReader.read(workspace.resolve("stars-overlay-64.gridbench.json")).root(),
                wb.ui(() -> editor.document().root()), "undone to the file as it was");
        wb.run(editor::load);
    }

    private static JsonNode request(ScenarioEditor editor, int index) {
        return wb.ui(() -> editor.document().root().path("workload").path("requests").get(index).deepCopy());
    }

    private static List<String> row(Table table, int index) {
        return wb.ui(() -> {
            TableItem item = table.getItem(index);
            return java.util.stream.IntStream.range(0, table.getColumnCount()).mapToObj(item::getText).toList();
        });
    }

    private static String summary(Composite page) {
        return wb.ui(() -> Dialogs.find(page, Label.class, l -> l.getText().contains(" in all")).getText());
    }

    /** Opens a cell with a double-click, types {@code text} and presses Enter; returns what the cell opened with. */
    private static String type(Table table, int row, int column, String text) throws InterruptedException {
        wb.run(() -> {
            table.setSelection(row);
            Rectangle cell = table.getItem(row).getBounds(column);
            Event click = new Event();
            click.button = 1;
            click.x = cell.x + cell.width / 2;
            click.y = cell.y + cell.height / 2;
            table.notifyListeners(SWT.MouseDown, click);
            click.count = 2;
            table.notifyListeners(SWT.MouseDoubleClick, click);
        });
        wb.settle();
        String[] opened = new String[1];
        wb.run(() -> {
            Text cell = Dialogs.find(table, Text.class, Text::isVisible);
            opened[0] = cell.getText();
            cell.setText(text);
            cell.notifyListeners(SWT.DefaultSelection, new Event());
        });
        wb.settle();
        return opened[0];
    }
}
