package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.gridbench.model.scenario.Problem;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.parts.ProblemsPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A file with a bad field, written from outside, shows in the Problems view (the workspace watcher tells it) at its line
 * and field; a double-click opens it.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ProblemsViewTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/screenshots"));

    @Test
    void aBadFieldIsListedAtItsPositionAndADoubleClickOpensTheFile() throws Exception {
        Workbench wb = Workbench.get();
        Path file = treesScenario("problem-seed.gridbench.json", "\"forty-two\"", "1.0");
        try {
            MPart part = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(ProblemsPart.ID,
                    wb.app));
            wb.run(() -> wb.window.getContext().get(EPartService.class).showPart(part, EPartService.PartState.VISIBLE));
            ProblemsPart problems = wb.ui(() -> (ProblemsPart) part.getObject());
            assertTrue(wb.waitUntil(() -> problems.problems().stream().anyMatch(p -> p.source().equals(
                    file.toString()))), () -> "the Problems view lists " + wb.ui(problems::problems));
            Problem seed = wb.ui(() -> problems.problems().stream().filter(p -> p.source().equals(file.toString()))
                    .findFirst().orElseThrow());
            assertEquals(5, seed.line(), seed.format());
            assertEquals("seed", seed.field(), seed.format());
            int listed = wb.ui(() -> problems.problems().size());
            assertEquals(listed == 1 ? "1 problem" : listed + " problems", wb.ui(problems::summary),
                    "the line above the table counts the problems listed");
            wb.settle();
            wb.screenshot(SHOTS.resolve("problems.png").toFile());
            wb.run(() -> {
                Table table = Dialogs.find((Composite) part.getWidget(), Table.class, t -> true);
                table.setSelection(problems.problems().indexOf(seed));
                table.notifyListeners(SWT.DefaultSelection, new Event());
            });
            assertTrue(wb.waitUntil(() -> wb.app.getContext().get(EditorOpener.class).find(file) != null),
                    "the double-click opened the file");
        } finally {
            wb.run(() -> {
                EditorOpener opener = wb.app.getContext().get(EditorOpener.class);
                MPart editor = opener.find(file);
                if (editor != null) {
                    opener.close(editor);
                }
            });
            Files.deleteIfExists(file);
        }
        // the line above the table follows the check of the workspace without the file: "No problems" when the
        // table is empty (an empty view said nothing)
        MPart part = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(ProblemsPart.ID, wb.app));
        ProblemsPart problems = wb.ui(() -> (ProblemsPart) part.getObject());
        assertTrue(wb.waitUntil(() -> problems.problems().stream().noneMatch(p -> p.source().equals(file.toString()))
                && problems.summary().equals(problems.problems().isEmpty() ? ProblemsPart.NONE
                        : problems.problems().size() == 1 ? "1 problem" : problems.problems().size() + " problems")), () -> wb.ui(problems::summary) + " beside " + wb.ui(problems::problems));
    }

    /**
     * At 1280 x 800 the Problems view's columns (280 + 110 + 180 + 80 px) were wider than the view, and a problem
     * longer than its 280 px showed cut with no way to read the rest. The problem column now takes the width the field, file
     * and position leave (at least 200 px); a row's tooltip, and Edit > Copy of its row, are the whole problem as
     * {@code ./gridbench validate} writes it. In that narrow stack the column stays near its least width, so the
     * selected problem is also written whole under the table, wrapped, every line of it inside the view (the earlier
     * view had no such line). Picture {@code target/views/problems-long.png}.
     */
    @Test
    void aLongProblemIsWholeInItsTooltipAndItsCopyAndItsColumnTakesTheRest() throws Exception {
        Workbench wb = Workbench.get();
        Path file = treesScenario("long-problem.gridbench.json", "1", "-1.0");
        At1280 at1280 = new At1280(wb);
        try {
            at1280.editingAsShipped(() -> {
                MPart part = listing(wb, file);
                ProblemsPart problems = wb.ui(() -> (ProblemsPart) part.getObject());
                Table table = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Table.class, t -> true));
                int row = wb.ui(() -> problems.problems().indexOf(problems.problems().stream().filter(p -> p.source()
                        .equals(file.toString())).findFirst().orElseThrow()));
                Problem speed = wb.ui(() -> problems.problems().get(row));
                assertEquals("Problem", wb.ui(() -> table.getColumn(0).getText()), "the problem comes first");
                int others = wb.ui(() -> table.getColumn(1).getWidth() + table.getColumn(2).getWidth() + table
                        .getColumn(3).getWidth());
                int client = wb.ui(() -> table.getClientArea().width);
                int problem = wb.ui(() -> table.getColumn(0).getWidth());
                assertTrue(Math.abs(problem - Math.max(200, client - others)) <= 2, "the problem column takes "
                        + problem + " px where the others leave " + (client - others) + " of " + client);

                wb.run(() -> Dialogs.pointAt(table, row, 0));
                assertEquals(speed.format(), wb.ui(table::getToolTipText), "the row's tooltip is its whole problem");

                // in this narrow stack the column cuts the problem: the selected one is written whole under the table
                Text details = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Text.class, t -> "details".equals(
                        t.getData(ProblemsPart.CONTROL_KEY))));
                assertEquals(ProblemsPart.SELECT, wb.ui(details::getText), "no problem is selected yet");
                assertTrue(wb.ui(() -> Dialogs.textWidth(table, table.getItem(row).getText(0))) > problem,
                        "the column cuts the problem: the case the line under the table is for");
                wb.run(() -> {
                    table.setSelection(row);
                    table.notifyListeners(SWT.Selection, new Event());
                });
                wb.settle();
                assertEquals(speed.format(), wb.ui(details::getText), "the selected problem, whole");
                assertTrue(wb.ui(() -> details.getSize().y >= details.computeSize(details.getSize().x, SWT.DEFAULT)
                        .y), "every wrapped line of it shows: " + wb.ui(details::getSize));
                assertTrue(wb.ui(() -> {
                    Composite view = (Composite) part.getWidget();
                    Rectangle inView = wb.display.map(details.getParent(), view, details.getBounds());
                    return inView.width > 0 && view.getClientArea().contains(inView.x + inView.width - 1, inView.y
                            + inView.height - 1);
                }), "inside the view: " + wb.ui(details::getBounds));

                for (int attempt = 0; attempt < 5 && wb.ui(() -> wb.display.getFocusControl()) != table; attempt++) {
                    wb.run(() -> {
                        wb.window.getContext().get(EPartService.class).activate(part);
                        table.setSelection(row);
                        table.forceFocus();
                    });
                    wb.settle();
                }
                at1280.command("org.gridbench.ui.command.copy", Map.of());
                assertEquals(speed.format() + System.lineSeparator(), wb.ui(() -> {
                    Clipboard clipboard = new Clipboard(wb.display);
                    try {
                        return (String) clipboard.getContents(TextTransfer.getInstance());
                    } finally {
                        clipboard.dispose();
                    }
                }), "Edit > Copy copies the selected row's whole problem");
                at1280.shootPart("problems-long", (Composite) wb.ui(part::getWidget));
            });
        } finally {
            Files.deleteIfExists(file);
        }
    }

    // the Problems view brought to the front, once its check of the workspace lists the file
    private static MPart listing(Workbench wb, Path file) throws InterruptedException {
        wb.showPart(ProblemsPart.ID);
        MPart part = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(ProblemsPart.ID, wb.app));
        ProblemsPart problems = wb.ui(() -> (ProblemsPart) part.getObject());
        assertTrue(wb.waitUntil(() -> problems.problems().stream().anyMatch(p -> p.source().equals(file.toString()))),
                () -> "the Problems view lists " + wb.ui(problems::problems));
        wb.settle();
        return part;
    }

    // a trees scenario of one node, with the seed and speed given as JSON values, written in the workspace
    private static Path treesScenario(String name, String seed, String speed) throws Exception {
        Path file = Path.of(System.getProperty("gridbench.workspace")).resolve(name).toAbsolutePath().normalize();
        Files.writeString(file, """
                {
                  "format": "gridbench-scenario",
                  "version": 1,
                  "family": "trees",
                  "seed": %s,
                  "platform": { "nodes": [ { "id": "P0", "speed": %s } ] },
                  "applications": [ { "id": "A1", "weight": 1.0, "ccr": 1.0 } ],
                  "taskSizes": { "model": "fixed-data", "bytes": 1.0 }
                }
                """.formatted(seed, speed), StandardCharsets.UTF_8);
        return file;
    }

    /**
     * At 1280 x 800 the line "No problems: every scenario and sweep file of the workspace reads, and no value typed in
     * an editor is refused." ran past the edge of the 470 px view; it wraps, and shows its last line whole.
     */
    @Test
    void theNoProblemsLineIsShownWholeAtTheDefaultLayout() throws Exception {
        Workbench wb = Workbench.get();
        wb.showPart(ProblemsPart.ID);
        MPart part = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(ProblemsPart.ID, wb.app));
        ProblemsPart problems = wb.ui(() -> (ProblemsPart) part.getObject());
        assertTrue(wb.waitUntil(() -> !problems.summary().startsWith("Checking")), "the workspace is checked");
        // the bad files other tests leave in the workspace are put aside, so that the view has nothing to list
        Path aside = Files.createTempDirectory("problems-aside");
        List<Path> bad = wb.ui(problems::problems).stream().map(p -> Path.of(p.source())).filter(Files::isRegularFile)
                .distinct().toList();
        for (Path file : bad) {
            Files.move(file, aside.resolve(file.getFileName()));
        }
        At1280 at1280 = new At1280(wb);
        try {
            at1280.editingAsShipped(() -> {
                wb.showPart(ProblemsPart.ID);
                assertTrue(wb.waitUntil(() -> problems.summary().equals(ProblemsPart.NONE)),
                        () -> wb.ui(problems::summary) + " beside " + wb.ui(problems::problems));
                at1280.shootPart("tour-problems", (Composite) wb.ui(part::getWidget));
                Label line = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Label.class,
                        l -> l.getText().equals(ProblemsPart.NONE)));
                assertTrue(wb.ui(() -> line.getSize().y >= line.computeSize(line.getSize().x, SWT.DEFAULT).y),
                        "every line of it shows: " + wb.ui(line::getSize));
            });
        } finally {
            for (Path file : bad) {
                Files.move(aside.resolve(file.getFileName()), file);
            }
        }
        assertEquals(List.of(), at1280.clipped(), "the Problems view's line fits at 1280 x 800");
    }
}
