package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.ui.editor.EditorOpener;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** File > New Scenario and File > Import..., each opened from its command and used once, as a user would. */
@ExtendWith(ScreenshotOnFailure.class)
class WizardsTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/screenshots"));
    private static Workbench wb;
    private static Path workspace;

    @BeforeAll
    static void start() throws Exception {
        wb = Workbench.get();
        workspace = Path.of(System.getProperty("gridbench.workspace"));
        wb.settle();
    }

    @Test
    void newScenarioFromThePaperWeekTemplateIsSavedWithTheUsersNameAndSeedAndOpened() throws Exception {
        Shell dialog = openFromCommand("org.gridbench.ui.command.new", "New Scenario");
        wb.run(() -> {
            Table templates = find(dialog, Table.class, t -> true);
            TableItem week = Arrays.stream(templates.getItems()).filter(i -> i.getText(0).contains("week"))
                    .findFirst().orElseThrow(() -> new AssertionError("no paper week template"));
            templates.setSelection(week);
            templates.notifyListeners(SWT.Selection, new Event());
            List<Text> fields = all(dialog, Text.class).stream().filter(Text::getEditable).toList();
            fields.get(fields.size() - 2).setText("my week");
            fields.get(fields.size() - 1).setText("99");
        });
        wb.screenshot(SHOTS.resolve("new-scenario.png").toFile());
        press(dialog, "OK");
        Path file = workspace.resolve("my-week.gridbench.json");
        assertTrue(wb.waitUntil(() -> Files.isRegularFile(file), 20), "the new scenario was written");
        ScenarioDocument made = ScenarioReader.read(file);
        assertEquals(Family.MARKET, made.family());
        assertEquals("my week", made.name());
        assertEquals(99L, made.seed());
        assertEquals(4, made.root().path("platform").path("clusters").size(), "the paper's four clusters");
        assertTrue(wb.waitUntil(() -> editorOpener().find(file.toAbsolutePath().normalize()) != null, 20),
                "the new scenario opened in an editor");
    }

    @Test
    void importPreviewsTheFileRefusesABrokenOneAndImportsAGoodOne(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.xml");
        Files.writeString(broken, "<platform version=\"4.1\">\n <zone id=\"w\" routing=\"Full\">\n", StandardCharsets.UTF_8);
        Path platform = dir.resolve("two-hosts.xml");
        Files.writeString(platform, """
                <?xml version='1.0'?>
                <platform version="4.1">
                  <zone id="world" routing="Full">
                    <host id="master" speed="1Gf"><prop id="role" value="master"/></host>
                    <host id="worker" speed="2Gf"/>
                    <link id="l1" bandwidth="125MBps" latency="100us"/>
                    <route src="master" dst="worker"><link_ctn id="l1"/></route>
                  </zone>
                </platform>
                """, StandardCharsets.UTF_8);
        Shell dialog = openFromCommand("org.gridbench.ui.command.import", "Import Scenario");
        wb.run(() -> find(dialog, Text.class, Text::getEditable).setText(broken.toString()));
        assertTrue(wb.waitUntil(() -> previewRows(dialog).stream().anyMatch(r -> r.startsWith(broken + ":3:")), 30),
                () -> "the preview names the broken file's position: " + wb.ui(() -> previewRows(dialog)));
        assertFalse(wb.ui(() -> button(dialog, "Import").isEnabled()), "a broken file cannot be imported");

        wb.run(() -> find(dialog, Text.class, Text::getEditable).setText(platform.toString()));
        assertTrue(wb.waitUntil(() -> previewRows(dialog).contains("hosts: 2"), 30),
                () -> "the preview lists what is imported: " + wb.ui(() -> previewRows(dialog)));
        assertTrue(wb.ui(() -> previewRows(dialog)).contains("family: trees"));
        assertTrue(wb.ui(() -> button(dialog, "Import").isEnabled()));
        wb.screenshot(SHOTS.resolve("import-scenario.png").toFile());
        press(dialog, "Import");
        Path file = workspace.resolve("two-hosts.gridbench.json");
        assertTrue(wb.waitUntil(() -> Files.isRegularFile(file), 20), "the imported scenario was written");
        assertEquals(2, ScenarioReader.read(file).root().path("platform").path("nodes").size());
        assertTrue(wb.waitUntil(() -> editorOpener().find(file.toAbsolutePath().normalize()) != null, 20),
                "the imported scenario opened in an editor");
    }

    /** Runs the command's handler as its menu item does (the dialog blocks the UI thread's loop), then finds it. */
    private static Shell openFromCommand(String command, String title) throws InterruptedException {
        wb.display.asyncExec(() -> {
            IEclipseContext context = wb.window.getContext();
            context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(command,
                    null));
        });
        assertTrue(wb.waitUntil(() -> dialog(title) != null, 30), title + " opened");
        wb.settle();
        return wb.ui(() -> dialog(title));
    }

    private static Shell dialog(String title) {
        return Arrays.stream(wb.display.getShells()).filter(s -> !s.isDisposed() && s.isVisible()
                && title.equals(s.getText())).findFirst().orElse(null);
    }

    private static List<String> previewRows(Shell dialog) {
        Table table = find(dialog, Table.class, t -> true);
        return Arrays.stream(table.getItems()).map(TableItem::getText).toList();
    }

    private static void press(Shell dialog, String label) {
        wb.run(() -> button(dialog, label).notifyListeners(SWT.Selection, new Event()));
    }

    private static Button button(Shell dialog, String label) {
        Button button = find(dialog, Button.class, b -> label.equals(b.getText()));
        assertNotNull(button, label);
        return button;
    }

    private static <T extends Control> T find(Composite root, Class<T> type, Predicate<T> test) {
        return all(root, type).stream().filter(test).findFirst().orElseThrow(() -> new AssertionError(
                "no " + type.getSimpleName() + " in " + root));
    }

    /** Every control of the type under root, depth first, in the order they were created. */
    private static <T extends Control> List<T> all(Composite root, Class<T> type) {
        List<T> found = new ArrayList<>();
        for (Control child : root.getChildren()) {
            if (type.isInstance(child)) {
                found.add(type.cast(child));
            }
            if (child instanceof Composite composite) {
                found.addAll(all(composite, type));
            }
        }
        return found;
    }

    private static EditorOpener editorOpener() {
        return wb.app.getContext().get(EditorOpener.class);
    }
}
