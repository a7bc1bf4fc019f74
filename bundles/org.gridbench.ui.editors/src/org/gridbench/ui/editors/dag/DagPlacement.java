package org.gridbench.ui.editors.dag;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.draw2d.geometry.Point;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.ui.editors.layout.DagLayout;

/**
 * Where the tasks of each job are drawn: in layers (Draw2D's DirectedGraphLayout, laid out again only when the
 * job's tasks or dependencies change), except the tasks placed by hand, which stay where they were dropped while the
 * editor is open, until Auto layout.
 */
final class DagPlacement {

    private static final int MARGIN = 20;
    private static final int GAP = 30;

    /** Hand-placed tasks by job id, then task id. */
    private final Map<String, Map<String, Point>> placed = new HashMap<>();
    private Map<String, Point> layout = Map.of();
    private String laidOutFor = "";

    /** The top-left corner of each task of {@code dag}, the job {@code jobId}. */
    Map<String, Point> positions(String jobId, JobDag dag) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < dag.size(); i++) {
            ids.add(dag.id(i));
        }
        String signature = jobId + ids + dag.edges();
        if (!signature.equals(laidOutFor)) {
            layout = layers(dag);
            laidOutFor = signature;
        }
        Map<String, Point> byHand = placed.getOrDefault(jobId, Map.of());
        if (byHand.isEmpty()) {
            return layout;
        }
        Map<String, Point> out = new HashMap<>(layout);
        out.putAll(byHand);
        return out;
    }

    /** A task dropped by hand. */
    void place(String jobId, String taskId, Point at) {
        placed.computeIfAbsent(jobId, k -> new HashMap<>()).put(taskId, at.getCopy());
    }

    /** Auto layout: the job's tasks are laid out in layers again. */
    void reset(String jobId) {
        placed.remove(jobId);
        laidOutFor = "";
    }

    private static Map<String, Point> layers(JobDag dag) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < dag.size(); i++) {
            for (int p : dag.predecessors(i)) {
                pairs.add(new int[] {p, i});
            }
        }
        DagLayout.Positions positions = DagLayout.layout(dag.size(), pairs, TaskPart.WIDTH, TaskPart.HEIGHT, GAP);
        Map<String, Point> out = new HashMap<>();
        for (int i = 0; i < dag.size(); i++) {
            out.put(dag.id(i), new Point(positions.x()[i] + MARGIN, positions.y()[i] + MARGIN));
        }
        return out;
    }
}
