package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Composite;
import org.gridbench.ui.help.HelpPart;
import org.gridbench.ui.help.MarkdownText.Kind;
import org.gridbench.ui.help.MarkdownText.Span;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Help > Contents at 1280 x 800, every topic: a code block's line stays one line, scrolled sideways when wider than
 * the page; a link is never broken at a "/"; prose wraps inside the page. Pictures {@code target/views/help-code.png}
 * (the topic with the widest code line) and {@code help-links.png}.
 */
@ExtendWith(ScreenshotOnFailure.class)
class HelpWrapTest {

    @Test
    void codeKeepsItsLinesLinksTheirSlashesAndProseWrapsInsideThePage() throws Exception {
        At1280 at1280 = new At1280(Workbench.get());
        at1280.editingAsShipped(() -> everyTopic(Workbench.get(), at1280));
    }

    // shows every topic in the Help view and checks its code, links and prose; pictures of two of them
    private static void everyTopic(Workbench wb, At1280 at1280) throws Exception {
        at1280.command("org.gridbench.ui.command.helpContents", Map.of());
        MPart part = wb.ui(() -> wb.app.getContext().get(EModelService.class).findElements(wb.app, HelpPart.ID,
                MPart.class).stream().filter(p -> p.getObject() instanceof HelpPart).findFirst().orElse(null));
        assertNotNull(part, "Help > Contents opened the Help part");
        HelpPart help = wb.ui(() -> (HelpPart) part.getObject());
        StyledText page = wb.ui(() -> Dialogs.find((Composite) part.getWidget(), StyledText.class, t -> true));
        List<String> wrong = new ArrayList<>();
        String widestCode = null;
        int widest = 0;
        for (String topic : wb.ui(help::topics)) {
            wb.run(() -> help.show(topic));
            wrong.addAll(wb.ui(() -> misplaced(topic, page, help.spans())));
            int code = wb.ui(() -> widestCodeLine(page, help.spans()));
            if (code > widest) {
                widest = code;
                widestCode = topic;
            }
        }
        assertEquals(List.of(), wrong, "code lines broken, links broken at a '/', prose past the page's edge");
        String topic = widestCode;
        wb.run(() -> help.show(topic));
        wb.settle();
        int client = wb.ui(() -> page.getClientArea().width);
        assertTrue(widest > client, "a code line wider than the page: " + widest + " of " + client + " px");
        assertTrue(wb.ui(() -> page.getHorizontalBar().isVisible()), topic + ": the page scrolls sideways");
        List<Integer> widths = wb.ui(() -> codeWidths(page, help.spans()));
        assertEquals(1, widths.stream().distinct().count(), "code is in a font whose 'i', 'm' and '0' are as wide, so"
                + " the columns of a code block line up: " + widths);
        at1280.shoot("help-code");
        wb.run(() -> help.show("editors.md"));
        at1280.shoot("help-links");
        wb.run(() -> wb.window.getContext().get(EPartService.class).hidePart(part, true));
    }

    // the widths of "iiii", "mmmm" and "0000" in the font of the longest code span, a code block
    private static List<Integer> codeWidths(StyledText page, List<Span> spans) {
        Span code = spans.stream().filter(s -> s.kind() == Kind.CODE).max(Comparator.comparingInt(Span::length))
                .orElseThrow();
        GC gc = new GC(page);
        try {
            gc.setFont(page.getStyleRangeAtOffset(code.start()).font);
            return Stream.of("iiii", "mmmm", "0000").map(c -> gc.textExtent(c).x).toList();
        } finally {
            gc.dispose();
        }
    }

    // every code line whose start and end are on different lines of the screen, every link that is broken after
    // one of its "/", and every line of prose with a space that ends past the page's right edge
    private static List<String> misplaced(String topic, StyledText page, List<Span> spans) {
        List<String> found = new ArrayList<>();
        String text = page.getText();
        for (Span span : spans) {
            int end = span.start() + span.length();
            if (span.kind() == Kind.LINK) {
                for (int i = span.start(); i < end - 1; i++) {
                    if (text.charAt(i) == '/' && y(page, i) != y(page, i + 1)) {
                        found.add(topic + ": link '" + text.substring(span.start(), end) + "' broken after '/'");
                    }
                }
            } else if (codeBlock(span, text)) {
                for (int line : codeLines(page, span)) {
                    int first = page.getOffsetAtLine(line);
                    int last = first + page.getLine(line).length() - 1;
                    if (last > first && y(page, first) != y(page, last)) {
                        found.add(topic + ": code line '" + text.substring(first, last + 1) + "' wrapped");
                    }
                }
            }
        }
        int right = page.getClientArea().width - page.getRightMargin() + page.getHorizontalPixel();
        for (int line = 0; line < page.getLineCount(); line++) {
            int first = page.getOffsetAtLine(line);
            String content = page.getLine(line);
            boolean code = spans.stream().anyMatch(s -> codeBlock(s, text) && s.start() <= first
                    && first < s.start() + s.length());
            if (code || !content.replaceFirst("^ *(\u2022 |\\d+\\. )?", "").contains(" ")) {
                continue;
            }
            int x = page.getLocationAtOffset(first + content.length()).x + page.getHorizontalPixel();
            if (x > right) {
                found.add(topic + ": prose line '" + content + "' ends at " + x + " of " + right + " px");
            }
        }
        return found;
    }

    // the widest line of the topic's code blocks, in pixels from the page's left edge
    private static int widestCodeLine(StyledText page, List<Span> spans) {
        int widest = 0;
        for (Span span : spans) {
            if (codeBlock(span, page.getText())) {
                for (int line : codeLines(page, span)) {
                    int last = page.getOffsetAtLine(line) + page.getLine(line).length();
                    widest = Math.max(widest, page.getLocationAtOffset(last).x + page.getHorizontalPixel());
                }
            }
        }
        return widest;
    }

    // the lines of the page a code block holds (the page's text ends before the last block's last line break)
    private static List<Integer> codeLines(StyledText page, Span span) {
        int end = Math.min(span.start() + span.length(), page.getCharCount());
        List<Integer> lines = new ArrayList<>();
        for (int line = page.getLineAtOffset(span.start()); line <= page.getLineAtOffset(end - 1); line++) {
            if (!page.getLine(line).isEmpty()) {
                lines.add(line);
            }
        }
        return lines;
    }

    // a code span that begins a line and holds whole lines: a code block or a table laid out in columns
    private static boolean codeBlock(Span span, String text) {
        return span.kind() == Kind.CODE && (span.start() == 0 || text.charAt(span.start() - 1) == '\n')
                && text.substring(span.start(), Math.min(span.start() + span.length(), text.length())).contains("\n");
    }

    private static int y(StyledText page, int offset) {
        return page.getLocationAtOffset(offset).y;
    }
}
