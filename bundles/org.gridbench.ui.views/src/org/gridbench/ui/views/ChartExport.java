package org.gridbench.ui.views;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.runs.report.ChartFiles;
import org.gridbench.ui.log.EventLog;
import org.knowm.xchart.XYChart;

/** A view's chart written as PNG and SVG, as the command line writes its plots, with the outcome in the Event Log. */
final class ChartExport {

    private ChartExport() {
    }

    /** Writes {@code folder/name.png} and {@code .svg}, {@code name} made of the given text's letters and digits. */
    static void write(XYChart chart, Path folder, String name, EventLog log, String source) {
        String base = name.replaceAll("[^A-Za-z0-9]+", "-").replaceAll("^-|-$", "");
        try {
            List<Path> written = ChartFiles.write(chart, folder, base.isEmpty() ? "chart" : base);
            log.info(source, "wrote " + written.get(0) + " and " + written.get(1));
        } catch (IOException e) {
            log.error(source, "cannot write the chart to " + folder + ": " + e.getMessage());
        }
    }
}
