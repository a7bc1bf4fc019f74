package org.gridbench.ui.editors.dag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.eclipse.draw2d.geometry.Point;
import org.gridbench.editing.dag.JobDag;
import org.gridbench.ui.editors.tests.Scenarios;
import org.junit.jupiter.api.Test;

/** Where the diamond's tasks are drawn: in layers, except those placed by hand, until Auto layout. No display. */
class DagPlacementTest {

    private final JobDag dag = JobDag.of(Scenarios.read(Scenarios.DIAMOND).root(), 0);

    @Test
    void tasksAreLaidOutInLayersBelowTheTasksTheyWaitFor() {
        Map<String, Point> at = new DagPlacement().positions("J1", dag);
        assertEquals(4, at.size());
        assertTrue(at.get("prepare").y + TaskPart.HEIGHT <= at.get("analyseA").y);
        assertEquals(at.get("analyseA").y, at.get("analyseB").y, "the two analyses share a layer");
        assertTrue(at.get("analyseB").y + TaskPart.HEIGHT <= at.get("merge").y);
        assertTrue(Math.abs(at.get("analyseA").x - at.get("analyseB").x) >= TaskPart.WIDTH, "side by side");
    }

    @Test
    void aTaskPlacedByHandStaysThereUntilAutoLayout() {
        DagPlacement placement = new DagPlacement();
        Map<String, Point> layers = Map.copyOf(placement.positions("J1", dag));
        placement.place("J1", "analyseB", new Point(500, 400));
        Map<String, Point> placed = placement.positions("J1", dag);
        assertEquals(new Point(500, 400), placed.get("analyseB"));
        assertEquals(layers.get("merge"), placed.get("merge"), "the others stay in their layers");
        assertEquals(layers.get("analyseB"), placement.positions("J2", dag).get("analyseB"), "per job");
        placement.reset("J1");
        assertEquals(layers, placement.positions("J1", dag));
    }
}
