package org.gridbench.ui.views;

import java.util.List;

/**
 * The names of the runs a chart compares, short enough for a legend beside the plot and never cut: runs of one
 * scenario go by their policy ("PVR" of "Two clusters, four workflows (PVR)"), the scenario being said once, in the
 * chart's title; runs of several scenarios by what tells their titles apart: the words that begin every scenario's
 * name are said once in the title, before an ellipsis, and the rest of each title is wrapped at its spaces into lines
 * of about {@link #LINE} characters (XChart draws a label's lines one under the other). The chart numbers its runs as
 * the Results view does, so two runs of one policy stay apart.
 */
record RunLabels(String scenario, List<String> names) {

    /** The longest line, in characters, of a label, unless one word is longer. */
    static final int LINE = 24;

    static RunLabels of(List<String> titles) {
        List<String> scenarios = titles.stream().map(RunLabels::scenario).distinct().toList();
        if (scenarios.size() == 1 && titles.stream().allMatch(t -> policyAt(t) > 0)) {
            return new RunLabels(scenarios.get(0), titles.stream().map(t -> t.substring(policyAt(t) + 2,
                    t.length() - 1)).toList());
        }
        int shared = sharedWords(scenarios);
        return new RunLabels(shared == 0 ? "" : scenarios.get(0).substring(0, shared) + "\u2026", titles.stream()
                .map(t -> WordWrap.lines(t.substring(shared), LINE)).toList());
    }

    private static String scenario(String title) {
        return policyAt(title) > 0 ? title.substring(0, policyAt(title)) : title;
    }

    // where " (POLICY)" begins at the end of a run's title, or -1
    private static int policyAt(String title) {
        return title.endsWith(")") ? title.lastIndexOf(" (") : -1;
    }

    // the length of the whole words, and the space after them, that begin every name and leave each some words
    private static int sharedWords(List<String> names) {
        if (names.size() < 2) {
            return 0;
        }
        String first = names.get(0);
        int common = first.length();
        int shortest = first.length();
        for (String name : names) {
            int same = 0;
            while (same < Math.min(common, name.length()) && name.charAt(same) == first.charAt(same)) {
                same++;
            }
            common = same;
            shortest = Math.min(shortest, name.length());
        }
        int space = first.lastIndexOf(' ', Math.min(common - 1, shortest - 2));
        return space < 0 ? 0 : space + 1;
    }
}
