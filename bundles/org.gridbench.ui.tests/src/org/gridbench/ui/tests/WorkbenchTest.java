package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.menu.MMenuItem;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.e4.ui.workbench.modeling.ISaveHandler;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TableColumn;
import org.gridbench.runs.policies.PolicyCatalog;
import org.gridbench.runs.policies.PolicyExtensionPoint;
import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.ui.AboutText;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.FixableText;
import org.gridbench.ui.editor.InvalidScenarioPage;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.editor.ScenarioSaveHandler;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.parts.EventLogPart;
import org.gridbench.ui.parts.ExplorerActions;
import org.gridbench.ui.parts.PoliciesPart;
import org.gridbench.ui.parts.ScenarioExplorerPart;
import org.gridbench.ui.workspace.Workspace;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Drives the real Gridbench workbench under Xvfb: its parts, the workspace, editing, saving and bad files. */
@ExtendWith(ScreenshotOnFailure.class)
class WorkbenchTest {

    private static Workbench wb;
    private static Path workspace;

    @BeforeAll
    static void start() throws Exception {
        wb = Workbench.get();
        workspace = Path.of(System.getProperty("gridbench.workspace"));
        assertTrue(wb.waitUntil(() -> editor(first()) != null), "the start-up example never opened");
        wb.settle();
    }

    @AfterAll
    static void screenshot() throws Exception {
        wb.run(() -> parts().showPart("org.gridbench.ui.part.explorer", PartState.VISIBLE));
        wb.run(() -> editorOpener().open(first()));
        wb.settle();
        wb.screenshot(new File(System.getProperty("gridbench.screenshot", "target/workbench.png")));
    }

    private static IEclipseContext windowContext() {
        return wb.window.getContext();
    }

    private static EPartService parts() {
        return windowContext().get(EPartService.class);
    }

    private static EditorOpener editorOpener() {
        return wb.app.getContext().get(EditorOpener.class);
    }

    private static Path first() {
        return workspace.resolve(Examples.names().get(0)).toAbsolutePath().normalize();
    }

    private static ScenarioEditor editor(Path file) {
        MPart part = editorOpener().find(file.toAbsolutePath().normalize());
        return part != null && part.getObject() instanceof ScenarioEditor e ? e : null;
    }

    private static <T> T part(String id, Class<T> type) {
        MPart part = parts().showPart(id, PartState.VISIBLE);
        return type.cast(part.getObject());
    }

    @Test
    void windowIsTitledGridbenchAndHasItsParts() {
        wb.run(() -> {
            assertEquals("Gridbench", wb.window.getLabel());
            assertEquals("Gridbench", ((Shell) wb.window.getWidget()).getText());
            EModelService models = wb.app.getContext().get(EModelService.class);
            assertNotNull(part("org.gridbench.ui.part.explorer", ScenarioExplorerPart.class));
            assertNotNull(part("org.gridbench.ui.part.policies", PoliciesPart.class));
            assertNotNull(part("org.gridbench.ui.part.eventlog", EventLogPart.class));
            MPartStack editors = (MPartStack) models.find(EditorOpener.EDITOR_STACK, wb.app);
            assertTrue(editors.getChildren().stream().anyMatch(p -> p instanceof MPart mp && mp.getObject() instanceof ScenarioEditor),
                    "the editor area holds the start-up example");
        });
    }

    @Test
    void thePoliciesViewShowsEveryPolicysIdWholeInItsFirstColumn() throws Exception {
        wb.showPart("org.gridbench.ui.part.policies");
        wb.settle();
        List<String> cut = wb.ui(() -> {
            MPart part = (MPart) wb.app.getContext().get(EModelService.class).find("org.gridbench.ui.part.policies",
                    wb.app);
            Tree tree = Dialogs.find((Composite) part.getWidget(), Tree.class, t -> true);
            assertEquals("Id", tree.getColumn(0).getText());
            GC gc = new GC(tree);
            try {
                return Arrays.stream(tree.getItems()).flatMap(family -> Stream.concat(Stream.of(family), Arrays.stream(
                        family.getItems()))).filter(item -> item.getTextBounds(0).x + gc.textExtent(item.getText(0)).x
                                > tree.getColumn(0).getWidth()).map(item -> item.getText(0) + " at " + item.getTextBounds(0)
                                        + " of " + gc.textExtent(item.getText(0)).x + " in " + tree.getColumn(0)
                                                .getWidth()).toList();
            } finally {
                gc.dispose();
            }
        });
        assertEquals(List.of(), cut, "ids cut by their column");
    }

    @Test
    void aboutNamesGridbenchThePlatformAndJava() {
        String about = AboutText.text();
        assertTrue(about.startsWith("Gridbench 1.0.0."), about);
        assertTrue(about.contains("org.eclipse.swt 3.134."), about);
        assertTrue(about.contains("Java " + System.getProperty("java.version")), about);
        assertFalse(about.contains("(not installed)"), about);
    }

    @Test
    void workspaceWasCreatedWithTheExamplesAndTheExplorerShowsThem() {
        for (String name : Examples.names()) {
            assertTrue(Files.isRegularFile(workspace.resolve(name)), name);
        }
        String[] labels = wb.ui(() -> {
            ScenarioExplorerPart explorer = part("org.gridbench.ui.part.explorer", ScenarioExplorerPart.class);
            explorer.refresh();
            return explorer.topLevelLabels();
        });
        for (String name : Examples.names()) {
            assertTrue(Arrays.stream(labels).anyMatch(l -> l.startsWith(name + "  [")), Arrays.toString(labels));
        }
    }

    @Test
    void policiesViewShowsEveryFamilyAsTheCatalogReadsIt() {
        List<PoliciesPart.FamilyRow> rows = wb.ui(() -> part("org.gridbench.ui.part.policies", PoliciesPart.class)
                .rows());
        assertEquals(PolicyExtensionPoint.values().length, rows.size());
        PolicyCatalog catalog = PolicyCatalog.read(RegistryFactory.getRegistry());
        assertEquals(catalog.contributions(), rows.stream().flatMap(r -> r.policies().stream()).toList());
    }

    /**
     * File > Save All saves every editor with unsaved changes, and File > Close All closes every editor, as Eclipse's
     * do (their keys, Ctrl+Shift+S and Ctrl+Shift+W, are checked in {@link RunMenuTest}; Ctrl+Shift+S was Save As).
     * Closing the last editor left the editors' stack empty, and e4's clean-up removed it from the window, so no file
     * could be opened any more; the stack is now tagged to stay.
     */
    @Test
    void saveAllSavesEveryDirtyEditorAndCloseAllClosesThemAll() throws Exception {
        List<Path> files = Examples.names().subList(2, 4).stream()
                .map(name -> workspace.resolve(name).toAbsolutePath().normalize()).toList();
        List<String> before = new ArrayList<>();
        List<MPart> editors = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            before.add(Files.readString(file, StandardCharsets.UTF_8));
            MPart part = wb.ui(() -> editorOpener().open(file));
            String seed = String.valueOf(5150 + i);
            wb.run(() -> new EditorProbe(part).typeSeed(seed));
            assertTrue(wb.ui(part::isDirty), "typing marks the editor dirty");
            editors.add(part);
        }
        execute("org.gridbench.ui.command.saveAll");
        for (int i = 0; i < files.size(); i++) {
            assertFalse(wb.ui(editors.get(i)::isDirty), "Save All saved " + files.get(i).getFileName());
            assertEquals(5150 + i, ScenarioReader.read(files.get(i)).seed());
        }
        execute("org.gridbench.ui.command.closeAll");
        for (Path file : files) {
            assertNull(wb.ui(() -> editorOpener().find(file)), "Close All closed " + file.getFileName());
        }
        // with no editor left, the editors' stack stays in the window: a file opens again where editors open
        MPart again = wb.ui(() -> editorOpener().open(files.get(0)));
        assertEquals(EditorOpener.EDITOR_STACK, wb.ui(() -> again.getParent().getElementId()));
        wb.run(() -> parts().hidePart(again));
        for (int i = 0; i < files.size(); i++) {
            Files.writeString(files.get(i), before.get(i), StandardCharsets.UTF_8);
            Files.deleteIfExists(files.get(i).resolveSibling(files.get(i).getFileName() + ".bak"));
        }
    }

    private static void execute(String command) {
        wb.run(() -> windowContext().get(EHandlerService.class).executeHandler(windowContext()
                .get(ECommandService.class).createCommand(command, null)));
    }

    @Test
    void editingTheSeedMarksDirtyAndSaveWritesAtomicallyWithABackup() throws Exception {
        Path file = workspace.resolve(Examples.names().get(1)).toAbsolutePath().normalize();
        String before = Files.readString(file, StandardCharsets.UTF_8);
        MPart part = wb.ui(() -> editorOpener().open(file));
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
        wb.run(() -> new EditorProbe(part).typeSeed("4242"));
        assertTrue(wb.ui(part::isDirty), "typing marks the editor dirty");
        assertEquals(List.of(), wb.ui(editor::problems));
        assertEquals("Set seed", wb.ui(editor::undoLabel), "a typed header field is undoable");
        String undoItem = wb.ui(() -> {
            parts().activate(part);
            ECommandService commands = windowContext().get(ECommandService.class);
            EHandlerService handlers = windowContext().get(EHandlerService.class);
            handlers.canExecute(commands.createCommand("org.gridbench.ui.command.undo", null));
            EModelService models = wb.app.getContext().get(EModelService.class);
            return models.findElements(wb.app, "org.gridbench.ui.menuitem.undo", MMenuItem.class, null,
                    EModelService.ANYWHERE | EModelService.IN_MAIN_MENU).get(0).getLabel();
        });
        assertEquals("&Undo Set seed", undoItem, "Edit > Undo names the edit");

        wb.run(() -> {
            parts().activate(part);
            ECommandService commands = windowContext().get(ECommandService.class);
            EHandlerService handlers = windowContext().get(EHandlerService.class);
            handlers.executeHandler(commands.createCommand("org.gridbench.ui.command.save", null));
        });
        assertFalse(wb.ui(part::isDirty), "saved");
        assertEquals(4242, ScenarioReader.read(file).seed());
        assertEquals(before, Files.readString(file.resolveSibling(file.getFileName() + ".bak"),
                StandardCharsets.UTF_8));
        assertTrue(wb.ui(() -> part("org.gridbench.ui.part.eventlog", EventLogPart.class).messages().get(0))
                .equals("saved " + file));
        assertTrue(wb.ui(editor::undo));
        assertTrue(wb.ui(part::isDirty), "undone past the save: the editor differs from the file");
        assertTrue(wb.ui(editor::redo));
        assertFalse(wb.ui(part::isDirty), "redone to the save: nothing is unsaved (Eclipse's save point)");
        wb.run(() -> new EditorProbe(part).typeSeed("4343"));
        assertTrue(wb.ui(part::isDirty));
        assertTrue(wb.ui(editor::undo));
        assertFalse(wb.ui(part::isDirty), "the edit since the save undone: nothing is unsaved");

        wb.showPart("org.gridbench.ui.part.eventlog");
        MPart log = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(
                "org.gridbench.ui.part.eventlog", wb.app));
        Table entries = wb.ui(() -> Dialogs.find((Composite) log.getWidget(), Table.class, t -> true));
        int[] widths = wb.ui(() -> Arrays.stream(entries.getColumns()).mapToInt(TableColumn::getWidth).toArray());
        int client = wb.ui(() -> entries.getClientArea().width);
        assertEquals("Message", wb.ui(() -> entries.getColumn(0).getText()), "the message comes first");
        assertEquals("03:42:00", EventLogPart.clock(LocalTime.of(3, 42)), "a time keeps its :00 seconds");
        assertEquals(wb.ui(() -> entries.getItem(0).getText(3)), EventLogPart.clock(wb.ui(() -> wb.app.getContext()
                .get(EventLog.class).entries().getLast().time())), "the newest entry's time, as the view writes it");
        assertTrue(widths[0] >= 200 && Math.abs(Arrays.stream(widths).sum() - client) <= 2,
                "the message takes the width the severity, source and time leave: " + Arrays.toString(widths)
                        + " in " + client + " px");
    }

    @Test
    void closeAsksInScenarioWordsAndAnEditorClosedWithoutSavingLeavesTheModel() throws Exception {
        assertTrue(wb.ui(() -> windowContext().get(ISaveHandler.class)) instanceof ScenarioSaveHandler,
                "the window asks about unsaved scenarios with Gridbench's dialog, not e4's \"Save Parts\"");
        Path file = workspace.resolve("close-me" + Workspace.SCENARIO_SUFFIX);
        Files.writeString(file, Examples.text(Examples.names().get(1)), StandardCharsets.UTF_8);
        MPart part = wb.ui(() -> editorOpener().open(file));
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
        wb.run(() -> new EditorProbe(part).typeSeed("77"));
        assertTrue(wb.ui(part::isDirty));
        List<String> asked = new java.util.ArrayList<>();
        ISaveHandler dontSave = new ScenarioSaveHandler(wb.ui(() -> (Shell) wb.window.getWidget())) {
            @Override
            protected Save ask(String title, String question) {
                asked.add(title + ": " + question);
                return Save.NO;
            }
        };
        ISaveHandler standard = wb.ui(() -> windowContext().get(ISaveHandler.class));
        try {
            wb.run(() -> {
                windowContext().set(ISaveHandler.class, dontSave);
                parts().activate(part);
                ECommandService commands = windowContext().get(ECommandService.class);
                EHandlerService handlers = windowContext().get(EHandlerService.class);
                handlers.executeHandler(commands.createCommand("org.gridbench.ui.command.close", null));
            });
            assertEquals(List.of("Save Scenario: 'close-me.gridbench.json' has unsaved changes. Save them?"), asked,
                    "Close (Ctrl+W) asked about the edited file");
            assertNull(wb.ui(() -> editorOpener().find(file)), "the closed editor left the model");
            assertFalse(wb.ui(() -> parts().getDirtyParts().contains(part)),
                    "Quit does not ask again about a file closed with Don't Save");
            assertEquals(Examples.text(Examples.names().get(1)), Files.readString(file, StandardCharsets.UTF_8));
        } finally {
            wb.run(() -> windowContext().set(ISaveHandler.class, standard));
        }
    }

    @Test
    void theExplorerFollowsTheFolderWithoutF5AndIsLinkedWithTheEditor() throws Exception {
        ScenarioExplorerPart explorer = wb.ui(() -> part("org.gridbench.ui.part.explorer",
                ScenarioExplorerPart.class));
        Path made = workspace.resolve("made-outside" + Workspace.SCENARIO_SUFFIX);
        Files.writeString(made, Examples.text(Examples.names().get(0)), StandardCharsets.UTF_8);
        assertTrue(wb.waitUntil(() -> Arrays.stream(wb.ui(explorer::topLevelLabels))
                .anyMatch(l -> l.startsWith(made.getFileName() + "  ["))),
                "a file written by another program appears without F5");
        Files.delete(made);
        assertTrue(wb.waitUntil(() -> Arrays.stream(wb.ui(explorer::topLevelLabels))
                .noneMatch(l -> l.startsWith(made.getFileName() + "  ["))), "a deleted file goes");

        Path file = workspace.resolve(Examples.names().get(3)).toAbsolutePath().normalize();
        wb.run(() -> editorOpener().open(file));
        wb.settle();
        assertEquals(file, wb.ui(explorer::selected), "the explorer selects the file of the editor in front");
    }

    @Test
    void theExplorersContextMenuValidatesRenamesAndDeletes() throws Exception {
        ScenarioExplorerPart explorer = wb.ui(() -> part("org.gridbench.ui.part.explorer",
                ScenarioExplorerPart.class));
        ExplorerActions actions = wb.ui(explorer::actions);
        Path good = workspace.resolve("menu-good" + Workspace.SCENARIO_SUFFIX);
        Files.writeString(good, Examples.text(Examples.names().get(0)), StandardCharsets.UTF_8);
        assertEquals(List.of(), wb.ui(() -> actions.validate(good)));
        Path bad = workspace.resolve("menu-bad" + Workspace.SCENARIO_SUFFIX);
        Files.writeString(bad, "{\n  \"format\": \"gridbench-scenario\",\n  \"version\": 7\n}\n");
        List<String> problems = wb.ui(() -> actions.validate(bad));
        assertTrue(!problems.isEmpty() && problems.get(0).startsWith(bad + ":"), problems.toString());
        // a sweep document is checked and planned as sweep run reads it (before, Validate was greyed out for it)
        Path sweep = workspace.resolve("menu-sweep" + Workspace.SWEEP_SUFFIX);
        Files.writeString(sweep, "{\"format\": \"gridbench-sweep\", \"version\": 1, \"experiment\": \"market\","
                + " \"parameters\": {\"policy\": \"PVR\"}, \"axes\": [{\"parameter\": \"load\", \"values\": [0.9,"
                + " 1.2]}], \"seeds\": [1, 2]}");
        assertEquals(List.of(), wb.ui(() -> actions.validate(sweep)));
        assertEquals(sweep + ": valid (sweep of market, 4 runs)", wb.ui(() -> part("org.gridbench.ui.part.eventlog",
                EventLogPart.class).messages().get(0)));
        Files.writeString(sweep, "{\"format\": \"gridbench-sweep\", \"version\": 1, \"experiment\": \"grid\"}");
        List<String> sweepProblems = wb.ui(() -> actions.validate(sweep));
        assertEquals(1, sweepProblems.size(), sweepProblems.toString());
        assertTrue(sweepProblems.get(0).startsWith(sweep + ":1:59: experiment: unknown experiment 'grid'"),
                sweepProblems.toString());
        Files.delete(sweep);

        assertEquals(java.util.Optional.empty(), wb.ui(() -> actions.rename(good, "menu-renamed")));
        Path renamed = workspace.resolve("menu-renamed" + Workspace.SCENARIO_SUFFIX);
        assertTrue(Files.isRegularFile(renamed) && !Files.exists(good), "renamed with the scenario suffix added");
        assertTrue(wb.ui(() -> actions.rename(renamed, "menu-bad")).orElseThrow().contains("exists already"));
        wb.run(() -> editorOpener().open(renamed));
        assertTrue(wb.ui(() -> actions.rename(renamed, "other")).orElseThrow().contains("open in an editor"));
        assertEquals(java.util.Optional.empty(), wb.ui(() -> actions.delete(renamed)));
        assertFalse(Files.exists(renamed));
        assertNull(wb.ui(() -> editorOpener().find(renamed.toAbsolutePath().normalize())),
                "the editor of a deleted file closes");
        Files.delete(bad);
    }

    @Test
    void anEmptyExistingWorkspaceFolderGetsTheExamples() throws Exception {
        Path empty = Files.createTempDirectory("empty-workspace");
        Workspace.open(empty);
        for (String name : Examples.names()) {
            assertEquals(Examples.text(name), Files.readString(empty.resolve(name), StandardCharsets.UTF_8), name);
        }
        Path used = Files.createTempDirectory("used-workspace");
        Files.writeString(used.resolve("mine" + Workspace.SCENARIO_SUFFIX), "{}");
        Workspace.open(used);
        try (var entries = Files.list(used)) {
            assertEquals(1, entries.count(), "a folder that holds files is left as it is");
        }
    }

    @Test
    void aRejectedValueIsShownAndLeavesTheDocumentAlone() throws Exception {
        Path file = workspace.resolve(Examples.names().get(2)).toAbsolutePath().normalize();
        MPart part = wb.ui(() -> editorOpener().open(file));
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
        long seed = wb.ui(() -> editor.document().seed());
        wb.run(() -> new EditorProbe(part).typeSeed("forty-two"));
        List<String> problems = wb.ui(editor::problems);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("seed: expected a whole number"), problems.get(0));
        assertEquals(seed, (long) wb.ui(() -> editor.document().seed()));
        wb.run(editor::load);
        assertFalse(wb.ui(part::isDirty));
    }

    @Test
    void anInvalidFileOpensOnItsProblemsWithNothingLoaded() throws Exception {
        Path bad = workspace.resolve("broken" + Workspace.SCENARIO_SUFFIX);
        Files.writeString(bad, "{\n  \"format\": \"gridbench-scenario\",\n  \"version\": 7\n}\n");
        MPart part = wb.ui(() -> editorOpener().open(bad));
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
        assertNull(wb.ui(editor::document), "nothing half-loaded");
        List<String> problems = wb.ui(editor::problems);
        assertFalse(problems.isEmpty());
        assertTrue(problems.stream().allMatch(p -> p.startsWith(bad.getFileName().toString() + ":")
                || p.startsWith(bad.toString() + ":")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> p.contains("version")), problems.toString());
        assertFalse(wb.ui(part::isDirty));

        String fixed = Examples.text(Examples.names().get(0));
        wb.run(() -> {
            Composite page = (Composite) part.getWidget();
            StyledText source = find(page, StyledText.class, "source");
            assertTrue(source.getEditable(), "the broken file's text can be fixed in the workbench");
            source.setText(fixed);
            find(page, Button.class, "save").notifyListeners(SWT.Selection, new Event());
        });
        assertEquals(fixed, Files.readString(bad, StandardCharsets.UTF_8), "Save and Reload wrote the fixed text");
        assertTrue(Files.isRegularFile(bad.resolveSibling(bad.getFileName() + ".bak")), "and kept the broken one");
        assertNotNull(wb.ui(editor::document), "the fixed file loaded");
        assertEquals(List.of(), wb.ui(editor::problems));
        wb.run(() -> parts().hidePart(part, true));
        Files.delete(bad);
        Files.delete(bad.resolveSibling(bad.getFileName() + ".bak"));
    }

    /** A stray Latin-1 byte: the problem names its line and column, and the text is there to fix it (empty before). */
    @Test
    void aFileThatIsNotUtf8OpensOnItsTextWithItsFirstBadByteNamed() throws Exception {
        Path bad = workspace.resolve("latin1" + Workspace.SCENARIO_SUFFIX);
        String text = "{\n  \"format\": \"gridbench-scenario\",\n  \"name\": \"Caf\u00e9\"\n}\n";
        Files.write(bad, text.getBytes(StandardCharsets.ISO_8859_1));
        MPart part = wb.ui(() -> editorOpener().open(bad));
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
        assertNull(wb.ui(editor::document), "nothing half-loaded");
        assertEquals(List.of(bad + ":3:15: (file): cannot be read: it is not UTF-8 text: byte 0xE9 here is not part of"
                + " a UTF-8 character; save the file as UTF-8"), wb.ui(editor::problems));
        String shown = wb.ui(() -> find((Composite) part.getWidget(), StyledText.class, "source").getText());
        assertEquals(text.replace('\u00e9', '\uFFFD'), shown, "the text, the bad byte shown as U+FFFD");
        wb.run(() -> parts().hidePart(part, true));
        Files.delete(bad);
    }

    /**
     * A file too large to load: its text is not put in the page (all of it was read into the text widget, which froze
     * the workbench, and past the heap failed it), and Save and Reload, which would write the page over it, is greyed.
     */
    @Test
    void aFileTooLargeToShowOpensOnItsProblemWithoutItsText() throws Exception {
        Path large = workspace.resolve("large" + Workspace.SCENARIO_SUFFIX);
        byte[] spaces = new byte[(int) FixableText.MAX_BYTES + 1];
        Arrays.fill(spaces, (byte) ' ');
        spaces[0] = '{';
        Files.write(large, spaces);
        MPart part = wb.ui(() -> editorOpener().open(large));
        ScenarioEditor editor = wb.ui(() -> (ScenarioEditor) part.getObject());
        assertNull(wb.ui(editor::document), "nothing half-loaded");
        assertEquals(1, wb.ui(editor::problems).size(), wb.ui(editor::problems).toString());
        wb.run(() -> {
            Composite page = (Composite) part.getWidget();
            StyledText source = find(page, StyledText.class, "source");
            assertEquals(InvalidScenarioPage.NO_TEXT, source.getText());
            assertFalse(source.getEditable());
            assertFalse(find(page, Button.class, "save").getEnabled(), "Save and Reload cannot write over the file");
        });
        assertEquals(spaces.length, Files.size(large), "the file is as it was");
        wb.run(() -> parts().hidePart(part, true));
        Files.delete(large);
    }

    private static <T extends Control> T find(Composite parent, Class<T> type, String name) {
        for (Control c : parent.getChildren()) {
            if (type.isInstance(c) && name.equals(c.getData("gridbench.invalid.control"))) {
                return type.cast(c);
            }
            if (c instanceof Composite inner) {
                T found = find(inner, type, name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
