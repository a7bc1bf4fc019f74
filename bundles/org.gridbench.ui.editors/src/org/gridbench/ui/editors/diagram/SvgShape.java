package org.gridbench.ui.editors.diagram;

/** A figure that can write itself into an SVG export of its diagram. */
public interface SvgShape {

    void writeSvg(SvgWriter svg);
}
