package org.gridbench.ui.layout;

import java.util.Map;
import java.util.Set;

/**
 * The workbench's perspectives (Eclipse's convention): named arrangements of the one window, each for a task. Editing
 * is the application model as it ships; running and analysing give the live views and the results the room, and close
 * what those tasks do not use. Each is written over the shipped arrangement, so views contributed later keep theirs.
 */
public enum Perspective {
    /** Editing scenarios: the application model's own arrangement, every view open. */
    EDITING("editing", Map.of(), Map.of(), Set.of()),
    /** Watching runs: the Run view in front beside the live views, which take most of the window. */
    RUNNING("running",
            Map.of(Ids.LEFT, "18", Ids.SASH_RIGHT, "82", Ids.EDITORS, "35", Ids.SASH_BOTTOM, "65", Ids.BOTTOM, "40",
                    Ids.VIEWS, "60"),
            Map.of(Ids.BOTTOM, "org.gridbench.ui.part.run", Ids.VIEWS, "org.gridbench.ui.part.metrics"),
            Set.of("org.gridbench.ui.part.policies", "org.gridbench.ui.part.problems")),
    /** Comparing finished runs: the Results view in front and widest, the Event Log beside it. */
    ANALYSING("analysing",
            Map.of(Ids.LEFT, "18", Ids.SASH_RIGHT, "82", Ids.EDITORS, "30", Ids.SASH_BOTTOM, "70", Ids.BOTTOM, "30",
                    Ids.VIEWS, "70"),
            Map.of(Ids.BOTTOM, "org.gridbench.ui.part.eventlog", Ids.VIEWS, "org.gridbench.ui.part.results"),
            Set.of("org.gridbench.ui.part.policies", "org.gridbench.ui.part.problems", "org.gridbench.ui.part.progress"));

    /** The model's element ids the perspectives arrange. */
    private static final class Ids {
        static final String LEFT = "org.gridbench.ui.partstack.left";
        static final String SASH_RIGHT = "org.gridbench.ui.sash.right";
        static final String EDITORS = "org.gridbench.ui.partstack.editors";
        static final String SASH_BOTTOM = "org.gridbench.ui.sash.bottom";
        static final String BOTTOM = "org.gridbench.ui.partstack.bottom";
        static final String VIEWS = "org.gridbench.ui.partstack.views";
    }

    private final String id;
    private final Map<String, String> shares;
    private final Map<String, String> front;
    private final Set<String> closed;

    Perspective(String id, Map<String, String> shares, Map<String, String> front, Set<String> closed) {
        this.id = id;
        this.shares = shares;
        this.front = front;
        this.closed = closed;
    }

    public String id() {
        return id;
    }

    /** This perspective's arrangement as it ships: written over the application model's own. */
    public Arrangement preset(Arrangement shipped) {
        Arrangement open = new Arrangement(shipped.shares(), shipped.front(), Set.of(), shipped.places());
        return open.with(shares, front, closed);
    }

    /** The perspective of this id, or editing for an unknown one. */
    public static Perspective byId(String id) {
        for (Perspective p : values()) {
            if (p.id.equals(id)) {
                return p;
            }
        }
        return EDITING;
    }
}
