package org.gridbench.ui.views;

/** Text wrapped at its spaces into lines, for labels and headings that are drawn one line under the other. */
final class WordWrap {

    private WordWrap() {
    }

    /** Greedy wrapping at spaces: each line takes words while it stays within {@code line} characters. */
    static String lines(String text, int line) {
        StringBuilder lines = new StringBuilder();
        int lineStart = 0;
        for (String word : text.strip().split(" ")) {
            if (lines.length() > lineStart && lines.length() - lineStart + 1 + word.length() > line) {
                lines.append('\n');
                lineStart = lines.length();
            } else if (lines.length() > lineStart) {
                lines.append(' ');
            }
            lines.append(word);
        }
        return lines.toString();
    }
}
