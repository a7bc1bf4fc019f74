package org.gridbench.ui.views;

import java.util.List;

/**
 * The names of the runs a chart compares, short enough for a legend beside the plot: runs of one scenario go by their
 * policy ("PVR" of "Two clusters, four workflows (PVR)"), the scenario being said once, in the chart's title; runs of
 * several scenarios by their titles, cut in the middle past {@link #LONGEST} characters so that the policy at their
 * end stays. The chart numbers its runs, so two runs of one policy stay apart.
 */
record RunLabels(String scenario, List<String> names) {

    /** The longest name, in characters, of a run of a scenario not shared by every run compared. */
    static final int LONGEST = 24;

    static RunLabels of(List<String> titles) {
        List<String> scenarios = titles.stream().map(RunLabels::scenario).distinct().toList();
        if (scenarios.size() == 1 && titles.stream().allMatch(t -> policyAt(t) > 0)) {
            return new RunLabels(scenarios.get(0), titles.stream().map(t -> t.substring(policyAt(t) + 2,
                    t.length() - 1)).toList());
        }
        return new RunLabels("", titles.stream().map(RunLabels::shortened).toList());
    }

    private static String scenario(String title) {
        return policyAt(title) > 0 ? title.substring(0, policyAt(title)) : title;
    }

    // where " (POLICY)" begins at the end of a run's title, or -1
    private static int policyAt(String title) {
        return title.endsWith(")") ? title.lastIndexOf(" (") : -1;
    }

    private static String shortened(String title) {
        return title.length() <= LONGEST ? title
                : title.substring(0, (LONGEST - 1) / 2) + "\u2026" + title.substring(title.length() - LONGEST / 2);
    }
}
