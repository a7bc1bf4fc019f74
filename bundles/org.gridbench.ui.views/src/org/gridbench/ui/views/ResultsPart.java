package org.gridbench.ui.views;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.gridbench.runs.report.CsvTable;
import org.gridbench.runs.MarketMetrics;
import org.gridbench.runs.RunDriver;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.scenario.PlainNumbers;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.prefs.WorkbenchPreferences;
import org.gridbench.ui.run.RunResult;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.run.WrappingRow;
import org.gridbench.ui.workspace.Workspace;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler.ChartTheme;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The runs of this session that reached their end, one row each with their measures, a tab per family
 * ({@link FamilyTables}), exported to CSV; and the plot
 * of a headless market sweep's folder ({@code market.csv} of {@code ./gridbench market}): the mean proportion of
 * maximum value against load, one line per policy, exported to PNG and SVG. The chart shows once a sweep is opened,
 * and "Sweep chart" turns it off and on; these market actions and the chart show only where they apply, before any
 * run and on the market tab.
 */
public final class ResultsPart implements RunSession.Listener {

    /** The file a market sweep writes in its output folder. */
    public static final String SWEEP_FILE = "market.csv";

    @Inject
    private WorkbenchPreferences preferences;
    @Inject
    private RunSession session;
    @Inject
    private EventLog log;
    @Inject
    @Optional
    private Workspace workspace;

    private SashForm sash;
    private RefusalLine refused;
    private FamilyTables tables;
    private ChartCanvas sweepChart;
    private Button openSweep;
    private Button exportSweep;
    private Button showChart;
    private Map<String, Map<Double, double[]>> sweep = Map.of();
    private String sweepName = "";

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        // a view narrower than the buttons wraps them onto another line instead of cutting the last
        Composite bar = WrappingRow.in(parent);
        button(bar, "Export CSV", "exportCsv", this::exportCsv);
        openSweep = button(bar, "Open market sweep...", "openSweep", this::chooseSweep);
        exportSweep = button(bar, "Export chart", "exportSweep", this::exportSweep);
        exportSweep.setToolTipText("Write the sweep chart as PNG and SVG under charts/");
        exportSweep.setEnabled(false);
        showChart = new Button(bar, SWT.CHECK);
        showChart.setText("Sweep chart");
        showChart.setToolTipText("The sweep's chart under the runs; without it the runs take the whole view");
        showChart.setData(MetricsChartPart.CONTROL_KEY, "showChart");
        showChart.setLayoutData(new RowData());
        showChart.setEnabled(false);
        showChart.addListener(SWT.Selection, e -> showChart(showChart.getSelection()));
        refused = new RefusalLine(parent, 1);
        sash = new SashForm(parent, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        tables = new FamilyTables(sash);
        tables.onSelect(this::showMarketActions);
        sweepChart = new ChartCanvas(sash, this::sweepChart);
        sash.setWeights(40, 60);
        // the runs take the whole view until a sweep is opened, and when its chart is turned off: in the bottom row
        // at 1280 x 800 an empty chart under them left the table about one row
        showChart(false);
        session.addListener(this);
        refresh();
        showRefusal();
    }

    @PreDestroy
    void dispose() {
        session.removeListener(this);
    }

    @Override
    public void runChanged(RunDriver driver) {
        showRefusal();
    }


    @Override
    public void statusChanged(RunDriver driver) {
        if (!tables.control().isDisposed() && driver.status() == RunDriver.Status.ENDED) {
            refresh();
        }
    }

    /** Reads and plots a sweep's output folder; false (and a logged message) when it holds no readable sweep. */
    public boolean openSweep(Path folder) {
        Path file = folder.resolve(SWEEP_FILE);
        Map<String, Map<Double, double[]>> read = new TreeMap<>();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (CSVRecord row : CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get().parse(in)) {
                double load = Double.parseDouble(row.get("load"));
                double value = Double.parseDouble(row.get("value_fraction"));
                double[] sum = read.computeIfAbsent(row.get("policy"), p -> new TreeMap<>()).computeIfAbsent(load,
                        l -> new double[2]);
                sum[0] += value;
                sum[1]++;
            }
        } catch (IOException | IllegalArgumentException e) {
            log.error("results", file + ": not a market sweep's " + SWEEP_FILE + " (columns load, policy,"
                    + " value_fraction): " + e.getMessage());
            return false;
        }
        sweep = read;
        sweepName = folder.getFileName().toString();
        sweepChart.changed();
        showChart.setEnabled(true);
        showChart(true);
        exportSweep.setEnabled(true);
        log.info("results", "plotted " + file);
        return true;
    }

    // the rows stay, each a run that ended: said after the refusal when there are any
    private void showRefusal() {
        refused.show(session.refusal(), session.results().isEmpty() ? "" : ". Each row is a run that ended before it.");
    }

    private void refresh() {
        tables.show(session.results());
    }

    private void showChart(boolean shown) {
        showChart.setSelection(shown);
        showMarketActions();
    }

    /**
     * Open market sweep..., Export chart and Sweep chart act on a market sweep's chart, so they show, with the chart,
     * only before any run or with the market tab in front; another family's tab hides them and gives the runs the view.
     */
    private void showMarketActions() {
        boolean market = tables.selected().map(f -> f == Family.MARKET).orElse(true);
        for (Control control : List.of(openSweep, exportSweep, showChart)) {
            ((RowData) control.getLayoutData()).exclude = !market;
            control.setVisible(market);
        }
        openSweep.getParent().requestLayout();
        sash.setMaximizedControl(market && showChart.getSelection() ? null : tables.control());
    }

    private void exportCsv() {
        List<RunResult> results = session.results();
        CsvTable csv = new CsvTable(RunRows.columns(results));
        RunRows.rows(results, PlainNumbers::exact).forEach(csv::row);
        Path file = folder("results").resolve("runs.csv");
        try {
            Files.createDirectories(file.getParent());
            csv.write(file);
            log.info("results", "wrote " + results.size() + " runs to " + file);
        } catch (IOException e) {
            log.error("results", "cannot write " + file + ": " + e.getMessage());
        }
    }

    private void chooseSweep() {
        DirectoryDialog dialog = new DirectoryDialog(tables.control().getShell());
        dialog.setText("Open the folder of a market sweep (./gridbench market or sweep run)");
        String chosen = dialog.open();
        if (chosen != null) {
            openSweep(Path.of(chosen));
        }
    }

    private void exportSweep() {
        ChartExport.write(sweepChart(), folder("charts"), "sweep-" + sweepName, log, "results");
    }

    /**
     * Mean proportion of maximum value against load, one line per policy (the paper's Figure 4), named as the runs'
     * tables and the Sweep view name it.
     */
    public XYChart sweepChart() {
        // the y title fits beside a plot of about 150 pixels (ChartFit hides it below; the chart's title has it too)
        XYChart xy = new XYChartBuilder().title(sweep.isEmpty() ? "Open a market sweep's folder to plot it"
                : "Sweep " + sweepName + ": mean " + MarketMetrics.VALUE_FRACTION).xAxisTitle("load")
                .yAxisTitle(MarketMetrics.VALUE_FRACTION).theme(ChartTheme.valueOf(preferences.chartTheme()))
                .build();
        xy.getStyler().setLegendPosition(LegendPosition.OutsideE);
        if (sweep.isEmpty()) {
            EmptyChart.blank(xy);
        }
        sweep.forEach((policy, byLoad) -> {
            List<Double> x = new ArrayList<>(byLoad.keySet());
            List<Double> y = byLoad.values().stream().map(s -> s[0] / s[1]).toList();
            xy.addSeries(policy, x, y).setMarker(SeriesMarkers.CIRCLE);
        });
        TickLabels.fitY(xy);
        return xy;
    }

    private Path folder(String name) {
        return (workspace == null ? Path.of(System.getProperty("user.home")) : workspace.root()).resolve(name);
    }

    private static Button button(Composite bar, String text, String name, Runnable action) {
        Button b = new Button(bar, SWT.PUSH);
        b.setLayoutData(new RowData());
        b.setText(text);
        b.setData(MetricsChartPart.CONTROL_KEY, name);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }
}
