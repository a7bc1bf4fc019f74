package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.model.scenario.Examples;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.prefs.WorkbenchPreferences;
import org.gridbench.ui.run.RunPart;
import org.gridbench.ui.run.RunSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Run > Run Scenario in Front runs the editor's scenario, showing the Run view, and the Run menu then lists the
 * scenario and runs it again.
 */
@ExtendWith(ScreenshotOnFailure.class)
class RunMenuTest {

    /** Leaves no ended run behind for the tests that wait for theirs to end. */
    @AfterEach
    void closeTheRun() throws InterruptedException {
        Workbench wb = Workbench.get();
        wb.run(() -> wb.app.getContext().get(RunSession.class).close());
    }

    @Test
    void aRunFromTheMenuIsListedFirstAmongRecentRunsAndRunsAgainFromThere() throws Exception {
        Workbench wb = Workbench.get();
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        Path file = workspace.resolve(Examples.names().get(0)).toAbsolutePath().normalize();
        RunSession session = wb.ui(() -> wb.app.getContext().get(RunSession.class));
        MPart runView = wb.ui(() -> (MPart) wb.app.getContext().get(EModelService.class).find(RunPart.ID, wb.app));
        String sibling = wb.ui(() -> runView.getParent().getChildren().stream().filter(p -> p != runView
                && p.isToBeRendered()).findFirst().orElseThrow().getElementId());
        wb.showPart(sibling);
        MPart editor = wb.ui(() -> wb.app.getContext().get(EditorOpener.class).open(file));
        wb.settle();
        assertNotSame(runView, wb.ui(() -> runView.getParent().getSelectedElement()), sibling + " is over the Run view");
        wb.run(() -> {
            IEclipseContext context = wb.window.getContext();
            context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(
                    "org.gridbench.ui.command.runFront", null));
        });
        assertTrue(wb.waitUntil(() -> session.isOf(file) && ended(session)), "the run from the menu ended");
        assertSame(runView, wb.ui(() -> runView.getParent().getSelectedElement()),
                "F11 brings the Run view to the front of its stack, as a launch shows Eclipse's Console");
        assertSame(editor, wb.ui(() -> wb.window.getContext().get(EPartService.class).getActivePart()),
                "and leaves the focus in the editor");
        RunDriver first = wb.ui(() -> session.driver().orElseThrow());
        WorkbenchPreferences preferences = wb.app.getContext().get(WorkbenchPreferences.class);
        assertEquals(file, wb.ui(preferences::recentRuns).get(0), "the run is the most recent");

        Menu run = wb.ui(() -> runMenu(wb));
        wb.run(() -> run.notifyListeners(SWT.Show, new Event()));
        List<String> labels = wb.ui(() -> Arrays.stream(run.getItems()).map(MenuItem::getText).toList());
        String recent = "1 " + file.getFileName();
        assertTrue(labels.contains(recent), () -> "the Run menu lists " + labels);
        wb.run(() -> Arrays.stream(run.getItems()).filter(i -> i.getText().equals(recent)).findFirst().orElseThrow()
                .notifyListeners(SWT.Selection, new Event()));
        wb.run(() -> run.notifyListeners(SWT.Hide, new Event()));
        assertTrue(wb.waitUntil(() -> session.driver().orElse(first) != first && ended(session)),
                "choosing the recent run ran the scenario again");
        assertNotSame(first, wb.ui(() -> session.driver().orElseThrow()));
        assertTrue(wb.ui(() -> session.isOf(file)));
    }

    /**
     * e4 writes a menu item as its label, a tab and the key bound to its command. A label that also carried that key
     * ("Run Scenario in Front\tF11") became "...\tF11\tF11", and GTK, which shows what follows the tab only when it is
     * one key, showed none. Read from the application model Gridbench ships (the test runner's workbench replaces
     * its key bindings by the IDE's): F11 and F1 are bound, and no label names a key its command is bound to.
     */
    @Test
    void noMenuLabelRepeatsTheKeyItsCommandIsBoundTo() throws Exception {
        Bundle ui = Arrays.stream(FrameworkUtil.getBundle(RunMenuTest.class).getBundleContext().getBundles())
                .filter(b -> b.getSymbolicName().equals("org.gridbench.ui")).findFirst().orElseThrow();
        Document model;
        try (InputStream in = ui.getEntry("Application.e4xmi").openStream()) {
            model = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in);
        }
        Map<String, String> bound = new LinkedHashMap<>();
        NodeList keys = model.getElementsByTagName("bindings");
        for (int i = 0; i < keys.getLength(); i++) {
            Element key = (Element) keys.item(i);
            bound.put(key.getAttribute("command"), key.getAttribute("keySequence"));
        }
        List<String> repeated = new ArrayList<>();
        NodeList items = model.getElementsByTagName("children");
        for (int i = 0; i < items.getLength(); i++) {
            Element item = (Element) items.item(i);
            if (item.getAttribute("xsi:type").equals("menu:HandledMenuItem") && item.getAttribute("label")
                    .contains("\t") && bound.containsKey(item.getAttribute("command"))) {
                repeated.add(item.getAttribute("label"));
            }
        }
        assertEquals("F11", bound.get("_cmd_runFront"));
        assertEquals("F1", bound.get("_cmd_helpContents"));
        assertEquals("M1+M", bound.get("_cmd_maximizePart"), "Ctrl+M maximizes, as in Eclipse");
        assertEquals("M1+M2+S", bound.get("_cmd_saveAll"), "Ctrl+Shift+S saves all, as in Eclipse");
        assertEquals("M1+M2+W", bound.get("_cmd_closeAll"), "Ctrl+Shift+W closes all, as in Eclipse");
        assertFalse(bound.containsKey("_cmd_saveAs"), "Save As has no key, as in Eclipse");
        assertEquals(List.of(), repeated, "labels that name a key their command is bound to");
    }

    private static boolean ended(RunSession session) {
        return session.driver().map(d -> d.status() == RunDriver.Status.ENDED).orElse(false);
    }

    private static Menu runMenu(Workbench wb) {
        Shell shell = (Shell) wb.window.getWidget();
        return Arrays.stream(shell.getMenuBar().getItems()).filter(i -> i.getText().replace("&", "").equals("Run"))
                .findFirst().orElseThrow(() -> new AssertionError("no Run menu")).getMenu();
    }
}
