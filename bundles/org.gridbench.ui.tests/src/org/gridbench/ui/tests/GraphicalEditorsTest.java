package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;

import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.gridbench.editing.PolicyEdit;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.editing.tree.PlatformTree;
import org.gridbench.editing.tree.TreeEdits;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.editors.clusters.ClusterPlatformPage;
import org.gridbench.ui.editors.curve.ValueCurvePage;
import org.gridbench.ui.editors.dag.DagPage;
import org.gridbench.ui.editors.figures.BoxFigure;
import org.gridbench.ui.editors.figures.CurveFigure;
import org.gridbench.ui.editors.figures.EdgeFigure;
import org.gridbench.ui.editors.stars.RequestsPage;
import org.gridbench.ui.editors.tree.TreePlatformPage;
import org.gridbench.ui.editors.workload.WorkloadPage;
import org.gridbench.ui.parts.ProblemsPart;
import org.gridbench.ui.pages.CheckedField;
import org.gridbench.ui.parts.PropertiesPart;
import org.gridbench.ui.properties.Property;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The graphical editors driven through their widgets as a user would (buttons pressed, boxes clicked and dragged on
 * the canvas): the edits reach the document, undo restores it, save and reopen give what was edited, and each editor
 * leaves a screenshot ({@code target/editors/*.png}). Widgets and figures are found as a user sees them
 * ({@link EditorProbe}); the exports are tested in {@code org.gridbench.ui.editors.tests}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class GraphicalEditorsTest {

    private static Workbench wb;
    private static Path workspace;
    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/editors"));

    @BeforeAll
    static void start() throws Exception {
        wb = Workbench.get();
        workspace = Path.of(System.getProperty("gridbench.workspace"));
        assertTrue(wb.waitUntil(() -> Files.isDirectory(workspace)));
        Files.createDirectories(SHOTS);
    }

    private static Path copy(String example, String name) throws Exception {
        Path target = workspace.resolve(name);
        Files.copy(workspace.resolve(example), target, StandardCopyOption.REPLACE_EXISTING);
        return target.toAbsolutePath().normalize();
    }

    /** An example scenario copied into the workspace under another name and opened in its editor. */
    private record Opened(Path file, MPart part, ScenarioEditor editor) {

        /** Brings the page titled {@code title} to the front and returns its control. */
        Composite page(String title) throws InterruptedException {
            return GraphicalEditorsTest.page(part, title);
        }
    }

    private static Opened open(String example, String name) throws Exception {
        Path file = copy(example, name);
        MPart part = open(file);
        return new Opened(file, part, editor(part));
    }

    private static MPart open(Path file) {
        IEclipseContext context = wb.app.getContext();
        return wb.ui(() -> context.get(EditorOpener.class).open(file));
    }

    private static ScenarioEditor editor(MPart part) {
        return wb.ui(() -> (ScenarioEditor) part.getObject());
    }

    /** Brings the page titled {@code title} to the front and returns its control. */
    private static Composite page(MPart part, String title) throws InterruptedException {
        wb.run(() -> editor(part).show(title));
        wb.settle();
        return wb.ui(() -> new EditorProbe(part).page(title));
    }

    private static FigureCanvas canvas(Composite page) {
        return wb.ui(() -> EditorProbe.canvas(page));
    }

    /** Presses the button with this text in the page's toolbar, and lets the editor show what it did. */
    private static void press(Composite page, String text) throws InterruptedException {
        wb.run(() -> EditorProbe.press(page, text));
        wb.settle();
    }

    private static BoxFigure box(FigureCanvas canvas, String key) {
        BoxFigure box = wb.ui(() -> EditorProbe.box(canvas, key));
        assertNotNull(box, "no box " + key);
        return box;
    }

    /** A mouse event on the diagram canvas at a point of the diagram (zoom 1, not scrolled). */
    private static void mouse(FigureCanvas canvas, int type, Point at, int state) {
        Event e = new Event();
        e.x = at.x;
        e.y = at.y;
        e.button = type == SWT.MouseMove ? 0 : 1;
        e.stateMask = state;
        e.count = 1;
        canvas.notifyListeners(type, e);
    }

    private static void drag(FigureCanvas canvas, Point from, Point to) throws InterruptedException {
        wb.run(() -> {
            mouse(canvas, SWT.MouseDown, from, 0);
            mouse(canvas, SWT.MouseMove, new Point((from.x + to.x) / 2, (from.y + to.y) / 2), SWT.BUTTON1);
            mouse(canvas, SWT.MouseMove, to, SWT.BUTTON1);
            mouse(canvas, SWT.MouseUp, to, SWT.BUTTON1);
        });
        wb.settle();
    }

    private static void click(FigureCanvas canvas, Point at) throws InterruptedException {
        wb.run(() -> {
            mouse(canvas, SWT.MouseDown, at, 0);
            mouse(canvas, SWT.MouseUp, at, SWT.BUTTON1);
        });
        wb.settle();
    }

    private static Point centre(IFigure figure) {
        return wb.ui(() -> figure.getBounds().getCenter());
    }

    private static void shoot(String name) throws Exception {
        wb.settle();
        wb.screenshot(SHOTS.resolve(name + ".png").toFile());
    }

    @Test
    void treeEditorAddsAChildDragsItToAnotherParentUndoesAndSaves() throws Exception {
        Opened opened = open("trees-two-level.gridbench.json", "editor-tree.gridbench.json");
        ScenarioEditor editor = opened.editor();
        String original = Files.readString(opened.file(), StandardCharsets.UTF_8);
        Composite tree = opened.page(TreePlatformPage.TITLE);
        FigureCanvas view = canvas(tree);
        click(view, centre(box(view, "P3")));
        press(tree, "Add child");
        PlatformTree after = wb.ui(() -> PlatformTree.of(editor.document().root()));
        assertEquals(8, after.size());
        String added = after.id(7);
        assertEquals("P3", after.id(after.parent(7)));
        assertEquals("Add Child of P3", wb.ui(editor::undoLabel));

        drag(view, centre(box(view, added)), centre(box(view, "P6")));
        PlatformTree moved = wb.ui(() -> PlatformTree.of(editor.document().root()));
        assertEquals("P6", moved.id(moved.parent(moved.indexOf(added))));

        drag(view, centre(box(view, "P2")), centre(box(view, added)));
        assertTrue(wb.ui(() -> editor.problems().isEmpty()));
        assertEquals("P0", wb.ui(() -> {
            PlatformTree t = PlatformTree.of(editor.document().root());
            return t.id(t.parent(t.indexOf("P2")));
        }), "moving P2 under its own descendant is refused");

        shoot("tree-platform");
        assertTrue(wb.ui(editor::undo));
        assertTrue(wb.ui(editor::undo));
        assertEquals(original, wb.ui(() -> ScenarioWriter.toJson(editor.document())));
        assertTrue(wb.ui(editor::redo));
        wb.run(editor::save);
        ScenarioEditor reopened = editor(open(opened.file()));
        wb.run(reopened::load);
        PlatformTree saved = wb.ui(() -> PlatformTree.of(reopened.document().root()));
        assertEquals(8, saved.size());
        assertEquals("P3", saved.id(saved.parent(saved.indexOf(added))));
    }

    @Test
    void dagEditorConnectsTasksRefusesACycleAndShowsTheCriticalPath() throws Exception {
        Opened opened = open("market-two-clusters.gridbench.json", "editor-dag.gridbench.json");
        ScenarioEditor editor = opened.editor();
        Composite dag = opened.page(DagPage.TITLE);
        FigureCanvas view = canvas(dag);
        Point prepareBottom = wb.ui(() -> box(view, "prepare").getBounds().getBottom().getTranslated(0, -3));
        drag(view, prepareBottom, centre(box(view, "merge")));
        JobDag connected = wb.ui(() -> JobDag.of(editor.document().root(), 0));
        assertEquals(List.of(1, 2, 0), connected.predecessors(3));

        Point mergeBottom = wb.ui(() -> box(view, "merge").getBounds().getBottom().getTranslated(0, -3));
        drag(view, mergeBottom, centre(box(view, "prepare")));
        assertEquals(5, (int) wb.ui(() -> JobDag.of(editor.document().root(), 0).edges()), "the cycle was refused");

        drag(view, centre(box(view, "analyseB")), centre(box(view, "analyseB")).getTranslated(150, 0));
        assertEquals(5, (int) wb.ui(() -> JobDag.of(editor.document().root(), 0).edges()), "moving changes no edge");

        press(dag, "Ranks && critical path");
        assertTrue(wb.ui(() -> EditorProbe.edge(view, "prepare->analyseA") != null));
        shoot("dag-workflow");
        press(dag, "Ranks && critical path");

        click(view, centre(box(view, "analyseB")));
        Menu menu = wb.ui(view::getMenu);
        assertNotNull(menu, "right-click on the diagram offers the toolbar's actions");
        wb.run(() -> menu.notifyListeners(SWT.Show, new Event()));
        assertEquals(List.of("Add job", "Add task", "Delete", "Auto layout", "Ranks && critical path", "", "Import workflow...",
                "Export...", "Fit"), wb.ui(() -> Arrays.stream(menu.getItems()).map(MenuItem::getText).toList()));
        assertTrue(wb.ui(() -> (menu.getItem(4).getStyle() & SWT.CHECK) != 0), "the toggle is a check item");
        wb.run(() -> menu.getItem(2).notifyListeners(SWT.Selection, new Event()));
        wb.settle();
        assertEquals(3, (int) wb.ui(() -> JobDag.of(editor.document().root(), 0).size()),
                "the menu's Delete deleted the selected task");
        wb.run(() -> editor.actions().selectAll());
        wb.run(() -> editor.actions().copy());
        wb.run(() -> editor.actions().paste());
        wb.settle();
        JobDag pasted = wb.ui(() -> JobDag.of(editor.document().root(), 0));
        assertEquals(6, pasted.size());
        assertEquals(6, pasted.edges(), "the copies keep their own dependencies");
        assertTrue(wb.ui(editor::undo));
        assertTrue(wb.ui(editor::undo));
        assertEquals(5, (int) wb.ui(() -> JobDag.of(editor.document().root(), 0).edges()));
        wb.run(editor::load);
    }

    @Test
    void valueCurvePointIsDraggedWithinTheCurvesBounds() throws Exception {
        Opened opened = open("market-two-clusters.gridbench.json", "editor-curve.gridbench.json");
        ScenarioEditor editor = opened.editor();
        FigureCanvas view = canvas(opened.page(ValueCurvePage.TITLE));
        CurveFigure curve = wb.ui(() -> EditorProbe.figures(view, CurveFigure.class).get(0));
        Point point = wb.ui(() -> curve.toFigure(3, 48));
        Point target = wb.ui(() -> curve.toFigure(3.5, 70));
        drag(view, point, target);
        double[] moved = wb.ui(() -> new double[] {editor.document().root().at("/workload/jobs/0/valueCurve/points/0/0")
                .doubleValue(), editor.document().root().at("/workload/jobs/0/valueCurve/points/0/1").doubleValue()});
        assertEquals(3.5, moved[0], 0.05);
        assertEquals(64, moved[1], 1e-9, "held at V_max: the curve never rises");
        shoot("value-curve");
        wb.run(editor::save);
        assertEquals(64, ScenarioReader.read(opened.file()).root().at("/workload/jobs/0/valueCurve/points/0/1")
                .doubleValue(), 1e-9);
    }

    @Test
    void clusterEditorAddsAClusterAndWorkloadListsTheJobs() throws Exception {
        Opened opened = open("market-two-clusters.gridbench.json", "editor-clusters.gridbench.json");
        ScenarioEditor editor = opened.editor();
        Composite clusters = opened.page(ClusterPlatformPage.TITLE);
        press(clusters, "Add cluster");
        assertEquals(3, (int) wb.ui(() -> editor.document().root().at("/platform/clusters").size()));
        FigureCanvas view = canvas(clusters);
        assertEquals("C1\n16 cores  Kind1", wb.ui(() -> tip(box(view, "C1"))));
        assertEquals("C3\n1 core  Kind2", wb.ui(() -> tip(box(view, "C3"))), "one core, not \"1 cores\"");
        assertTrue(wb.ui(() -> box(view, "C3").isSelected()), "the new cluster is selected");
        assertEquals("C3", wb.ui(() -> ((Text) checked(clusters, "Id:")[0]).getText()), "its fields show it");
        shoot("clusters");
        Composite workload = opened.page(WorkloadPage.TITLE);
        assertEquals(List.of("J1", "J2", "J3", "J4"), wb.ui(() -> EditorProbe.firstColumn(workload)));
        wb.settle();
        wb.screenshot(SHOTS.resolve("workload.png").toFile());
        assertTrue(wb.ui(editor::undo));
        assertFalse(wb.ui(() -> editor.document().root().at("/platform/clusters").size() == 3));
        wb.run(editor::load);
    }

    @Test
    void aLargeTreeOpensCollapsedAndEditsRepaintQuickly() throws Exception {
        Opened opened = open("trees-star.gridbench.json", "editor-large.gridbench.json");
        ScenarioEditor editor = opened.editor();
        Composite tree = opened.page(TreePlatformPage.TITLE);
        wb.run(() -> editor.execute(TreeEdits.replaceAll(editor.document(), "generate",
                TreeEdits.randomTree(10_000, 4, 3))));
        wb.settle();
        int shown = wb.ui(() -> EditorProbe.figures(canvas(tree), BoxFigure.class).size());
        assertTrue(shown <= 150 + 1 && shown > 10, shown + " boxes shown");
        press(tree, "Fit");
        wb.screenshot(SHOTS.resolve("tree-large.png").toFile());
        wb.run(editor::load);
    }

    @Test
    void thePropertiesViewShowsTheSelectedNodeAndLinkWithUnitsEditsThemAndUndoes() throws Exception {
        Opened opened = open("trees-two-level.gridbench.json", "editor-properties.gridbench.json");
        ScenarioEditor editor = opened.editor();
        wb.showPart(PropertiesPart.ID);
        Composite tree = opened.page(TreePlatformPage.TITLE);
        FigureCanvas view = canvas(tree);
        double speed = wb.ui(() -> speedOf(editor, "P3"));
        click(view, centre(box(view, "P3")));
        assertEquals("Node P3", wb.ui(() -> propertiesControl(Label.class, "title").getText()));
        assertEquals(List.of("Speed", Property.plain(speed), "flop / time unit"), wb.ui(() -> row("Speed")));
        assertEquals("B / time unit", wb.ui(() -> row("Bandwidth").get(2)));

        typeValue("Speed", Property.plain(speed));
        assertNull(wb.ui(editor::undoLabel), "the shown value entered again is no edit");
        assertFalse(wb.ui(opened.part()::isDirty), "and leaves the file as saved");
        typeValue("Speed", "abc");
        assertEquals("Speed: 'abc' is not a number", wb.ui(() -> propertiesControl(Label.class, "message").getText()));
        assertEquals("abc", wb.ui(() -> propertiesControl(Text.class, "value").getText()), "refused text stays");
        assertEquals(speed, wb.ui(() -> speedOf(editor, "P3")));

        typeValue("Speed", "7.5");
        assertEquals(7.5, wb.ui(() -> speedOf(editor, "P3")), "the edit reached the document");
        assertEquals("7.5", wb.ui(() -> row("Speed").get(1)), "the view shows the edited value");
        assertEquals("Set speed of P3", wb.ui(editor::undoLabel));
        wb.settle();
        wb.screenshot(SHOTS.resolve("properties.png").toFile());
        assertTrue(wb.ui(editor::undo));
        wb.settle();
        assertEquals(speed, wb.ui(() -> speedOf(editor, "P3")));
        assertEquals(Property.plain(speed), wb.ui(() -> row("Speed").get(1)), "undo shows the old value again");

        EdgeFigure link = wb.ui(() -> EditorProbe.edge(view, "P3"));
        assertNotNull(link, "no link to P3");
        click(view, wb.ui(() -> link.getPoints().getMidpoint()));
        String parent = wb.ui(() -> {
            PlatformTree t = PlatformTree.of(editor.document().root());
            return t.id(t.parent(t.indexOf("P3")));
        });
        assertEquals("Link " + parent + " \u2192 P3", wb.ui(() -> propertiesControl(Label.class, "title").getText()));
        assertEquals("time units", wb.ui(() -> row("Latency").get(2)));
    }

    @Test
    void thePropertiesViewShowsOnlyTheSelectionOfThePageAndEditorInFront() throws Exception {
        String none = "Select an element in a diagram to see its properties";
        MPart first = open(copy("trees-two-level.gridbench.json", "editor-properties-front.gridbench.json"));
        wb.showPart(PropertiesPart.ID);
        Composite tree = page(first, TreePlatformPage.TITLE);
        FigureCanvas view = canvas(tree);
        click(view, centre(box(view, "P3")));
        assertEquals("Node P3", wb.ui(() -> propertiesControl(Label.class, "title").getText()));
        page(first, "Form");
        assertEquals(none, wb.ui(() -> propertiesControl(Label.class, "title").getText()),
                "the Form page selects nothing: the tree page's node is not shown behind it");
        page(first, TreePlatformPage.TITLE);
        assertEquals("Node P3", wb.ui(() -> propertiesControl(Label.class, "title").getText()),
                "back on the tree page, its node is shown again");

        MPart second = open(copy("trees-two-level.gridbench.json", "editor-properties-other.gridbench.json"));
        wb.settle();
        assertEquals(none, wb.ui(() -> propertiesControl(Label.class, "title").getText()),
                "another editor in front has selected nothing");
        wb.run(() -> wb.app.getContext().get(EPartService.class).activate(first));
        wb.settle();
        assertEquals("Node P3", wb.ui(() -> propertiesControl(Label.class, "title").getText()),
                "the first editor in front again shows its tree page's node");
        wb.run(() -> wb.app.getContext().get(EPartService.class).hidePart(second));
    }

    @Test
    void theRequestsAreEditedInPlaceWithTheirUnitsAndTheDeadlineDpReads() throws Exception {
        Opened opened = open("stars-overlay-64.gridbench.json", "editor-requests.gridbench.json");
        ScenarioEditor editor = opened.editor();
        Composite page = opened.page(RequestsPage.TITLE);
        Table table = wb.ui(() -> Dialogs.find(page, Table.class, t -> t.getColumnCount() == 8));
        assertEquals(List.of("Request", "At (s)", "Node", "Tasks", "Task length (MFLOP)", "Memory (MB)", "Disk (MB)",
                "Deadline (s after At)"), wb.ui(() -> List.of(table.getColumns()).stream().map(c -> c.getText())
                        .toList()));
        assertEquals(List.of("2", "95.5", "63", "8", "300,000", "1,024", "2,048", ""), row(table, 2));
        assertEquals("3 requests, 64 tasks, 3,840,000 MFLOP in all", summary(page));

        assertEquals("", typeInTable(table, 0, 7, "90"), "the deadline cell opens empty");
        assertEquals(90, request(editor, 0).path("deadline").asDouble());
        assertEquals("90", row(table, 0).get(7));
        assertEquals("1024", typeInTable(table, 2, 5, "512"), "a cell opens on the value as it can be typed back");
        assertEquals(512, request(editor, 2).path("memory").asDouble());

        typeInTable(table, 1, 2, "64");
        assertEquals(17, request(editor, 1).path("node").asInt(), "node 64 of a 64-node overlay is refused");
        assertTrue(wb.ui(() -> Dialogs.all(editorRoot(opened.part()), Label.class).stream().anyMatch(l -> l.getText()
                .equals("Set node of Request 1 refused: node: must be at least 0 and less than overlay.nodes (64),"
                        + " found 64"))), "the line under the pages says why");

        wb.run(() -> table.setSelection(0));
        press(page, "Add request");
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

    @Test
    void theFormsContextMenuAddsAnOptionalFieldTheFileLeavesOutAndOpensItsCell() throws Exception {
        Path file = copy("stars-overlay-64.gridbench.json", "editor-add-field.gridbench.json");
        Files.writeString(file, Files.readString(file).replace("  \"duration\": 900,\n", ""));
        MPart part = open(file);
        ScenarioEditor editor = editor(part);
        wb.run(() -> editor.show("Form"));
        wb.settle();
        Tree tree = wb.ui(() -> Dialogs.find(editorRoot(part), Tree.class, t -> t.getColumnCount() == 4));
        wb.run(tree::deselectAll);
        List<String> offered = wb.ui(() -> contextMenu(tree));
        assertTrue(offered.containsAll(List.of("Add duration (number) to the scenario",
                "Add failures (object) to the scenario")), offered.toString());
        assertFalse(offered.contains("Add policyPlugin (text) to the scenario"), "the Policy field above sets it");
        wb.run(() -> choose(tree, "Add duration (number) to the scenario"));
        wb.settle();
        wb.run(() -> {
            Text cell = Dialogs.find(tree, Text.class, Text::isVisible);
            assertEquals("0", cell.getText(), "the new field's cell opens on its placeholder");
            cell.setText("3600");
            cell.notifyListeners(SWT.DefaultSelection, new Event());
        });
        wb.settle();
        assertEquals(3600, wb.ui(() -> editor.document().root().path("duration").asDouble()));
        assertEquals("duration", wb.ui(() -> tree.getSelection()[0].getText(0)), "the added field stays selected");
        String sight = wb.ui(() -> tree.getSelection()[0].getBounds() + " in " + tree.getClientArea() + ", header "
                + tree.getHeaderHeight() + ", top " + tree.getTopItem().getText(0));
        assertTrue(wb.ui(() -> {
            Rectangle row = tree.getSelection()[0].getBounds();
            Rectangle area = tree.getClientArea();
            return row.y >= area.y + tree.getHeaderHeight() && row.y + row.height / 2 <= area.y + area.height;
        }), "and its text in sight after its value is typed: " + sight);
        assertFalse(wb.ui(() -> contextMenu(tree)).contains("Add duration (number) to the scenario"),
                "a field that is there is not offered again");

        wb.run(() -> {
            TreeItem requests = sectionItem(part, "requests");
            Event expand = new Event();
            expand.item = requests;
            tree.notifyListeners(SWT.Expand, expand);
            requests.setExpanded(true);
        });
        wb.run(() -> tree.setSelection(sectionItem(part, "[2]")));
        List<String> forRequest = wb.ui(() -> contextMenu(tree));
        assertEquals("Add deadline (number) to workload.requests[2]", forRequest.get(0),
                "a request is offered the deadline DP reads");
        assertTrue(forRequest.contains("Add failures (object) to the scenario"), "and the scenario's own: "
                + forRequest);
        assertEquals("Set duration", wb.ui(editor::undoLabel));
        assertTrue(wb.ui(editor::undo) && wb.ui(editor::undo));
        assertFalse(wb.ui(() -> editor.document().root().has("duration")), "undo takes the added field away");
        wb.run(editor::load);
    }

    private static List<String> contextMenu(Tree tree) {
        tree.getMenu().notifyListeners(SWT.Show, new Event());
        return java.util.Arrays.stream(tree.getMenu().getItems()).map(MenuItem::getText).toList();
    }

    private static void choose(Tree tree, String item) {
        contextMenu(tree);
        java.util.Arrays.stream(tree.getMenu().getItems()).filter(i -> i.getText().equals(item)).findFirst()
                .orElseThrow().notifyListeners(SWT.Selection, new Event());
    }

    @Test
    void theFormSectionTreeKeepsRefusedTextMarkedWithItsReasonBesideItAndInTheProblemsView() throws Exception {
        Opened opened = open("market-two-clusters.gridbench.json", "editor-sections.gridbench.json");
        ScenarioEditor editor = opened.editor();
        wb.showPart(ProblemsPart.ID);
        wb.run(() -> editor.show("Form"));
        wb.settle();
        assertEquals("0.5", typeInSectionTree(opened.part(), "ccr", "abc"), "the cell editor opens on the value");
        assertEquals(List.of("ccr", "abc", "expected a number, found 'abc'"), wb.ui(() -> cells(opened.part(), "ccr")));
        assertTrue(wb.ui(() -> sectionItem(opened.part(), "ccr").getForeground(1).equals(
                wb.display.getSystemColor(SWT.COLOR_RED))), "the refused text is red");
        assertEquals(0.5, wb.ui(() -> editor.document().root().at("/platform/ccr").doubleValue()));
        assertTrue(wb.ui(() -> problemsView().stream().anyMatch(p -> p.field().equals("ccr")
                && p.message().contains("'abc'"))), "the Problems view lists the refused ccr");
        shoot("refused-section-tree");

        assertEquals("abc", typeInSectionTree(opened.part(), "ccr", "0.25"),
                "the cell editor opens on the refused text");
        assertEquals(List.of("ccr", "0.25", ""), wb.ui(() -> cells(opened.part(), "ccr")));
        assertEquals(0.25, wb.ui(() -> editor.document().root().at("/platform/ccr").doubleValue()));
        assertFalse(wb.ui(() -> problemsView().stream().anyMatch(p -> p.field().equals("ccr"))),
                "an accepted value takes the refusal away");

        typeInSectionTree(opened.part(), "ccr", "x");
        assertTrue(wb.ui(editor::undo), "undo the accepted 0.25");
        wb.settle();
        assertEquals(List.of("ccr", "0.5", ""), wb.ui(() -> cells(opened.part(), "ccr")),
                "a refusal goes when the value under it changes");
        assertFalse(wb.ui(() -> problemsView().stream().anyMatch(p -> p.field().equals("ccr"))));
    }

    /**
     * A range error typed into the section tree (a CCR of -1 is a number, so the edit sets it) showed nothing at the
     * field until Save refused the file: it is now marked at its cell, red, with the validator's own message, as soon
     * as the validation after the edit ends, and the file on disk is left as it was.
     */
    @Test
    void aRangeErrorTypedIntoTheSectionTreeIsMarkedAtItsCellWithTheValidatorsMessageBeforeSave() throws Exception {
        Opened opened = open("market-two-clusters.gridbench.json", "editor-section-range.gridbench.json");
        ScenarioEditor editor = opened.editor();
        String saved = Files.readString(opened.file());
        wb.run(() -> editor.show("Form"));
        wb.settle();
        typeInSectionTree(opened.part(), "ccr", "-1");
        assertEquals(-1.0, wb.ui(() -> editor.document().root().at("/platform/ccr").doubleValue()), "the edit is made");
        assertTrue(wb.waitUntil(() -> editor.problems().stream().anyMatch(l -> l.contains(": platform.ccr: "))),
                "the validation after the edit finds the CCR out of range");
        String line = wb.ui(() -> editor.problems().stream().filter(l -> l.contains(": platform.ccr: ")).findFirst()
                .orElseThrow());
        String message = line.substring(line.indexOf(": platform.ccr: ") + ": platform.ccr: ".length());
        assertEquals(List.of("ccr", "-1", message), wb.ui(() -> cells(opened.part(), "ccr")),
                "the validator's message beside the value");
        assertTrue(wb.ui(() -> sectionItem(opened.part(), "ccr").getForeground(1).equals(
                wb.display.getSystemColor(SWT.COLOR_RED))), "the value is red");
        assertEquals(saved, Files.readString(opened.file()), "nothing was saved");
        shoot("range-section-tree");

        assertTrue(wb.ui(editor::undo), "undo the -1");
        assertTrue(wb.waitUntil(() -> cells(opened.part(), "ccr").equals(List.of("ccr", "0.5", ""))),
                "the mark goes with the value: " + wb.ui(() -> cells(opened.part(), "ccr")));
    }

    /**
     * At 1280 x 800 the Platform tree page's fields stood beside their labels in the editor's right fifth, 45 px wide:
     * a speed of 12000000.25 read "0.25". Each field now has the side's width (room for 12000000.25, though it shows
     * 12000000, every digit in its tooltip).
     */
    @Test
    void theTreePagesFieldsShowALongNumberWholeAt1280x800() throws Exception {
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            MPart part = open(copy("trees-star.gridbench.json", "editor-tree-fields.gridbench.json"));
            Composite tree = page(part, TreePlatformPage.TITLE);
            FigureCanvas view = canvas(tree);
            click(view, centre(box(view, "P1")));
            enter(tree, "Speed (flop/tu):", "12000000.25");
            assertEquals(12000000.25, wb.ui(() -> editor(part).document().root().at("/platform/nodes/1/speed")
                    .doubleValue()));
            for (String label : List.of("Id:", "Speed (flop/tu):", "Bandwidth (B/tu):", "Latency (tu):")) {
                Text field = wb.ui(() -> (Text) checked(tree, label)[0]);
                int needed = wb.ui(() -> Dialogs.textWidth(field, "12000000.25"));
                int has = wb.ui(() -> field.getClientArea().width);
                assertTrue(has >= needed, label + " is " + has + " px wide; 12000000.25 needs " + needed + " px");
            }
            Text speed = wb.ui(() -> (Text) checked(tree, "Speed (flop/tu):")[0]);
            assertEquals("12000000", wb.ui(speed::getText), "whole from 1,000, as the other fields' numbers");
            assertEquals("12000000.25", wb.ui(speed::getToolTipText), "every digit in the tooltip");
            at1280.shoot("tree-node-fields");
            wb.run(editor(part)::load);
        });
        assertEquals(List.of(), at1280.clipped(), "labels and buttons narrower than their text");
    }

    private static String tip(IFigure figure) {
        return ((org.eclipse.draw2d.Label) figure.getToolTip()).getText();
    }

    /**
     * A new workflow is started in the DAG editor with Add job (there was no way but an import), and an edit of a
     * workload with no job written out says why it is refused (Add task said "While executing the operation, an
     * exception occurred").
     */
    @Test
    void addJobStartsANewWorkflowAndAnEditWithoutAJobSaysWhyItIsRefused() throws Exception {
        Opened opened = open("market-two-clusters.gridbench.json", "editor-dag-new-job.gridbench.json");
        ScenarioEditor editor = opened.editor();
        Composite dag = opened.page(DagPage.TITLE);
        press(dag, "Add job");
        JsonNode jobs = wb.ui(() -> editor.document().root().at("/workload/jobs"));
        assertEquals(5, jobs.size());
        JsonNode added = jobs.get(4);
        assertEquals("J5", added.path("id").asText());
        assertEquals(0, added.path("arrival").asInt());
        assertEquals(1, added.path("tasks").size());
        assertEquals("Kind1", added.at("/tasks/0/kind").asText(), "the first cluster's kind");
        assertTrue(added.at("/valueCurve/vMax").asDouble() > 0, "a value curve by the paper's rules");
        assertEquals("J5", wb.ui(() -> Dialogs.find(dag, Combo.class, c -> true).getText()), "the new job is shown");
        assertEquals("1 task, 0 dependencies", wb.ui(() -> summary(dag, "task")));
        FigureCanvas view = canvas(dag);
        assertEquals("T1\n1 tick \u00d7 1 core", wb.ui(() -> tip(box(view, "T1"))), "not \"1 ticks\"");
        press(dag, "Add task");
        assertEquals(2, (int) wb.ui(() -> JobDag.of(editor.document().root(), 4).size()), "the task went to J5");
        assertEquals("2 tasks, 0 dependencies", wb.ui(() -> summary(dag, "task")));
        shoot("dag-new-job");
        wb.run(editor::save);
        assertFalse(wb.ui(opened.part()::isDirty), "saved: the editor refuses to save a document with problems");
        JsonNode saved = ScenarioReader.read(opened.file()).root().at("/workload/jobs");
        Composite workload = opened.page(WorkloadPage.TITLE);
        assertEquals(List.of("J1", "J2", "J3", "J4", "J5"), wb.ui(() -> EditorProbe.firstColumn(workload)));
        assertEquals(2, saved.get(4).path("tasks").size(), "the file read back has the new job and its two tasks");

        MPart week = open(copy("market-paper-week.gridbench.json", "editor-dag-generated.gridbench.json"));
        Composite generated = page(week, DagPage.TITLE);
        String why = "the workload is generated or imported, not written out as jobs: write it out first (Workload "
                + "page)";
        press(generated, "Add task");
        assertTrue(wb.ui(() -> shown(editorRoot(week), "Add Task refused: " + why)), "Add task says why");
        press(generated, "Add job");
        assertTrue(wb.ui(() -> shown(editorRoot(week), "Add Job refused: " + why)), "Add job says why");
        assertFalse(wb.ui(week::isDirty), "nothing was edited");
    }

    // the label of the page whose text begins with "N noun"
    private static String summary(Composite page, String noun) {
        return Dialogs.find(page, Label.class, l -> l.getText().matches("\\d+ " + noun + ".*")).getText();
    }

    private static boolean shown(Composite root, String text) {
        return Dialogs.all(root, Label.class).stream().anyMatch(l -> l.isVisible() && l.getText().equals(text));
    }

    /**
     * A refusal line ("Delete P0 refused: ...") stayed under the pages after Save, until the next edit, and read as a
     * problem of the saved file. It goes when the editor is saved, and when an edit is undone.
     */
    @Test
    void theRefusalLineGoesWhenTheEditorIsSavedOrAnEditIsUndone() throws Exception {
        Opened opened = open("trees-two-level.gridbench.json", "editor-refusal-line.gridbench.json");
        ScenarioEditor editor = opened.editor();
        Composite tree = opened.page(TreePlatformPage.TITLE);
        FigureCanvas view = canvas(tree);
        String refused = "Delete P0 refused: P0 is the root: a tree platform needs one, so it cannot be deleted";
        click(view, centre(box(view, "P3")));
        press(tree, "Add child");
        click(view, centre(box(view, "P0")));
        press(tree, "Delete");
        assertTrue(wb.ui(() -> shown(editorRoot(opened.part()), refused)), "the line says why the root stays");
        wb.run(editor::save);
        wb.settle();
        assertFalse(wb.ui(opened.part()::isDirty), "saved");
        assertEquals(List.of(), wb.ui(() -> refusalLines(opened.part())), "the saved file has no refusal to show");
        shoot("refusal-line-saved");

        press(tree, "Delete");
        assertTrue(wb.ui(() -> shown(editorRoot(opened.part()), refused)));
        assertTrue(wb.ui(editor::undo), "undo the new child");
        wb.settle();
        assertEquals(List.of(), wb.ui(() -> refusalLines(opened.part())),
                "an undo leaves no refusal of an earlier attempt");
    }

    // the visible lines of the editor that say an edit was refused
    private static List<String> refusalLines(MPart part) {
        return Dialogs.all(editorRoot(part), Label.class).stream().filter(l -> l.isVisible() && l.getText().contains(
                " refused: ")).map(Label::getText).toList();
    }

    /**
     * After Delete, the deleted cluster's tooltip stayed on screen (Draw2D keeps a tooltip up until the pointer moves
     * or five seconds pass); it now goes with the cluster.
     */
    @Test
    void aDeletedClustersTooltipGoesWithIt() throws Exception {
        Opened opened = open("market-two-clusters.gridbench.json", "editor-cluster-tooltip.gridbench.json");
        ScenarioEditor editor = opened.editor();
        Composite clusters = opened.page(ClusterPlatformPage.TITLE);
        FigureCanvas view = canvas(clusters);
        press(clusters, "Add cluster");
        Point at = centre(box(view, "C3"));
        assertEquals(List.of(), wb.ui(() -> toolTips(view)), "no tooltip before the pointer rests on C3");
        wb.run(() -> {
            org.eclipse.swt.graphics.Point screen = view.toDisplay(at.x, at.y);
            Event move = new Event();
            move.type = SWT.MouseMove;
            move.x = screen.x;
            move.y = screen.y;
            wb.display.post(move);
        });
        wb.settle();
        wb.run(() -> mouse(view, SWT.MouseHover, at, 0));
        assertEquals(1, (int) wb.ui(() -> toolTips(view).size()), "the pointer resting on C3 shows its tooltip");
        shoot("cluster-tooltip");
        assertTrue(wb.ui(() -> editor.actions().delete()), "Edit > Delete removes the new cluster, selected");
        wb.settle();
        assertEquals(2, wb.ui(() -> editor.document().root().at("/platform/clusters").size()));
        assertEquals(List.of(), wb.ui(() -> toolTips(view)), "the deleted cluster's tooltip is gone");
    }

    // where the Draw2D tooltips over the canvas are: the workbench window's tool shells on screen
    private static List<Rectangle> toolTips(FigureCanvas canvas) {
        return Arrays.stream(canvas.getShell().getShells()).filter(s -> s.isVisible()
                && (s.getStyle() & SWT.TOOL) != 0).map(Shell::getBounds).toList();
    }

    /**
     * D_initial and D_final showed every digit of a drawn deadline (2.8746318273645) and were cut in their fields.
     * They show four significant digits with their unit (SLR), the whole value as the tooltip; Enter on a field not
     * edited leaves the value whole.
     */
    @Test
    void theDeadlinesShowFourSignificantDigitsWholeInTheirFieldsAndStayWholeWhenNotEdited() throws Exception {
        Opened opened = open("market-two-clusters.gridbench.json", "editor-curve-digits.gridbench.json");
        ScenarioEditor editor = opened.editor();
        press(opened.page(DagPage.TITLE), "Add job");
        Composite curve = opened.page(ValueCurvePage.TITLE);
        assertEquals("J5", wb.ui(() -> Dialogs.find(curve, Combo.class, c -> true).getText()), "the drawn curve");
        for (String name : List.of("dInitial", "dFinal")) {
            String label = (name.equals("dInitial") ? "D_initial" : "D_final") + " (SLR):";
            double whole = wb.ui(() -> editor.document().root().at("/workload/jobs/4/valueCurve/" + name)
                    .doubleValue());
            String four = java.math.BigDecimal.valueOf(whole).round(new java.math.MathContext(4,
                    java.math.RoundingMode.HALF_UP)).stripTrailingZeros().toPlainString();
            assertTrue(Property.plain(whole).length() > four.length(), name + " was drawn with more digits: " + whole);
            Text field = wb.ui(() -> (Text) checked(curve, label)[0]);
            assertEquals(four, wb.ui(field::getText), label);
            assertEquals(Property.plain(whole), wb.ui(field::getToolTipText), label + " tells the whole value");
            int needed = wb.ui(() -> Dialogs.textWidth(field, field.getText()));
            int has = wb.ui(() -> field.getClientArea().width);
            assertTrue(has >= needed, label + " is " + has + " px wide; " + four + " needs " + needed + " px");
            enter(curve, label, four);
            assertEquals(whole, wb.ui(() -> editor.document().root().at("/workload/jobs/4/valueCurve/" + name)
                    .doubleValue()), label + " not edited leaves the value whole");
        }
        assertEquals("Add Job", wb.ui(editor::undoLabel), "no edit was made");
        shoot("curve-deadline-digits");
    }

    /**
     * V_max and the Properties view's SLR and value of a curve point showed every digit of a double
     * (64.00000000000001, 3.0000000000000004), and a click that selected a point moved it to the pixel under the
     * pointer. They show four significant digits with their unit, every digit in the tooltip; Enter on the rounded
     * text is no edit, and a click selects without moving, so the file keeps the exact values.
     */
    @Test
    void vMaxAndACurvePointsPropertiesAreRoundedWithTheirUnitsAndTheFileKeepsEveryDigit() throws Exception {
        Path file = copy("market-two-clusters.gridbench.json", "editor-curve-readable.gridbench.json");
        Files.writeString(file, Files.readString(file).replaceFirst("\"vMax\": 64,", "\"vMax\": 64.00000000000001,")
                .replaceFirst("\\[\\s*3,\\s*48\\s*\\]", "[3.0000000000000004, 47.123456789]"));
        MPart part = open(file);
        ScenarioEditor editor = editor(part);
        wb.showPart(PropertiesPart.ID);
        Composite page = page(part, ValueCurvePage.TITLE);
        Text vMax = wb.ui(() -> (Text) checked(page, "V_max (value units):")[0]);
        assertEquals("64", wb.ui(vMax::getText));
        assertEquals("64.00000000000001", wb.ui(vMax::getToolTipText), "the tooltip tells every digit");
        enter(page, "V_max (value units):", "64");
        FigureCanvas view = canvas(page);
        CurveFigure curve = wb.ui(() -> EditorProbe.figures(view, CurveFigure.class).get(0));
        click(view, wb.ui(() -> curve.toFigure(3.0000000000000004, 47.123456789)));
        assertEquals("Point 1 of 2 of job J1's curve", wb.ui(() -> propertiesControl(Label.class, "title").getText()));
        assertEquals(List.of("SLR", "3", "\u00d7 critical path"), wb.ui(() -> row("SLR")));
        assertEquals(List.of("Value", "47.12", "value units"), wb.ui(() -> row("Value")));
        assertEquals(List.of("V_max", "64", "value units"), wb.ui(() -> row("V_max")));
        wb.run(() -> Dialogs.pointAt(propertiesControl(Table.class, "table"), 1, 1));
        assertEquals("Value: 47.123456789 value units", wb.ui(() -> propertiesControl(Table.class, "table")
                .getToolTipText()), "the row's tooltip tells every digit");
        typeValue("Value", "47.12");
        assertNull(wb.ui(editor::undoLabel), "neither the click nor the rounded text entered again is an edit");
        assertFalse(wb.ui(part::isDirty));
        JsonNode saved = wb.ui(() -> editor.document().root().at("/workload/jobs/0/valueCurve"));
        assertEquals(64.00000000000001, saved.path("vMax").doubleValue());
        assertEquals(3.0000000000000004, saved.at("/points/0/0").doubleValue());
        assertEquals(47.123456789, saved.at("/points/0/1").doubleValue());
        shoot("curve-readable-numbers");
    }

    /**
     * The clusters page's CCR, the tree page's side fields and the Requests page's cells showed every digit of a
     * double (0.30000000000000004), or six decimals of it (2.874632). They show four significant digits, whole
     * numbers from 1,000, as V_max does, every digit in the field's or the cell's tooltip; the rounded text entered
     * again (a cell opens on it) is no edit, so the file keeps every digit.
     */
    @Test
    void theCcrTheTreeFieldsAndTheRequestsAreRoundedWithEveryDigitInTheirTooltips() throws Exception {
        Path market = copy("market-two-clusters.gridbench.json", "editor-ccr-readable.gridbench.json");
        Files.writeString(market, Files.readString(market).replaceFirst("\"ccr\": 0.5,",
                "\"ccr\": 0.30000000000000004,"));
        MPart clustersPart = open(market);
        Composite clusters = page(clustersPart, ClusterPlatformPage.TITLE);
        assertRoundedField(clusters, "CCR:", "0.3", "0.30000000000000004");
        assertNoEdit(clustersPart, "/platform/ccr", 0.30000000000000004);
        shoot("clusters-readable-ccr");

        Path trees = copy("trees-star.gridbench.json", "editor-tree-readable.gridbench.json");
        Files.writeString(trees, Files.readString(trees).replaceFirst("\"speed\": 8,", "\"speed\": 12000000.25,")
                .replaceFirst("\"bandwidth\": 20,", "\"bandwidth\": 0.30000000000000004,").replaceFirst(
                        "\"latency\": 0\n", "\"latency\": 2.8746318273645\n"));
        MPart treePart = open(trees);
        Composite tree = page(treePart, TreePlatformPage.TITLE);
        FigureCanvas view = canvas(tree);
        click(view, centre(box(view, "P1")));
        assertRoundedField(tree, "Speed (flop/tu):", "12000000", "12000000.25");
        assertRoundedField(tree, "Bandwidth (B/tu):", "0.3", "0.30000000000000004");
        assertRoundedField(tree, "Latency (tu):", "2.875", "2.8746318273645");
        assertNoEdit(treePart, "/platform/nodes/1/speed", 12000000.25);
        assertNoEdit(treePart, "/platform/nodes/1/bandwidth", 0.30000000000000004);
        assertNoEdit(treePart, "/platform/nodes/1/latency", 2.8746318273645);
        shoot("tree-readable-fields");

        Path stars = copy("stars-overlay-64.gridbench.json", "editor-requests-readable.gridbench.json");
        Files.writeString(stars, Files.readString(stars).replaceFirst("\"at\": 30,",
                "\"at\": 0.30000000000000004,").replaceFirst("\"length\": 60000,", "\"length\": 60000.4,"));
        MPart starsPart = open(stars);
        Composite requests = page(starsPart, RequestsPage.TITLE);
        Table table = wb.ui(() -> Dialogs.find(requests, Table.class, t -> t.getColumnCount() == 8));
        assertEquals("0.3", row(table, 1).get(1));
        assertEquals("60,000", row(table, 0).get(4));
        wb.run(() -> Dialogs.pointAt(table, 1, 1));
        assertEquals("0.30000000000000004", wb.ui(table::getToolTipText), "the cell's tooltip tells every digit");
        wb.run(() -> Dialogs.pointAt(table, 0, 4));
        assertEquals("60000.4", wb.ui(table::getToolTipText));
        wb.run(() -> Dialogs.pointAt(table, 0, 3));
        assertNull(wb.ui(table::getToolTipText), "a cell that shows its number whole has no tooltip");
        assertEquals("0.3", typeInTable(table, 1, 1, "0.3"), "the cell opens on the rounded number");
        assertEquals("60000", typeInTable(table, 0, 4, "60000"));
        assertNoEdit(starsPart, "/workload/requests/1/at", 0.30000000000000004);
        assertNoEdit(starsPart, "/workload/requests/0/length", 60000.4);
        shoot("requests-readable");
    }

    /**
     * The Form page's section tree showed every digit of a number (ccr 0.30000000000000004, and -1.0 for a CCR of -1)
     * where the Clusters page's field shows 0.3. It shows it as the field does, every digit in the cell's tooltip; the
     * cell editor opens on every digit, so that Enter on it is no edit and the file keeps them.
     */
    @Test
    void theFormSectionTreeShowsANumberAsTheFieldsDoWithEveryDigitInItsTooltip() throws Exception {
        Path file = copy("market-two-clusters.gridbench.json", "editor-section-digits.gridbench.json");
        Files.writeString(file, Files.readString(file).replaceFirst("\"ccr\": 0.5,", "\"ccr\": 0.30000000000000004,"));
        MPart part = open(file);
        Composite clusters = page(part, ClusterPlatformPage.TITLE);
        String field = wb.ui(() -> ((Text) checked(clusters, "CCR:")[0]).getText());
        wb.run(() -> editor(part).show("Form"));
        wb.settle();
        assertEquals(List.of("ccr", "0.3", ""), wb.ui(() -> cells(part, "ccr")));
        assertEquals(field, wb.ui(() -> sectionItem(part, "ccr").getText(1)), "the tree shows what the field shows");
        assertEquals("0.30000000000000004", wb.ui(() -> sectionTip(part, "ccr", 1)), "the tooltip tells every digit");
        assertNull(wb.ui(() -> sectionTip(part, "ccr", 0)), "the field's name is shown whole");
        assertNull(wb.ui(() -> sectionTip(part, "clusters", 1)), "a count of items is shown whole");
        shoot("section-tree-readable");
        assertEquals("0.30000000000000004", typeInSectionTree(part, "ccr", "0.30000000000000004"),
                "the cell editor opens on every digit");
        assertNoEdit(part, "/platform/ccr", 0.30000000000000004);
        assertTrue(Files.readString(file).contains("\"ccr\": 0.30000000000000004,"), "the file keeps every digit");
    }

    /** Points at the cell of the section tree's entry {@code field} in {@code column}; the tree's tooltip there. */
    private static String sectionTip(MPart part, String field, int column) {
        TreeItem item = sectionItem(part, field);
        Rectangle cell = item.getBounds(column);
        Event move = new Event();
        move.x = cell.x + 2;
        move.y = cell.y + 2;
        item.getParent().notifyListeners(SWT.MouseMove, move);
        return item.getParent().getToolTipText();
    }

    /** The field after {@code label} shows {@code shown}, plain, with {@code whole} as its tooltip; Enter on it. */
    private static void assertRoundedField(Composite root, String label, String shown, String whole)
            throws InterruptedException {
        Text field = wb.ui(() -> (Text) checked(root, label)[0]);
        assertEquals(shown, wb.ui(field::getText), label);
        assertEquals(whole, wb.ui(field::getToolTipText), label + "'s tooltip tells every digit");
        enter(root, label, shown);
        assertMarked(root, label, shown, "");
    }

    /** Nothing was edited in the part's editor and the document keeps {@code whole} at {@code pointer}. */
    private static void assertNoEdit(MPart part, String pointer, double whole) {
        ScenarioEditor editor = editor(part);
        assertNull(wb.ui(editor::undoLabel), "the rounded text entered again is no edit");
        assertFalse(wb.ui(part::isDirty));
        assertEquals(whole, wb.ui(() -> editor.document().root().at(pointer).doubleValue()), pointer);
    }

    /**
     * At 1280 x 800 the Workflow DAG page's summary ("4 tasks, 4 dependencies") was laid out on a second line of the
     * toolbar that the page never made room for, so it showed only once the editor had been maximized; and the Value
     * curve page of a generated workload was blank without a word.
     */
    @Test
    void theDagSummaryShowsAtTheDefaultLayoutAndAGeneratedWorkloadsCurvePageSaysWhyItIsBlank() throws Exception {
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            MPart part = open(copy("market-two-clusters.gridbench.json", "editor-dag-summary.gridbench.json"));
            Composite dag = page(part, DagPage.TITLE);
            Label summary = wb.ui(() -> Dialogs.find(dag, Label.class, l -> l.getText().matches(
                    "\\d+ tasks, \\d+ dependencies.*")));
            assertEquals("4 tasks, 4 dependencies", wb.ui(summary::getText));
            assertTrue(wb.ui(() -> wholeInItsParents(summary, dag)), () -> "the summary is cut away: "
                    + wb.ui(() -> summary.getBounds() + " in " + summary.getParent().getClientArea()));
            at1280.shoot("tour-dag-summary");

            MPart week = open(copy("market-paper-week.gridbench.json", "editor-curve-generated.gridbench.json"));
            Composite curve = page(week, ValueCurvePage.TITLE);
            Label said = wb.ui(() -> Dialogs.find(curve, Label.class, l -> l.getText().equals(ValueCurvePage.NO_JOBS)));
            assertTrue(wb.ui(() -> said.isVisible() && wholeInItsParents(said, curve)), "the page says why it is blank");
            at1280.shoot("tour-curve-generated");

            Composite other = page(part, ValueCurvePage.TITLE);
            assertTrue(wb.ui(() -> Dialogs.all(other, Label.class).stream().noneMatch(l -> l.isVisible()
                    && l.getText().equals(ValueCurvePage.NO_JOBS))), "a scenario with jobs draws their curves");
        });
        assertEquals(List.of(), at1280.clipped(), "labels and buttons narrower than their text");
    }

    /**
     * At 1280 x 800 the Value curve page's toolbar wrapped Paper and Export... to a second row, under the fields. The
     * templates are now one drop-down button, "Template \u25BE", as Eclipse's drop-down tool items group alternatives,
     * and the deadline fields are as wide as their four significant digits: every control of the toolbar stands on
     * one row, whole inside the editor. The drop-down's menu, and the right-click menu's Template cascade, apply a
     * template; each item has its tooltip, and the button none (GTK left it over the menu, hiding Linear and Step).
     */
    @Test
    void theValueCurveToolbarHoldsOnOneRowAt1280AndItsTemplateMenuReplacesTheCurve() throws Exception {
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            Opened opened = open("market-two-clusters.gridbench.json", "editor-curve-toolbar.gridbench.json");
            Composite curve = opened.page(ValueCurvePage.TITLE);
            Button template = wb.ui(() -> Dialogs.find(curve, Button.class, b -> b.getText().startsWith(
                    ValueCurvePage.TEMPLATE)));
            assertTrue(wb.ui(() -> Arrays.stream(template.getParent().getChildren()).anyMatch(c -> c instanceof Button b
                    && b.getText().equals("Export..."))), "Export... is in the toolbar");
            assertOneRowWhole(wb.ui(template::getParent), curve);
            at1280.shoot("curve-toolbar-one-row");

            JsonNode drawn = wb.ui(() -> opened.editor().document().root().at("/workload/jobs/0/valueCurve")
                    .deepCopy());
            wb.run(() -> template.notifyListeners(SWT.Selection, new Event()));
            wb.settle();
            at1280.shoot("curve-toolbar-template-menu");
            Menu menu = wb.ui(template::getMenu);
            wb.run(() -> menu.setVisible(false));
            assertEquals(List.of("Linear", "Step", "Paper"), wb.ui(() -> Arrays.stream(menu.getItems()).map(
                    MenuItem::getText).toList()));
            assertEquals("Replace the points by the paper template", wb.ui(() -> menu.getItem(2).getToolTipText()));
            assertNull(wb.ui(template::getToolTipText), "no button tooltip left over the menu it dropped down");
            wb.run(() -> menu.getItem(2).notifyListeners(SWT.Selection, new Event()));
            wb.settle();
            JsonNode paper = wb.ui(() -> opened.editor().document().root().at("/workload/jobs/0/valueCurve"));
            assertFalse(drawn.equals(paper), "Paper replaced the drawn curve: " + paper);
            assertNotNull(wb.ui(opened.editor()::undoLabel), "the template is an edit");

            Menu context = wb.ui(() -> canvas(curve).getMenu());
            wb.run(() -> context.notifyListeners(SWT.Show, new Event()));
            MenuItem cascade = wb.ui(() -> Arrays.stream(context.getItems()).filter(i -> i.getText().equals(
                    ValueCurvePage.TEMPLATE)).findFirst().orElseThrow());
            Menu templates = wb.ui(cascade::getMenu);
            assertEquals(List.of("Linear", "Step", "Paper"), wb.ui(() -> Arrays.stream(templates.getItems()).map(
                    MenuItem::getText).toList()));
            wb.run(() -> templates.getItem(0).notifyListeners(SWT.Selection, new Event()));
            wb.settle();
            assertEquals(0, (int) wb.ui(() -> opened.editor().document().root().at(
                    "/workload/jobs/0/valueCurve/points").size()), "the right-click menu's Linear leaves no point");
        });
        assertEquals(List.of(), at1280.clipped(), "labels and buttons narrower than their text");
    }

    /**
     * A refused D_final's red reason stood in the Value curve page's toolbar row, after the field, and wrapped the
     * toolbar to a second row at 1280 x 800. The reason goes on a line of its own under the toolbar, after the field's
     * label, whole inside the page and above the curve; the toolbar stays on one row, and the line goes once the value
     * is accepted. It is said there once, not again on the editor's line under its pages, and the curve's canvas gains
     * no scrollbar while the line shows.
     */
    @Test
    void aRefusedCurveValueIsSaidOnceOnALineUnderTheToolbarWhichStaysOnOneRow() throws Exception {
        At1280 at1280 = new At1280(wb);
        at1280.editingAsShipped(() -> {
            Opened opened = open("market-two-clusters.gridbench.json", "editor-curve-refused.gridbench.json");
            Composite curve = opened.page(ValueCurvePage.TITLE);
            FigureCanvas before = canvas(curve);
            assertFalse(wb.ui(() -> before.getVerticalBar().isVisible() || before.getHorizontalBar().isVisible()),
                    "the curve fits its canvas at 1280 x 800: " + wb.ui(before::getClientArea));
            enter(curve, "D_final (SLR):", "3");
            wb.settle();
            Label said = wb.ui(() -> (Label) checked(curve, "D_final (SLR):")[1]);
            Composite toolbar = wb.ui(() -> checked(curve, "D_final (SLR):")[0].getParent());
            String text = wb.ui(said::getText);
            assertTrue(text.startsWith("D_final (SLR): ") && text.length() > "D_final (SLR): ".length(),
                    "the reason after the field's label: " + text);
            assertTrue(wb.ui(() -> said.isVisible() && said.getParent() != toolbar), "on a line of its own");
            Rectangle bar = wb.ui(() -> toolbar.getDisplay().map(toolbar.getParent(), curve, toolbar.getBounds()));
            Rectangle line = wb.ui(() -> said.getDisplay().map(said.getParent(), curve, said.getBounds()));
            FigureCanvas view = canvas(curve);
            Rectangle plot = wb.ui(() -> view.getDisplay().map(view.getParent(), curve, view.getBounds()));
            assertTrue(line.y >= bar.y + bar.height && line.y + line.height <= plot.y, "under the toolbar at " + bar
                    + ", above the curve at " + plot + ": " + line);
            assertTrue(wb.ui(() -> wholeInItsParents(said, curve)), "the reason is cut, at " + line);
            assertTrue(wb.ui(() -> said.computeSize(line.width, SWT.DEFAULT).y <= line.height), "every line shown");
            assertOneRowWhole(toolbar, curve);
            // said once: the editor's line under its pages ("Set dFinal refused: ...") does not say it again
            assertEquals(List.of(), wb.ui(() -> Dialogs.all(editorRoot(opened.part()), Label.class).stream().filter(
                    l -> l.isVisible() && l.getText().contains("refused")).map(Label::getText).toList()),
                    "the refusal is said on the page's line alone");
            assertFalse(wb.ui(() -> view.getVerticalBar().isVisible() || view.getHorizontalBar().isVisible()),
                    "the curve gains no scrollbar while the line shows: its canvas " + wb.ui(view::getClientArea));
            at1280.shoot("curve-refused-d-final");
            enter(curve, "D_final (SLR):", "7");
            wb.settle();
            assertFalse(wb.ui(said::isVisible), "an accepted value takes the line away");
            assertEquals(7, wb.ui(() -> opened.editor().document().root().at("/workload/jobs/0/valueCurve/dFinal")
                    .doubleValue()));
        });
        assertEquals(List.of(), at1280.clipped(), "labels and buttons narrower than their text");
    }

    // every visible control of the toolbar stands on the row of the first, whole inside the page
    private static void assertOneRowWhole(Composite toolbar, Composite page) {
        List<Control> row = wb.ui(() -> Arrays.stream(toolbar.getChildren()).filter(Control::isVisible).toList());
        Rectangle first = wb.ui(() -> row.get(0).getBounds());
        for (Control control : row) {
            Rectangle bounds = wb.ui(control::getBounds);
            assertTrue(bounds.y < first.y + first.height && first.y < bounds.y + bounds.height, control
                    + " is on another row than the first, at " + bounds + " (the first at " + first + ")");
            assertTrue(wb.ui(() -> wholeInItsParents(control, page)), control + " is cut, at " + bounds);
        }
    }

    // the control lies whole inside each of its parents' client areas up to {@code top}, so it is drawn, not cut
    private static boolean wholeInItsParents(Control control, Composite top) {
        Rectangle bounds = control.getBounds();
        if (bounds.width <= 0 || bounds.height <= 0) {
            return false;
        }
        for (Composite parent = control.getParent(); ; parent = parent.getParent()) {
            Rectangle area = parent.getClientArea();
            if (bounds.x < 0 || bounds.y < 0 || bounds.x + bounds.width > area.width
                    || bounds.y + bounds.height > area.height) {
                return false;
            }
            if (parent == top) {
                return true;
            }
            Rectangle own = parent.getBounds();
            bounds = new Rectangle(own.x + bounds.x, own.y + bounds.y, bounds.width, bounds.height);
        }
    }

    @Test
    void aShortFormPageScrollsAndTheWheelOverThePolicyScrollsItWithoutChangingThePolicy() throws Exception {
        Opened opened = open("market-two-clusters.gridbench.json", "editor-short-form.gridbench.json");
        ScenarioEditor editor = opened.editor();
        wb.run(() -> editor.show("Form"));
        Shell shell = (Shell) wb.window.getWidget();
        Rectangle before = wb.ui(shell::getBounds);
        try {
            wb.run(() -> shell.setBounds(0, 0, 1280, 480));
            wb.settle();
            ScrolledComposite page = wb.ui(() -> Dialogs.find((Composite) opened.part().getWidget(),
                    ScrolledComposite.class, c -> true));
            assertTrue(wb.ui(() -> page.getMinHeight() > page.getClientArea().height),
                    "a form taller than its editor scrolls instead of cutting the section tree");
            Combo policy = wb.ui(() -> Dialogs.find(page, Combo.class, c -> true));
            String chosen = wb.ui(policy::getText);
            Event wheel = new Event();
            wheel.count = -3;
            wheel.doit = true;
            wb.run(() -> policy.notifyListeners(SWT.MouseVerticalWheel, wheel));
            assertFalse(wheel.doit, "the list box does not turn its choice");
            assertTrue(wb.ui(() -> page.getOrigin().y > 0), "the wheel scrolls the page down");
            assertEquals(chosen, wb.ui(policy::getText));
            assertFalse(wb.ui(opened.part()::isDirty), "scrolling edits nothing");

            wb.run(() -> page.setOrigin(0, page.getMinHeight()));
            Tree sections = wb.ui(() -> Dialogs.find(page, Tree.class, c -> true));
            assertTrue(wb.ui(() -> sections.getSize().y >= sections.getHeaderHeight() + 6 * sections.getItemHeight()),
                    () -> "scrolled down, six rows of the section tree show: " + wb.ui(() -> sections.getSize().y + " px, "
                            + sections.getHeaderHeight() + " + 6 x " + sections.getItemHeight() + "; page min "
                            + page.getMinHeight() + ", client " + page.getClientArea()));
            shoot("short-form-scrolled");
        } finally {
            wb.run(() -> shell.setBounds(before));
            wb.settle();
        }
    }

    /** Opens the section tree's value cell of {@code field} as a click does, types text, presses Enter. */
    private static String typeInSectionTree(MPart part, String field, String text) throws InterruptedException {
        wb.run(() -> {
            TreeItem item = sectionItem(part, field);
            item.getParent().setSelection(item);
            Rectangle cell = item.getBounds(1);
            Event down = new Event();
            down.button = 1;
            down.x = cell.x + cell.width / 2;
            down.y = cell.y + cell.height / 2;
            item.getParent().notifyListeners(SWT.MouseDown, down);
        });
        wb.settle();
        return typeIntoOpenCell(wb.ui(() -> sectionItem(part, field).getParent()), text);
    }

    /** Types {@code text} into the cell editor open in {@code viewer} and presses Enter; returns what it showed. */
    private static String typeIntoOpenCell(Composite viewer, String text) throws InterruptedException {
        String[] opened = new String[1];
        wb.run(() -> {
            Text cell = Dialogs.find(viewer, Text.class, Text::isVisible);
            opened[0] = cell.getText();
            cell.setText(text);
            cell.notifyListeners(SWT.DefaultSelection, new Event());
        });
        wb.settle();
        return opened[0];
    }

    private static TreeItem sectionItem(MPart part, String field) {
        Tree tree = Dialogs.find(editorRoot(part), Tree.class, t -> t.getColumnCount() == 4);
        TreeItem found = find(tree.getItems(), field);
        assertNotNull(found, "no section tree entry " + field);
        return found;
    }

    private static TreeItem find(TreeItem[] items, String field) {
        for (TreeItem item : items) {
            TreeItem found = field.equals(item.getText(0)) ? item : find(item.getItems(), field);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** The entry's field, value and refusal cells. */
    private static List<String> cells(MPart part, String field) {
        TreeItem item = sectionItem(part, field);
        return List.of(item.getText(0), item.getText(1), item.getText(3));
    }

    private static double speedOf(ScenarioEditor editor, String node) {
        PlatformTree t = PlatformTree.of(editor.document().root());
        return t.number(t.indexOf(node), "speed");
    }

    private static <T extends Control> T propertiesControl(Class<T> type, String name) {
        return Dialogs.find((Shell) wb.window.getWidget(), type,
                c -> name.equals(c.getData(PropertiesPart.CONTROL_KEY)));
    }

    /** The Properties view's row of this property: name, value, unit. */
    private static List<String> row(String name) {
        for (TableItem item : propertiesControl(Table.class, "table").getItems()) {
            if (item.getText(0).equals(name)) {
                return List.of(item.getText(0), item.getText(1), item.getText(2));
            }
        }
        throw new AssertionError("no property " + name);
    }

    /** Clicks the property's value, types {@code text} and presses Enter. */
    private static void typeValue(String name, String text) throws InterruptedException {
        wb.run(() -> {
            Table table = propertiesControl(Table.class, "table");
            for (int i = 0; i < table.getItemCount(); i++) {
                if (table.getItem(i).getText(0).equals(name)) {
                    table.setSelection(i);
                    table.notifyListeners(SWT.Selection, new Event());
                }
            }
            Text value = propertiesControl(Text.class, "value");
            value.setText(text);
            value.notifyListeners(SWT.DefaultSelection, new Event());
        });
        wb.settle();
    }

    @Test
    void refusedFormValuesStayMarkedWithTheirReasonBesideThemAndInTheProblemsView() throws Exception {
        Opened opened = open("market-two-clusters.gridbench.json", "editor-validation.gridbench.json");
        ScenarioEditor editor = opened.editor();
        wb.showPart(ProblemsPart.ID);
        Composite clusters = opened.page(ClusterPlatformPage.TITLE);

        enter(clusters, "CCR:", "abc");
        assertMarked(clusters, "CCR:", "abc", "expected a number, found 'abc'");
        assertEquals(0.5, wb.ui(() -> editor.document().root().at("/platform/ccr").doubleValue()));
        assertTrue(wb.ui(() -> problemsView().stream().anyMatch(p -> p.field().equals("platform.ccr")
                && p.message().contains("'abc'"))), "the Problems view lists the refused CCR");

        wb.run(() -> new EditorProbe(opened.part()).typeSeed("forty-two"));
        enter(clusters, "CCR:", "0.25");
        assertEquals(0.25, wb.ui(() -> editor.document().root().at("/platform/ccr").doubleValue()));
        assertMarked(clusters, "CCR:", "0.25", "");
        assertTrue(wb.ui(() -> editor.problems().stream().anyMatch(l -> l.contains("seed: expected a whole number"))),
                "the seed's refusal outlives the next edit");
        assertEquals("forty-two", wb.ui(() -> ((Text) checked(editorRoot(opened.part()), "Seed:")[0]).getText()));
        assertTrue(wb.ui(() -> problemsView().stream().anyMatch(p -> p.field().equals("seed"))));
        assertFalse(wb.ui(() -> problemsView().stream().anyMatch(p -> p.field().equals("platform.ccr"))));

        enter(clusters, "CCR:", "-1");
        assertTrue(wb.waitUntil(() -> wb.ui(() -> !((Label) checked(clusters, "CCR:")[1]).getText().isEmpty())),
                "a negative CCR is marked once the document is validated");
        assertTrue(wb.ui(() -> isRed(checked(clusters, "CCR:")[0])));
        FigureCanvas view = canvas(clusters);
        click(view, centre(box(view, "C1")));
        enter(clusters, "Cores:", "0");
        assertTrue(wb.waitUntil(() -> wb.ui(() -> !((Label) checked(clusters, "Cores:")[1]).getText().isEmpty())),
                "0 cores are marked once the document is validated");
        assertEquals(0, wb.ui(() -> editor.document().root().at("/platform/clusters/0/cores").intValue()));
        shoot("refused-clusters");

        Composite curve = opened.page(ValueCurvePage.TITLE);
        enter(curve, "D_final (SLR):", "3");
        String refusal = wb.ui(() -> ((Label) checked(curve, "D_final (SLR):")[1]).getText());
        assertMarked(curve, "D_final (SLR):", "3", refusal);
        assertFalse(refusal.isEmpty(), "a D_final that leaves a point outside is refused with a reason");
        assertEquals(6, wb.ui(() -> editor.document().root().at("/workload/jobs/0/valueCurve/dFinal").doubleValue()));
        shoot("refused-d-final");
        wb.run(editor::load);
        assertFalse(wb.ui(() -> problemsView().stream().anyMatch(p -> p.source().equals(opened.file().toString()))),
                "reading the file again drops its refusals");
    }

    /** The text field after this label and the label that gives the reason it is marked. */
    private static Control[] checked(Composite root, String label) {
        Label name = Dialogs.find(root, Label.class, l -> label.equals(l.getText()));
        List<Control> siblings = List.of(name.getParent().getChildren());
        Control text = siblings.get(siblings.indexOf(name) + 1);
        return new Control[] { text, (Control) text.getData(CheckedField.MESSAGE_KEY) };
    }

    private static Composite editorRoot(MPart part) {
        return (Composite) part.getWidget();
    }

    /** Types {@code text} into the field after {@code label} and presses Enter. */
    private static void enter(Composite root, String label, String text) throws InterruptedException {
        wb.run(() -> {
            Text field = (Text) checked(root, label)[0];
            field.setText(text);
            field.notifyListeners(SWT.DefaultSelection, new Event());
        });
        wb.settle();
    }

    /** The field shows {@code text}, red with {@code reason} beside it, or plain when the reason is empty. */
    private static void assertMarked(Composite root, String label, String text, String reason) {
        Control[] field = wb.ui(() -> checked(root, label));
        assertEquals(text, wb.ui(() -> ((Text) field[0]).getText()), label + " keeps the text typed");
        assertEquals(reason, wb.ui(() -> ((Label) field[1]).getText()), label + "'s message");
        assertEquals(!reason.isEmpty(), wb.ui(() -> isRed(field[0])), label + " is marked red when refused");
    }

    private static boolean isRed(Control control) {
        return control.getForeground().equals(control.getDisplay().getSystemColor(SWT.COLOR_RED));
    }

    private static List<Problem> problemsView() {
        MPart view = (MPart) wb.app.getContext().get(EModelService.class).find(ProblemsPart.ID, wb.app);
        return ((ProblemsPart) view.getObject()).problems();
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

    /** Opens a table cell with a double-click, types {@code text} and presses Enter; returns what it opened with. */
    private static String typeInTable(Table table, int row, int column, String text) throws InterruptedException {
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
        return typeIntoOpenCell(table, text);
    }
}
