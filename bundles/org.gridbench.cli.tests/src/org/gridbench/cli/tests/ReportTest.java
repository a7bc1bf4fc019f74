package org.gridbench.cli.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.gridbench.runs.report.CsvTable;
import org.gridbench.experiments.report.HistogramPlot;
import org.gridbench.experiments.report.LinePlot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report writers: CSV with a header and plots as PNG and SVG. */
class ReportTest {

    @TempDir
    Path dir;

    @Test
    void csvHasTheHeaderAndQuotesWhatNeedsQuoting() throws IOException {
        CsvTable table = new CsvTable(List.of("policy", "load", "note"));
        table.row(List.of("PVR", 1.2, "a, b"));
        table.row(List.of("FIFO", 0.7, "say \"hi\""));
        Path file = dir.resolve("t.csv");
        table.write(file);
        assertEquals("policy,load,note\nPVR,1.2,\"a, b\"\nFIFO,0.7,\"say \"\"hi\"\"\"\n",
                Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void aRowOfTheWrongWidthIsRefused() {
        CsvTable table = new CsvTable(List.of("a", "b"));
        assertThrows(IllegalArgumentException.class, () -> table.row(List.of(1)));
    }

    @Test
    void plotsAreWrittenAsPngAndSvg() throws IOException {
        List<Path> files = new LinePlot("Value against load", "load", "value fraction")
                .add("PVR", List.of(0.7, 1.0, 1.4), List.of(0.95, 0.9, 0.7))
                .add("FIFO", List.of(0.7, 1.0, 1.4), List.of(0.9, 0.7, 0.4)).write(dir, "value");
        assertEquals(List.of(dir.resolve("value.png"), dir.resolve("value.svg")), files);
        byte[] png = Files.readAllBytes(files.get(0));
        assertArrayEquals(new byte[] { (byte) 0x89, 'P', 'N', 'G' }, Arrays.copyOf(png, 4));
        String svg = Files.readString(files.get(1), StandardCharsets.UTF_8);
        assertTrue(svg.contains("<svg"), svg.substring(0, Math.min(200, svg.length())));
        assertTrue(svg.length() > 1000, "an SVG with the chart drawn in it");
    }

    // Bins over [0, 4] of width 1: 0 and 0.5 fall in the first, 4 in the last; NaN is left out.
    @Test
    void histogramsCountEachSampleInSharedBins() throws IOException {
        HistogramPlot plot = new HistogramPlot("ratios", "log ratio", 4).add("A", List.of(0.0, 0.5, 2.5, 4.0))
                .add("B", List.of(1.5, Double.NaN));
        assertArrayEquals(new int[] { 2, 0, 1, 1 }, plot.counts().get("A"));
        assertArrayEquals(new int[] { 0, 1, 0, 0 }, plot.counts().get("B"));
        List<Path> files = plot.write(dir, "hist");
        assertTrue(Files.size(files.get(0)) > 1000);
        assertTrue(Files.readString(files.get(1)).contains("<svg"));
    }
}
