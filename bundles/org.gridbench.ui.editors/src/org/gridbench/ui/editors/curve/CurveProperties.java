package org.gridbench.ui.editors.curve;

import java.util.List;

import org.gridbench.editing.curve.CurveEdits;
import org.gridbench.editing.curve.CurveShape;
import org.gridbench.ui.pages.PageSite;
import org.gridbench.ui.properties.Property;
import org.gridbench.ui.properties.PropertySource;

/**
 * What the Properties view shows of the selected point of a value curve (Burkimsher and Indrusiak, section III-C: the
 * value a job earns at a slowdown ratio, SLR); a typed SLR or value moves the point as a drag would.
 */
final class CurveProperties {

    private CurveProperties() {
    }

    /** The properties of point {@code k} of job {@code j}'s curve, or null when no point is selected. */
    static PropertySource of(PageSite site, int j, String job, CurveShape shape, int k) {
        if (k < 0 || k >= shape.points().size()) {
            return null;
        }
        double[] point = shape.points().get(k);
        return new PropertySource("Point " + (k + 1) + " of " + shape.points().size() + " of job " + job + "'s curve",
                List.of(new Property("SLR", Property.plain(point[0]), "\u00d7 critical path", t -> site.execute(
                        CurveEdits.movePoint(site.document(), j, k, Double.parseDouble(t), point[1]))),
                        new Property("Value", Property.plain(point[1]), "value units", t -> site.execute(
                                CurveEdits.movePoint(site.document(), j, k, point[0], Double.parseDouble(t)))),
                        Property.readOnly("V_max", Property.plain(shape.vMax()), "value units")));
    }
}
