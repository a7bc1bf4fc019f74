package org.gridbench.ui.editors.diagram;

import java.util.Locale;

import org.eclipse.swt.graphics.RGB;

/** Builds an SVG document of a diagram: shapes in user units (the diagram's pixels at zoom 1), colours as RGB. */
public final class SvgWriter {

    private final StringBuilder body = new StringBuilder();

    public SvgWriter rect(double x, double y, double w, double h, double radius, RGB fill, RGB stroke,
            double strokeWidth) {
        body.append(String.format(Locale.ROOT, "  <rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\""
                + " rx=\"%.1f\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%.1f\"/>%n", x, y, w, h, radius, color(fill),
                color(stroke), strokeWidth));
        return this;
    }

    public SvgWriter ellipse(double cx, double cy, double rx, double ry, RGB fill, RGB stroke) {
        body.append(String.format(Locale.ROOT, "  <ellipse cx=\"%.1f\" cy=\"%.1f\" rx=\"%.1f\" ry=\"%.1f\" fill=\"%s\""
                + " stroke=\"%s\"/>%n", cx, cy, rx, ry, color(fill), color(stroke)));
        return this;
    }

    /** An open line through the points (x0, y0, x1, y1, ...). */
    public SvgWriter polyline(double[] xy, RGB stroke, double width, boolean dashed) {
        body.append("  <polyline points=\"").append(points(xy)).append("\" fill=\"none\" stroke=\"")
                .append(color(stroke)).append(String.format(Locale.ROOT, "\" stroke-width=\"%.1f\"", width))
                .append(dashed ? " stroke-dasharray=\"4 3\"" : "").append("/>\n");
        return this;
    }

    public SvgWriter polygon(double[] xy, RGB fill) {
        body.append("  <polygon points=\"").append(points(xy)).append("\" fill=\"").append(color(fill))
                .append("\"/>\n");
        return this;
    }

    /** Text whose baseline starts at (x, y); {@code anchor} is start, middle or end. */
    public SvgWriter text(double x, double y, String text, RGB fill, double size, String anchor) {
        body.append(String.format(Locale.ROOT, "  <text x=\"%.1f\" y=\"%.1f\" font-family=\"DejaVu Sans, sans-serif\""
                + " font-size=\"%.1f\" text-anchor=\"%s\" fill=\"%s\">", x, y, size, anchor, color(fill)))
                .append(escape(text)).append("</text>\n");
        return this;
    }

    /** The document, {@code width} x {@code height} user units starting at (x, y). */
    public String document(double x, double y, double width, double height) {
        return String.format(Locale.ROOT, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>%n<svg xmlns="
                + "\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"%.1f %.1f %.1f %.1f\">%n"
                + "  <rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"white\"/>%n", width, height, x,
                y, width, height, x, y, width, height) + body + "</svg>\n";
    }

    private static String points(double[] xy) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i + 1 < xy.length; i += 2) {
            out.append(i == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.1f,%.1f", xy[i], xy[i + 1]));
        }
        return out.toString();
    }

    private static String color(RGB rgb) {
        return rgb == null ? "none" : String.format("#%02x%02x%02x", rgb.red, rgb.green, rgb.blue);
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
