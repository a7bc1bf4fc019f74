package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.editor.ScenarioSaveHandler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dialogs at 1280 x 800, each opened as its menu item opens it: New Scenario, File > Import with the preview of a
 * SimGrid platform, Preferences, Show View, and the question Quit asks about unsaved scenarios. Each is written to
 * {@code target/views/dialog-NAME.png} (the pictures of docs/images come from there); no dialog may reach past the
 * screen or show a label or button narrower than its text.
 */
@ExtendWith(ScreenshotOnFailure.class)
class DialogScreenshotsTest {

    private final Workbench wb;
    private final Dialogs dialogs;
    private final At1280 at1280;

    DialogScreenshotsTest() throws InterruptedException {
        wb = Workbench.get();
        dialogs = new Dialogs(wb);
        at1280 = new At1280(wb);
    }

    @Test
    void everyDialogFitsA1280x800ScreenWithItsTextUnclipped(@TempDir Path dir) throws Exception {
        Shell window = (Shell) wb.window.getWidget();
        Rectangle before = wb.ui(window::getBounds);
        try {
            wb.run(() -> window.setBounds(At1280.SCREEN));
            wb.settle();
            shootAndCancel(dialogs.open("org.gridbench.ui.command.new", "New Scenario"), "dialog-new-scenario");

            Path platform = TwoHostPlatform.writeIn(dir);
            Shell importing = dialogs.open("org.gridbench.ui.command.import", "Import Scenario");
            wb.run(() -> Dialogs.find(importing, Text.class, Text::getEditable).setText(platform.toString()));
            assertTrue(wb.waitUntil(() -> wb.ui(() -> Arrays.stream(Dialogs.find(importing, Table.class, t -> true)
                    .getItems()).map(TableItem::getText).toList()).contains("hosts: 2")), "the preview shows");
            shootAndCancel(importing, "dialog-import");

            shootAndCancel(dialogs.open("org.gridbench.ui.command.preferences", "Preferences"), "dialog-preferences");
            shootAndCancel(dialogs.open("org.gridbench.ui.command.showView", "Show View"), "dialog-show-view");

            Path workspace = Path.of(System.getProperty("gridbench.workspace"));
            Path file = workspace.resolve("dialog-unsaved.gridbench.json").toAbsolutePath().normalize();
            Files.copy(workspace.resolve("market-two-clusters.gridbench.json"), file,
                    StandardCopyOption.REPLACE_EXISTING);
            MPart part = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
            wb.run(() -> new EditorProbe(part).typeSeed("7"));
            assertTrue(wb.waitUntil(() -> wb.ui(part::isDirty)), "the edited scenario is dirty");
            wb.display.asyncExec(() -> new ScenarioSaveHandler(window).promptToSave(List.of(part)));
            shootAndCancel(dialogs.open(null, "Save Scenarios"), "dialog-save");
            wb.run(() -> ((ScenarioEditor) part.getObject()).load());
        } finally {
            wb.run(() -> window.setBounds(before));
            wb.settle();
        }
        assertEquals(List.of(), at1280.clipped(), "dialogs past the screen, labels and buttons narrower than their text");
    }

    private void shootAndCancel(Shell dialog, String name) throws Exception {
        at1280.shootDialogs(name);
        dialogs.press(dialog, "Cancel");
        wb.settle();
    }
}
