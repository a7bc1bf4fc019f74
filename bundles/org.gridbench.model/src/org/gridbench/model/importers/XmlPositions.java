package org.gridbench.model.importers;

import java.util.ArrayList;
import java.util.List;

import javax.xml.stream.Location;

/**
 * Turns the location StAX gives for a start tag, which is just after its closing '>', into the position of its
 * opening '<', where users look for the element. Attribute values cannot hold a raw '<', so the nearest one before
 * is the tag's.
 */
final class XmlPositions {

    private final String text;
    private final List<Integer> lineStarts = new ArrayList<>();

    XmlPositions(String text) {
        this.text = text;
        lineStarts.add(0);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n')) {
                lineStarts.add(i + 1);
            }
        }
    }

    /** 1-based line and column of the '<' of the start tag that ends at {@code end}. */
    int[] startOfTag(Location end) {
        int line = Math.min(Math.max(end.getLineNumber(), 1), lineStarts.size());
        int offset = Math.min(lineStarts.get(line - 1) + Math.max(end.getColumnNumber(), 1) - 1, text.length());
        int open = text.lastIndexOf('<', Math.max(offset - 1, 0));
        if (open < 0) {
            return new int[] {end.getLineNumber(), end.getColumnNumber()};
        }
        while (lineStarts.get(line - 1) > open) {
            line--;
        }
        return new int[] {line, open - lineStarts.get(line - 1) + 1};
    }
}
