package org.gridbench.ui.editors.curve;

import java.util.List;

import org.gridbench.editing.curve.CurveEdits;
import org.gridbench.editing.curve.CurveShape;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.properties.Property;
import org.gridbench.ui.properties.PropertySource;

/**
 * What the Properties view shows of the selected point of a value curve (Burkimsher and Indrusiak, section III-C: the
 * value a job earns at a slowdown ratio, SLR), rounded for reading with every digit in the tooltip; a typed SLR or
 * value moves the point as a drag would.
 */
final class CurveProperties {

    /** The unit of a curve's values: the paper's value is a number of its own, not money. */
    static final String VALUE_UNIT = "value units";

    private CurveProperties() {
    }

    /** The properties of point {@code k} of job {@code j}'s curve, or null when no point is selected. */
    static PropertySource of(PageSite site, int j, String job, CurveShape shape, int k) {
        if (k < 0 || k >= shape.points().size()) {
            return null;
        }
        double[] point = shape.points().get(k);
        return new PropertySource("Point " + (k + 1) + " of " + shape.points().size() + " of job " + job + "'s curve",
                List.of(Property.number("SLR", point[0], "\u00d7 critical path", t -> site.execute(
                        CurveEdits.movePoint(site.document(), j, k, Double.parseDouble(t), point[1]))),
                        Property.number("Value", point[1], VALUE_UNIT, t -> site.execute(
                                CurveEdits.movePoint(site.document(), j, k, point[0], Double.parseDouble(t)))),
                        Property.number("V_max", shape.vMax(), VALUE_UNIT, null)));
    }
}
