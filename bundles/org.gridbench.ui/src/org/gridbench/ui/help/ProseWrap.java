package org.gridbench.ui.help;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.TextLayout;

/**
 * Wraps a help page's prose to the page's width at spaces only, so a link or a path is never broken at its "/" as
 * the platform's line breaking does; code blocks and tables laid out in columns keep a line each, and the page
 * scrolls sideways to show their ends. A wrapped line of a list item begins under the item's text, not its bullet.
 */
final class ProseWrap {

    /** The indent, bullet or number that begins a line; wrapped lines begin under what follows it. */
    private static final Pattern LEAD = Pattern.compile("^ *(\u2022 |\\d+\\. )?");

    private ProseWrap() {
    }

    /** Wraps the page's text, laid out with its styles and not yet wrapped, to its width; the offsets stay. */
    static void wrap(StyledText page, List<MarkdownText.Span> spans) {
        String text = page.getText();
        StyleRange[] styles = page.getStyleRanges();
        int width = page.getClientArea().width - page.getLeftMargin() - page.getRightMargin();
        char[] wrapped = text.toCharArray();
        Map<Integer, Integer> indents = new TreeMap<>();
        TextLayout layout = new TextLayout(page.getDisplay());
        try {
            layout.setFont(page.getFont());
            for (int start = 0; start < text.length();) {
                int end = text.indexOf('\n', start) < 0 ? text.length() : text.indexOf('\n', start);
                if (end > start && !isCode(spans, text, start, end)) {
                    wrapLine(layout, styles, text, start, end, width, wrapped, indents);
                }
                start = end + 1;
            }
        } finally {
            layout.dispose();
        }
        page.setText(new String(wrapped));
        page.setStyleRanges(styles);
        indents.forEach((offset, indent) -> page.setLineIndent(page.getLineAtOffset(offset), 1, indent));
    }

    // a line that a code span covers from the start of a line to past its end: a code block or a table in columns
    private static boolean isCode(List<MarkdownText.Span> spans, String text, int start, int end) {
        return spans.stream().anyMatch(s -> s.kind() == MarkdownText.Kind.CODE && s.start() <= start
                && s.start() + s.length() >= end && (s.start() == 0 || text.charAt(s.start() - 1) == '\n'));
    }

    // breaks the line [start, end) at the last space before each point past the width, greedily
    private static void wrapLine(TextLayout layout, StyleRange[] styles, String text, int start, int end, int width,
            char[] wrapped, Map<Integer, Integer> indents) {
        String line = text.substring(start, end);
        layout.setText(line);
        for (StyleRange style : styles) {
            int from = Math.max(style.start, start);
            int to = Math.min(style.start + style.length, end);
            if (from < to) {
                layout.setStyle(style, from - start, to - start - 1);
            }
        }
        Matcher lead = LEAD.matcher(line);
        int prefix = lead.find() ? lead.end() : 0;
        int indent = prefix == 0 || prefix >= line.length() ? 0 : layout.getLocation(prefix, false).x;
        int begin = 0;
        int candidate = -1;
        for (int o = prefix; o <= line.length(); o++) {
            if (o < line.length() && line.charAt(o) != ' ') {
                continue;
            }
            int right = o == line.length() ? layout.getBounds().width : layout.getLocation(o, false).x;
            int left = begin == 0 ? 0 : layout.getLocation(begin, false).x - indent;
            if (candidate > begin && right - left > width) {
                wrapped[start + candidate] = '\n';
                indents.put(start + candidate + 1, indent);
                begin = candidate + 1;
            }
            candidate = o;
        }
    }
}
