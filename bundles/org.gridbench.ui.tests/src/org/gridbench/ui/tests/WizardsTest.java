package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.editors.dag.DagPage;
import org.gridbench.ui.parts.ScenarioExplorerPart;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.workspace.Workspace;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/** File > New Scenario and File > Import..., each opened from its command and used once, as a user would. */
@ExtendWith(ScreenshotOnFailure.class)
class WizardsTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/screenshots"));
    private static Workbench wb;
    private static Dialogs dialogs;
    private static Path workspace;

    @BeforeAll
    static void start() throws Exception {
        wb = Workbench.get();
        dialogs = new Dialogs(wb);
        workspace = Path.of(System.getProperty("gridbench.workspace"));
        wb.settle();
    }

    @Test
    void newScenarioFromThePaperWeekTemplateIsSavedWithTheUsersNameAndSeedAndOpened() throws Exception {
        Shell dialog = dialogs.open("org.gridbench.ui.command.new", "New Scenario");
        wb.run(() -> {
            Table templates = Dialogs.find(dialog, Table.class, t -> true);
            TableItem week = Arrays.stream(templates.getItems()).filter(i -> i.getText(0).contains("week"))
                    .findFirst().orElseThrow(() -> new AssertionError("no paper week template"));
            templates.setSelection(week);
            templates.notifyListeners(SWT.Selection, new Event());
            List<Text> fields = Dialogs.all(dialog, Text.class).stream().filter(Text::getEditable).toList();
            fields.get(fields.size() - 2).setText("my week");
            fields.get(fields.size() - 1).setText("99");
        });
        wb.screenshot(SHOTS.resolve("new-scenario.png").toFile());
        dialogs.press(dialog, "OK");
        Path file = workspace.resolve("my-week.gridbench.json");
        assertTrue(wb.waitUntil(() -> Files.isRegularFile(file)), "the new scenario was written");
        ScenarioDocument made = ScenarioReader.read(file);
        assertEquals(Family.MARKET, made.family());
        assertEquals("my week", made.name());
        assertEquals(99L, made.seed());
        assertEquals(4, made.root().path("platform").path("clusters").size(), "the paper's four clusters");
        assertTrue(wb.waitUntil(() -> editorOpener().find(file.toAbsolutePath().normalize()) != null),
                "the new scenario opened in an editor");
        MPart explorer = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(
                "org.gridbench.ui.part.explorer", wb.app));
        assertTrue(wb.waitUntil(() -> Workspace.sameFile(((ScenarioExplorerPart) explorer.getObject()).selected(),
                file)), () -> "the new scenario is selected in the explorer, as Eclipse's new-file wizards do; "
                        + "selected: " + wb.ui(() -> ((ScenarioExplorerPart) explorer.getObject()).selected()));
        assertTrue(wb.ui(() -> revealed(explorer)), "and scrolled into sight");
    }

    // the explorer's one selected item lies within its tree's visible area
    private static boolean revealed(MPart explorer) {
        Tree tree = Dialogs.find((Composite) explorer.getWidget(), Tree.class, t -> true);
        TreeItem[] selected = tree.getSelection();
        Rectangle item = selected.length == 1 ? selected[0].getBounds() : null;
        return item != null && tree.getClientArea().contains(item.x, item.y + item.height - 1);
    }

    /**
     * File > New Scenario promised "a family's smallest runnable scenario", but the market and trees ones named no
     * policy, so Run said "policy: missing"; and its list showed 6 of its 9 templates, the paper's week, which its
     * heading names, behind the scroll bar.
     */
    @Test
    void everyTemplateIsInSightAndEachFamilysSmallestScenarioRunsAsItIs() throws Exception {
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        for (String family : List.of("market", "stars", "trees")) {
            Shell dialog = dialogs.open("org.gridbench.ui.command.new", "New Scenario");
            String name = "smallest-" + family;
            wb.run(() -> {
                Table templates = Dialogs.find(dialog, Table.class, t -> true);
                TableItem last = templates.getItem(templates.getItemCount() - 1);
                Rectangle area = templates.getClientArea();
                assertEquals(0, templates.getTopIndex());
                assertTrue(last.getBounds().y + last.getBounds().height <= area.y + area.height, "the last of "
                        + templates.getItemCount() + " templates ends at " + (last.getBounds().y + last.getBounds()
                        .height) + " in a list of " + area);
                TableItem smallest = Arrays.stream(templates.getItems()).filter(i -> i.getText(0).startsWith(
                        "Smallest") && i.getText(1).equals(family)).findFirst().orElseThrow();
                templates.setSelection(smallest);
                templates.notifyListeners(SWT.Selection, new Event());
                List<Text> fields = Dialogs.all(dialog, Text.class).stream().filter(Text::getEditable).toList();
                fields.get(fields.size() - 2).setText(name);
            });
            if (family.equals("market")) {
                wb.screenshot(SHOTS.resolve("new-scenario-templates.png").toFile());
            }
            dialogs.press(dialog, "OK");
            Path file = workspace.resolve(name + ".gridbench.json").toAbsolutePath().normalize();
            assertTrue(wb.waitUntil(() -> editorOpener().find(file) != null), "the new scenario opened");
            wb.run(() -> {
                IEclipseContext context = wb.window.getContext();
                context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(
                        "org.gridbench.ui.command.runFront", null));
            });
            assertTrue(wb.waitUntil(() -> session.isOf(file) && session.driver().map(d -> d.status()
                    == RunDriver.Status.ENDED).orElse(false), 120), family + ": the new scenario ran to its end");
            wb.run(session::close);
        }
    }

    /**
     * A market user who wanted to draw their own workflows had no template to start from: the smallest market
     * scenario's workload is generated (the DAG editor refuses Add job there) and the examples hold workflows to
     * delete first. The empty market workload opens on a DAG editor whose Add job starts the first workflow.
     */
    @Test
    void theEmptyMarketWorkloadTemplateOpensOnADagEditorWhoseAddJobStartsAWorkflow() throws Exception {
        Shell dialog = dialogs.open("org.gridbench.ui.command.new", "New Scenario");
        wb.run(() -> {
            Table templates = Dialogs.find(dialog, Table.class, t -> true);
            TableItem drawn = Arrays.stream(templates.getItems()).filter(i -> i.getText(0).startsWith(
                    "Empty market workload") && i.getText(1).equals("market")).findFirst()
                    .orElseThrow(() -> new AssertionError("no empty market workload template"));
            templates.setSelection(drawn);
            templates.notifyListeners(SWT.Selection, new Event());
            assertTrue(Dialogs.all(dialog, Text.class).stream().anyMatch(t -> t.getText().contains("Add job")),
                    "the description says how to draw a workflow");
            List<Text> fields = Dialogs.all(dialog, Text.class).stream().filter(Text::getEditable).toList();
            fields.get(fields.size() - 2).setText("my workflows");
        });
        wb.screenshot(SHOTS.resolve("new-scenario-drawn.png").toFile());
        dialogs.press(dialog, "OK");
        Path file = workspace.resolve("my-workflows.gridbench.json").toAbsolutePath().normalize();
        assertTrue(wb.waitUntil(() -> editorOpener().find(file) != null), "the new scenario opened");
        MPart part = wb.ui(() -> editorOpener().find(file));
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
        wb.run(() -> editor.show(DagPage.TITLE));
        wb.settle();
        Composite dag = wb.ui(() -> new EditorProbe(part).page(DagPage.TITLE));
        assertTrue(wb.ui(() -> Dialogs.all(dag, Label.class).stream().anyMatch(l -> l.getText().equals(
                "no job yet: Add job starts one, Import workflow... reads one"))), "the page says how to start");
        wb.run(() -> EditorProbe.press(dag, "Add job"));
        wb.settle();
        assertEquals("J1", wb.ui(() -> Dialogs.find(dag, Combo.class, c -> true).getText()), "the new job is shown");
        assertTrue(wb.ui(() -> Dialogs.all(dag, Label.class).stream().anyMatch(l -> l.getText().equals(
                "1 task, 0 dependencies"))), "its one task is drawn");
        wb.screenshot(SHOTS.resolve("new-scenario-drawn-dag.png").toFile());
        wb.run(editor::save);
        assertFalse(wb.ui(part::isDirty), "saved without problems");
        JsonNode jobs = ScenarioReader.read(file).root().at("/workload/jobs");
        assertEquals(1, jobs.size());
        assertEquals("J1", jobs.get(0).path("id").asText());
    }

    @Test
    void importPreviewsTheFileRefusesABrokenOneAndImportsAGoodOne(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.xml");
        Files.writeString(broken, "<platform version=\"4.1\">\n <zone id=\"w\" routing=\"Full\">\n", StandardCharsets.UTF_8);
        Path platform = TwoHostPlatform.writeIn(dir);
        Shell dialog = dialogs.open("org.gridbench.ui.command.import", "Import Scenario");
        wb.run(() -> Dialogs.find(dialog, Text.class, Text::getEditable).setText(broken.toString()));
        assertTrue(wb.waitUntil(() -> previewRows(dialog).stream().anyMatch(r -> r.startsWith(broken + ":3:"))),
                () -> "the preview names the broken file's position: " + wb.ui(() -> previewRows(dialog)));
        assertFalse(wb.ui(() -> Dialogs.button(dialog, "Import").isEnabled()), "a broken file cannot be imported");

        wb.run(() -> Dialogs.find(dialog, Text.class, Text::getEditable).setText(platform.toString()));
        assertTrue(wb.waitUntil(() -> previewRows(dialog).contains("hosts: 2")),
                () -> "the preview lists what is imported: " + wb.ui(() -> previewRows(dialog)));
        assertTrue(wb.ui(() -> previewRows(dialog)).contains("family: trees"));
        assertTrue(wb.ui(() -> Dialogs.button(dialog, "Import").isEnabled()));
        wb.screenshot(SHOTS.resolve("import-scenario.png").toFile());
        dialogs.press(dialog, "Import");
        Path file = workspace.resolve("two-hosts.gridbench.json");
        assertTrue(wb.waitUntil(() -> Files.isRegularFile(file)), "the imported scenario was written");
        assertEquals(2, ScenarioReader.read(file).root().path("platform").path("nodes").size());
        assertTrue(wb.waitUntil(() -> editorOpener().find(file.toAbsolutePath().normalize()) != null),
                "the imported scenario opened in an editor");
    }

    private static List<String> previewRows(Shell dialog) {
        Table table = Dialogs.find(dialog, Table.class, t -> true);
        return Arrays.stream(table.getItems()).map(TableItem::getText).toList();
    }

    private static EditorOpener editorOpener() {
        return wb.app.getContext().get(EditorOpener.class);
    }
}
