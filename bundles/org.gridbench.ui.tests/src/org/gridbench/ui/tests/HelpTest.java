package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.commands.ECommandService;
import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.gridbench.ui.help.HelpPart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Help > Contents opens the README and the docs, and a link leads from one topic to another. */
@ExtendWith(ScreenshotOnFailure.class)
class HelpTest {

    private static final Path SHOTS = Path.of(System.getProperty("gridbench.screenshots", "target/screenshots"));

    @Test
    void helpContentsShowsTheReadmeAndTheDocsAndFollowsALink() throws Exception {
        Workbench wb = Workbench.get();
        wb.run(() -> {
            IEclipseContext context = wb.window.getContext();
            context.get(EHandlerService.class).executeHandler(context.get(ECommandService.class).createCommand(
                    "org.gridbench.ui.command.helpContents", null));
        });
        assertTrue(wb.waitUntil(() -> help(wb) != null), "Help > Contents opened the Help part");
        HelpPart help = wb.ui(() -> help(wb));
        assertEquals("README.md", wb.ui(help::shown), "the README comes first");
        assertTrue(wb.ui(help::topics).containsAll(List.of("editors.md", "limits.md", "formats/scenario.md")),
                () -> "topics: " + wb.ui(help::topics));
        assertTrue(wb.ui(help::pageText).startsWith("Gridbench\n"), "the README's title, laid out");

        wb.run(() -> help.show("limits.md"));
        String limits = wb.ui(help::pageText);
        assertTrue(limits.startsWith("Limits, bad input and the heap"), limits.substring(0, 80));
        int link = wb.ui(() -> help.pageText().indexOf("docs/formats/scenario.schema.json"));
        assertTrue(link > 0, "limits.md names the schema");
        wb.settle();
        wb.screenshot(SHOTS.resolve("help-contents.png").toFile());

        wb.run(() -> help.show("editors.md"));
        int at = wb.ui(() -> help.pageText().indexOf("formats/imports.md"));
        assertTrue(at > 0, "editors.md links to formats/imports.md");
        wb.run(() -> help.follow(at + 1));
        assertEquals("formats/imports.md", wb.ui(help::shown), "the link opened that topic");
    }

    private static HelpPart help(Workbench wb) {
        return wb.app.getContext().get(EModelService.class).findElements(wb.app, HelpPart.ID, MPart.class).stream()
                .map(MPart::getObject).filter(HelpPart.class::isInstance).map(HelpPart.class::cast).findFirst()
                .orElse(null);
    }
}
