package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.preference.JFacePreferences;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.StyledString;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.gridbench.ui.parts.ExplorerLabels;
import org.gridbench.ui.parts.ScenarioSummaries;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Scenario Explorer's labels: the family tag in Eclipse's decorations colour, a file that does not load red. */
class ExplorerLabelsTest {

    @TempDir
    Path folder;

    @Test
    void theTagIsADecorationAndAFileThatDoesNotLoadIsRedWhole() throws Exception {
        Workbench wb = Workbench.get();
        Path valid = Files.copy(Path.of(System.getProperty("gridbench.workspace")).resolve(
                "market-two-clusters.gridbench.json"), folder.resolve("two.gridbench.json"));
        Path broken = Files.writeString(folder.resolve("broken.gridbench.json"), "{\"format\": ");
        ScenarioSummaries summaries = new ScenarioSummaries();
        wb.run(() -> {
            StyledString good = ExplorerLabels.label(valid, summaries);
            assertEquals("two.gridbench.json  [market]", good.getString());
            StyleRange[] tag = good.getStyleRanges();
            assertEquals(1, tag.length, "the name keeps the tree's colour");
            assertEquals("two.gridbench.json".length(), tag[0].start);
            assertEquals("  [market]".length(), tag[0].length);
            assertNotNull(tag[0].foreground, "a colour of its own, not the tree's");
            assertEquals(JFaceResources.getColorRegistry().get(JFacePreferences.DECORATIONS_COLOR),
                    tag[0].foreground, "the decorations colour of Eclipse's explorers");

            StyledString bad = ExplorerLabels.label(broken, summaries);
            assertEquals("broken.gridbench.json  [invalid]", bad.getString());
            int red = 0;
            for (StyleRange range : bad.getStyleRanges()) {
                assertEquals(wb.display.getSystemColor(SWT.COLOR_DARK_RED), range.foreground);
                red += range.length;
            }
            assertEquals(bad.length(), red, "red from the name to the tag's end");
            assertEquals(folder.getFileName() + "/", ExplorerLabels.label(folder, summaries).getString());
        });
    }
}
