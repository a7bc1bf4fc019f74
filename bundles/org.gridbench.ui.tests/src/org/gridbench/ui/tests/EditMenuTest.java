package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.gridbench.model.scenario.Examples;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.parts.ScenarioExplorerPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Edit > Cut, Copy, Paste, Delete and Select All act on the text field with the focus, in an editor or a view, as
 * Eclipse's Edit menu does; with the focus elsewhere they act on the editor's page (the form page has none), and
 * Delete on the file selected in the Scenario Explorer.
 */
@ExtendWith(ScreenshotOnFailure.class)
class EditMenuTest {

    private static final String CUT = "org.gridbench.ui.command.cut";
    private static final String COPY = "org.gridbench.ui.command.copy";
    private static final String PASTE = "org.gridbench.ui.command.paste";
    private static final String DELETE = "org.gridbench.ui.command.delete";
    private static final String SELECT_ALL = "org.gridbench.ui.command.selectAll";

    @Test
    void theEditMenuWorksOnTheFocusedFieldOfTheScenarioForm() throws Exception {
        Workbench wb = Workbench.get();
        Path file = Path.of(System.getProperty("gridbench.workspace")).resolve(Examples.names().get(0))
                .toAbsolutePath().normalize();
        MPart part = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
        wb.settle();
        Text name = wb.ui(() -> new EditorProbe(part).nameField());
        String scenarioName = wb.ui(name::getText);
        focus(wb, part, name);

        wb.run(() -> name.setSelection(0));
        assertFalse(wb.ui(() -> can(wb, COPY)), "Copy needs a selection");
        assertTrue(wb.ui(() -> can(wb, SELECT_ALL)), "Select All with the caret in the name field");
        wb.run(() -> execute(wb, SELECT_ALL));
        assertEquals(new Point(0, scenarioName.length()), wb.ui(name::getSelection));
        assertTrue(wb.ui(() -> can(wb, COPY)));
        wb.run(() -> execute(wb, COPY));
        assertEquals(scenarioName, wb.ui(() -> clipboard(wb)));
        assertFalse(wb.ui(part::isDirty), "copying edits nothing");

        wb.run(() -> parts(wb).showPart("org.gridbench.ui.part.explorer",
                EPartService.PartState.ACTIVATE));
        wb.settle();
        assertFalse(wb.ui(() -> can(wb, SELECT_ALL)), "with the focus in the explorer, the form page has no Select All");
    }

    @Test
    void cutPasteAndDeleteWorkOnTheRunViewsTimeField() throws Exception {
        Workbench wb = Workbench.get();
        MPart run = wb.ui(() -> parts(wb).showPart("org.gridbench.ui.part.run",
                EPartService.PartState.ACTIVATE));
        Text until = wb.ui(() -> EditorProbe.all((Composite) ((Shell) wb.window.getWidget()), Text.class).stream()
                .filter(t -> "time".equals(t.getMessage())).findFirst().orElseThrow());
        focus(wb, run, until);
        wb.run(() -> until.setText("1234"));

        wb.run(() -> until.setSelection(0));
        assertFalse(wb.ui(() -> can(wb, CUT)), "Cut needs a selection");
        assertTrue(wb.ui(() -> can(wb, DELETE)), "Delete removes the character after the caret");
        wb.run(() -> execute(wb, DELETE));
        assertEquals("234", wb.ui(until::getText));

        wb.run(() -> until.setSelection(1, 3));
        assertTrue(wb.ui(() -> can(wb, CUT)));
        wb.run(() -> execute(wb, CUT));
        assertEquals("2", wb.ui(until::getText));
        assertEquals("34", wb.ui(() -> clipboard(wb)));

        wb.run(() -> until.setSelection(0));
        assertTrue(wb.ui(() -> can(wb, PASTE)));
        wb.run(() -> execute(wb, PASTE));
        assertEquals("342", wb.ui(until::getText));

        wb.run(() -> until.setSelection(3));
        assertFalse(wb.ui(() -> can(wb, DELETE)), "nothing after the caret to delete");
        wb.run(() -> until.setText(""));
    }

    @Test
    void theExplorersDeleteKeyAndEditDeleteAskThenDeleteTheSelectedFile() throws Exception {
        Workbench wb = Workbench.get();
        Path file = Path.of(System.getProperty("gridbench.workspace")).resolve("throwaway.gridbench.json");
        Files.writeString(file, Examples.text(Examples.names().get(0)));
        MPart part = wb.ui(() -> parts(wb).showPart("org.gridbench.ui.part.explorer",
                EPartService.PartState.ACTIVATE));
        wb.run(((ScenarioExplorerPart) part.getObject())::refresh);
        wb.settle();
        Tree tree = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), Tree.class, t -> true));
        wb.run(() -> {
            tree.setSelection(Arrays.stream(tree.getItems()).filter(i -> i.getData() instanceof Path p
                    && p.getFileName().equals(file.getFileName())).findFirst().orElseThrow());
            tree.forceFocus();
        });
        assertTrue(wb.ui(() -> can(wb, DELETE)), "Edit > Delete on the selected file");
        assertFalse(wb.ui(() -> can(wb, COPY)), "the explorer copies nothing");
        assertFalse(wb.ui(() -> can(wb, SELECT_ALL)));

        Dialogs dialogs = new Dialogs(wb);
        press(wb, tree, SWT.F2);
        Shell rename = dialogs.open(null, "Rename");
        assertEquals(new Point(0, "throwaway".length()), wb.ui(() -> Dialogs.find(rename, Text.class, t -> true)
                .getSelection()), "F2 renames, the name selected without its kind, as Eclipse's rename does");
        dialogs.press(rename, "Cancel");
        wb.settle();

        press(wb, tree, SWT.DEL);
        dialogs.press(dialogs.open(null, "Delete"), "&No");
        wb.settle();
        assertTrue(Files.exists(file), "answering No keeps the file");

        dialogs.press(dialogs.open(DELETE, "Delete"), "&Yes");
        assertTrue(wb.waitUntil(() -> !Files.exists(file)), "Edit > Delete, then Yes, deleted the file");
    }

    private static void press(Workbench wb, Tree tree, int keyCode) {
        wb.display.asyncExec(() -> {
            Event key = new Event();
            key.keyCode = keyCode;
            tree.notifyListeners(SWT.KeyDown, key);
        });
    }

    /**
     * Activates the part, then gives its field the focus; again if a closing dialog or an activation that was still
     * pending gives it back to the part that was active before.
     */
    private static void focus(Workbench wb, MPart part, Text text) throws InterruptedException {
        for (int attempt = 0; attempt < 5 && wb.ui(() -> wb.display.getFocusControl()) != text; attempt++) {
            wb.run(() -> {
                ((Shell) wb.window.getWidget()).forceActive();
                parts(wb).activate(part);
            });
            wb.settle();
            wb.run(text::forceFocus);
            wb.settle();
        }
        assertSame(text, wb.ui(() -> wb.display.getFocusControl()), "the field has the keyboard focus");
    }

    /** The window's part service: the application's needs an active window, which a closed dialog can leave none. */
    private static EPartService parts(Workbench wb) {
        return wb.window.getContext().get(EPartService.class);
    }

    private static boolean can(Workbench wb, String command) {
        IEclipseContext context = wb.window.getContext();
        return context.get(EHandlerService.class).canExecute(context.get(ECommandService.class).createCommand(command,
                null));
    }

    private static void execute(Workbench wb, String command) {
        IEclipseContext context = wb.window.getContext();
        context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(command,
                null));
    }

    private static String clipboard(Workbench wb) {
        Clipboard clipboard = new Clipboard(wb.display);
        try {
            return (String) clipboard.getContents(TextTransfer.getInstance());
        } finally {
            clipboard.dispose();
        }
    }
}
