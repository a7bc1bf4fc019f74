package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.layout.LayoutMemory;
import org.gridbench.ui.layout.Perspectives;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The layout, window bounds and open editors the workbench remembers at exit come back as they were. */
@ExtendWith(ScreenshotOnFailure.class)
class LayoutMemoryTest {

    @Test
    void boundsSharesThePartInFrontAndTheOpenEditorsComeBack() throws Exception {
        Workbench wb = Workbench.get();
        Path workspace = Path.of(System.getProperty("gridbench.workspace"));
        Path first = workspace.resolve("trees-star.gridbench.json").toAbsolutePath().normalize();
        Path second = workspace.resolve("market-two-clusters.gridbench.json").toAbsolutePath().normalize();
        EModelService models = wb.app.getContext().get(EModelService.class);
        EditorOpener opener = wb.app.getContext().get(EditorOpener.class);
        Shell shell = wb.ui(() -> (Shell) wb.window.getWidget());
        MUIElement left = wb.ui(() -> models.find("org.gridbench.ui.partstack.left", wb.window));
        MPartStack views = wb.ui(() -> (MPartStack) models.find("org.gridbench.ui.partstack.views", wb.window));
        MPart results = wb.ui(() -> (MPart) models.find("org.gridbench.ui.part.results", wb.window));
        MPart metrics = wb.ui(() -> (MPart) models.find("org.gridbench.ui.part.metrics", wb.window));
        String share = wb.ui(left::getContainerData);
        Rectangle bounds = new Rectangle(20, 30, 1180, 740);
        wb.run(() -> {
            opener.open(first);
            opener.open(second);
            shell.setBounds(bounds);
            views.setSelectedElement(results);
        });
        wb.settle();
        LayoutMemory memory = new LayoutMemory(new PreferenceStore());
        Perspectives perspectives = wb.ui(() -> wb.window.getContext().get(Perspectives.class));
        wb.run(() -> memory.remember(wb.app, wb.window, models, perspectives));

        wb.run(() -> {
            shell.setBounds(0, 0, 900, 600);
            left.setContainerData("40");
            views.setSelectedElement(metrics);
        });
        wb.settle();
        wb.run(() -> memory.restoreLayout(wb.window, models, perspectives));
        wb.settle();
        assertEquals(bounds, wb.ui(shell::getBounds), "the window's bounds");
        assertEquals(share, wb.ui(left::getContainerData), "the explorer's share of the window");
        assertEquals(results, wb.ui(views::getSelectedElement), "the view in front");
        List<Path> editors = wb.ui(memory::editors);
        assertEquals(second, editors.get(editors.size() - 1), "the editor in front is opened last: " + editors);
        assertEquals(true, editors.contains(first), "every open editor: " + editors);
    }
}
