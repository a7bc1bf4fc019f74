package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.gridbench.ui.help.HelpTopics;
import org.gridbench.ui.help.MarkdownText;
import org.gridbench.ui.help.MarkdownText.Kind;
import org.gridbench.ui.help.MarkdownText.Span;
import org.junit.jupiter.api.Test;

/** The help's Markdown layout and link resolution, on documents small enough to lay out by hand. */
class MarkdownTextTest {

    @Test
    void headingsParagraphsAndInlineStylesBecomeTextWithSpans() {
        MarkdownText laid = MarkdownText.of("# Title\n\nSome *soft*\nwrapped `code` and [a link](stars.md).\n");
        assertEquals("Title\n\nSome soft wrapped code and a link.", laid.text());
        assertEquals(List.of(new Span(0, 5, Kind.HEADING_1, null), new Span(12, 4, Kind.EMPHASIS, null),
                new Span(25, 4, Kind.CODE, null), new Span(34, 6, Kind.LINK, "stars.md")), laid.spans());
    }

    @Test
    void listsGetBulletsOrNumbersAndNestedItemsAreIndented() {
        MarkdownText laid = MarkdownText.of("- one\n- two\n  1. inner\n  2. next\n");
        assertEquals("\u2022 one\n\u2022 two\n  1. inner\n  2. next", laid.text());
    }

    @Test
    void aTableIsLaidOutInAlignedColumnsInTheCodeFont() {
        MarkdownText laid = MarkdownText.of("| a | bb |\n|---|---|\n| ccc | d |\n");
        String expected = "a    bb\n" + "\u2500".repeat(7) + "\nccc  d";
        assertEquals(expected, laid.text());
        assertEquals(List.of(new Span(0, expected.length() + 1, Kind.CODE, null)), laid.spans());
    }

    @Test
    void aTableTooWideForColumnsIsWrittenRowByRow() {
        String wide = "x".repeat(100);
        MarkdownText laid = MarkdownText.of("| field | bound | why |\n|---|---|---|\n| cores | 1 to 2^31 | " + wide
                + " |\n");
        assertEquals("cores\n    bound: 1 to 2^31\n    why: " + wide, laid.text());
        assertEquals(List.of(new Span(0, 5, Kind.STRONG, null)), laid.spans());
    }

    @Test
    void aTopicIsListedByItsFirstHeadingThenItsPath() {
        assertEquals("Limits, bad input and the heap  (limits.md)",
                HelpTopics.title("Intro line\n# Limits, bad input and the heap\n\n## Numbers\n", "limits.md"));
        assertEquals("notes.md", HelpTopics.title("no heading here\n## only a second level\n", "notes.md"));
    }

    @Test
    void linksResolveBetweenTheReadmeAndTheDocsAndLeaveTheWebAlone() {
        assertEquals("stars.md", HelpTopics.resolve("README.md", "docs/stars.md"));
        assertEquals("formats/scenario.md", HelpTopics.resolve("editors.md", "formats/scenario.md#files"));
        assertEquals("limits.md", HelpTopics.resolve("formats/scenario.md", "../limits.md"));
        assertEquals("README.md", HelpTopics.resolve("stars.md", "../README.md"));
        assertNull(HelpTopics.resolve("stars.md", "https://example.org/x.md"));
        assertNull(HelpTopics.resolve("stars.md", "images/editor-tree.png"));
        assertNull(HelpTopics.resolve("README.md", "examples/org.example.gridbench.policies/README.md"));
    }
}
