package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.run.RunResult;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.run.TimeUnits;
import org.gridbench.ui.views.MetricsChartPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Results view after a market, a trees and a STaRS run, at 1280 x 800 in the Analysing perspective: a tab per family, each with the measures of
 * its own runs only, so no cell of a run is left empty for another family's measure; pictures
 * {@code target/views/results-FAMILY.png}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ResultsByFamilyTest {

    /** The columns every family's table has, the end time's heading with the family's unit (3). */
    private static List<String> fixed(Family family) {
        return List.of("no.", "run", "file", "end time (" + Map.of(Family.MARKET, "min", Family.STARS, "s",
                Family.TREES, "tu").get(family) + ")", "events", "decisions");
    }

    @Test
    void eachFamilysRunsHaveATabWithThatFamilysMeasuresAndNoEmptyCell() throws Exception {
        Workbench wb = Workbench.get();
        At1280 at1280 = new At1280(wb);
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        List<String> files = List.of("market-two-clusters.gridbench.json", "trees-two-level.gridbench.json",
                "stars-overlay-64.gridbench.json");
        at1280.editingAsShipped(() -> {
            for (String file : files) {
                FastRun.toEnd(wb, workspace.resolve(file).toAbsolutePath().normalize());
            }
            at1280.asShipped("analysing");
            wb.showPart("org.gridbench.ui.part.results");
            List<RunResult> results = wb.ui(() -> wb.app.getContext().get(RunSession.class).results());
            Map<Family, List<RunResult>> byFamily = new LinkedHashMap<>();
            results.forEach(r -> byFamily.computeIfAbsent(r.family(), f -> new ArrayList<>()).add(r));
            CTabFolder tabs = wb.ui(() -> Dialogs.find((Shell) wb.window.getWidget(), CTabFolder.class,
                    c -> "results".equals(c.getData(MetricsChartPart.CONTROL_KEY))));
            assertEquals(byFamily.entrySet().stream().map(e -> e.getKey().id() + " (" + e.getValue().size() + " run"
                    + (e.getValue().size() == 1 ? ")" : "s)")).toList(), wb.ui(() -> Arrays.stream(
                            tabs.getItems()).map(CTabItem::getText).toList()), "a tab per family, in the order"
                                    + " they first ended a run, with its count of runs");
            assertEquals(Family.STARS.id() + " (" + byFamily.get(Family.STARS).size() + " run"
                    + (byFamily.get(Family.STARS).size() == 1 ? ")" : "s)"), wb.ui(() -> tabs.getSelection()
                            .getText()), "the tab of the run that ended last is in front");
            int roundedCells = 0;
            for (int t = 0; t < byFamily.size(); t++) {
                Family family = new ArrayList<>(byFamily.keySet()).get(t);
                List<RunResult> runs = byFamily.get(family);
                int tab = t;
                Table table = wb.ui(() -> {
                    tabs.setSelection(tab);
                    return (Table) tabs.getItem(tab).getControl();
                });
                assertEquals("results-" + family.id(), wb.ui(() -> table.getData(MetricsChartPart.CONTROL_KEY)));
                Set<String> measures = new LinkedHashSet<>();
                runs.forEach(r -> measures.addAll(r.last().metrics().keySet()));
                List<String> columns = new ArrayList<>(fixed(family));
                columns.addAll(measures);
                assertEquals(columns, wb.ui(() -> Arrays.stream(table.getColumns()).map(
                        TableColumn::getText).toList()), family + ": its measures only, each named with its unit");
                assertEquals(runs.size(), (int) wb.ui(table::getItemCount), family + ": a row per run");
                assertEquals("The run's simulated time at its end, in " + TimeUnits.of(family), wb.ui(() -> table
                        .getColumn(3).getToolTipText()), "the heading's tooltip names the unit whole");
                for (int r = 0; r < runs.size(); r++) {
                    RunResult run = runs.get(r);
                    int index = r;
                    TableItem row = wb.ui(() -> table.getItem(index));
                    assertEquals(Integer.toString(run.number()), wb.ui(() -> row.getText(0)),
                            "the run's number in the session, as the Metrics legend gives it");
                    assertEquals(run.title(), wb.ui(() -> row.getData("run")), "the whole title, for the tooltip");
                    String shown = wb.ui(() -> row.getText(1));
                    assertTrue(shown.equals(run.title()) || shown.contains("\u2026") && run.title().startsWith(
                            shown.substring(0, shown.indexOf('\u2026'))) && run.title().endsWith(shown.substring(
                                    shown.indexOf('\u2026') + 1)), "the title or its start and end: " + shown);
                    assertEquals(HumanNumbers.format(run.last().time()), wb.ui(() -> row.getText(3)));
                    List<String> measureNames = List.copyOf(measures);
                    for (int m = 0; m < measureNames.size(); m++) {
                        Double value = run.last().metrics().get(measureNames.get(m));
                        int column = fixed(family).size() + m;
                        String cell = wb.ui(() -> row.getText(column));
                        assertEquals(value == null ? "" : HumanNumbers.format(value), cell,
                                "the run's own number, as the Run view writes it: " + measureNames.get(m));
                        String whole = value == null ? "" : PlainNumbers.exact(value);
                        boolean rounds = !whole.equals(cell.replace(",", ""));
                        roundedCells += rounds ? 1 : 0;
                        wb.run(() -> Dialogs.pointAt(table, index, column));
                        assertEquals(rounds ? whole : null, wb.ui(table::getToolTipText),
                                "every digit, as runs.csv writes it, where the cell rounds: " + measureNames.get(m));
                        if (files.contains(run.file())) {
                            assertFalse(cell.isEmpty(), run.file() + " has no empty cell: " + measureNames.get(m));
                        }
                    }
                }
                at1280.shoot("results-" + family.id());
            }
            assertTrue(roundedCells > 0, "some measure is shown rounded, its every digit in the tooltip");
            at1280.asShipped("editing");
        });
        assertEquals(List.of(), at1280.clipped(), "labels and buttons narrower than their text");
    }
}
