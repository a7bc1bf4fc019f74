package org.gridbench.runs.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.VectorGraphicsEncoder.VectorGraphicsFormat;
import org.knowm.xchart.internal.chartpart.Chart;

/** Writes a chart as {@code base.png} and {@code base.svg} side by side, for reports. */
public final class ChartFiles {

    private ChartFiles() {
    }

    public static List<Path> write(Chart<?, ?> chart, Path folder, String base) throws IOException {
        Files.createDirectories(folder);
        Path png = folder.resolve(base + ".png");
        Path svg = folder.resolve(base + ".svg");
        BitmapEncoder.saveBitmap(chart, png.toString(), BitmapFormat.PNG);
        VectorGraphicsEncoder.saveVectorGraphic(chart, svg.toString(), VectorGraphicsFormat.SVG);
        return List.of(png, svg);
    }
}
