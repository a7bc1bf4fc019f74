package org.gridbench.ui.views;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.DoubleFunction;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.gridbench.runs.report.CsvTable;
import org.gridbench.runs.RunDriver;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.prefs.WorkbenchPreferences;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.run.RunResult;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.run.TimeUnits;
import org.gridbench.sweeps.engine.ResultTables;
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
 * The runs of this session that reached their end, one row each with their measures, exported to CSV; and the plot
 * of a headless market sweep's folder ({@code market.csv} of {@code ./gridbench market}): the mean proportion of
 * maximum value against load, one line per policy, exported to PNG and SVG.
 */
public final class ResultsPart implements RunSession.Listener {

    /** The file a market sweep writes in its output folder. */
    public static final String SWEEP_FILE = "market.csv";

    /** The end time's unit differs by family (s, ticks of 1 min, time units), so it has a column of its own. */
    private static final List<String> FIXED = List.of("run", "file", "end time", "time unit", "events", "decisions");

    @Inject
    private WorkbenchPreferences preferences;
    @Inject
    private RunSession session;
    @Inject
    private EventLog log;
    @Inject
    @Optional
    private Workspace workspace;

    private Table table;
    private ChartCanvas sweepChart;
    private Button exportSweep;
    private Map<String, Map<Double, double[]>> sweep = Map.of();
    private String sweepName = "";

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayout(new RowLayout(SWT.HORIZONTAL));
        button(bar, "Export CSV", "exportCsv", this::exportCsv);
        button(bar, "Open market sweep...", "openSweep", this::chooseSweep);
        exportSweep = button(bar, "Export sweep chart", "exportSweep", this::exportSweep);
        exportSweep.setEnabled(false);
        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = new Table(sash, SWT.BORDER | SWT.FULL_SELECTION);
        table.setHeaderVisible(true);
        table.setData(MetricsChartPart.CONTROL_KEY, "results");
        sweepChart = new ChartCanvas(sash, this::sweepChart);
        sash.setWeights(40, 60);
        session.addListener(this);
        refresh();
    }

    @PreDestroy
    void dispose() {
        session.removeListener(this);
    }

    @Override
    public void statusChanged(RunDriver driver) {
        if (!table.isDisposed() && driver.status() == RunDriver.Status.ENDED) {
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
        exportSweep.setEnabled(true);
        log.info("results", "plotted " + file);
        return true;
    }

    // results only grow and their measures keep their first order, so new runs append columns and rows
    private void refresh() {
        List<RunResult> results = session.results();
        Set<String> measures = new LinkedHashSet<>();
        results.forEach(r -> measures.addAll(r.last().metrics().keySet()));
        List<String> columns = new ArrayList<>(FIXED);
        columns.addAll(measures);
        table.setRedraw(false);
        for (String name : columns.subList(table.getColumnCount(), columns.size())) {
            new TableColumn(table, SWT.LEFT).setText(name);
        }
        List<List<String>> rows = rows(results, measures, HumanNumbers::format);
        for (List<String> row : rows.subList(table.getItemCount(), rows.size())) {
            new TableItem(table, SWT.NONE).setText(row.toArray(String[]::new));
        }
        for (TableColumn c : table.getColumns()) {
            c.pack();
        }
        table.setRedraw(true);
    }

    // the table shows numbers for people; the CSV keeps every digit (number is one of the two formats below)
    private static List<List<String>> rows(List<RunResult> results, Set<String> measures,
            DoubleFunction<String> number) {
        List<List<String>> rows = new ArrayList<>();
        for (RunResult r : results) {
            List<String> row = new ArrayList<>(List.of(r.title(), r.file(), number.apply(r.last().time()),
                    TimeUnits.of(r.family()), number.apply(r.last().events()), number.apply(r.last().decisions())));
            for (String m : measures) {
                Double v = r.last().metrics().get(m);
                row.add(v == null ? "" : number.apply(v));
            }
            rows.add(row);
        }
        return rows;
    }

    private void exportCsv() {
        List<RunResult> results = session.results();
        Set<String> measures = new LinkedHashSet<>();
        results.forEach(r -> measures.addAll(r.last().metrics().keySet()));
        List<String> header = new ArrayList<>(FIXED);
        header.addAll(measures);
        CsvTable csv = new CsvTable(header);
        rows(results, measures, ResultTables::plain).forEach(csv::row);
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
        DirectoryDialog dialog = new DirectoryDialog(table.getShell());
        dialog.setText("Open the folder of a market sweep (./gridbench market or sweep run)");
        String chosen = dialog.open();
        if (chosen != null) {
            openSweep(Path.of(chosen));
        }
    }

    private void exportSweep() {
        ChartExport.write(sweepChart(), folder("charts"), "sweep-" + sweepName, log, "results");
    }

    /** Mean proportion of maximum value against load, one line per policy (the paper's Figure 4). */
    public XYChart sweepChart() {
        // the y title stays short: it fits beside a plot of about 130 pixels (ChartFit hides it below)
        XYChart xy = new XYChartBuilder().title(sweep.isEmpty() ? "Open a market sweep's folder to plot it"
                : "Sweep " + sweepName + ": mean proportion of maximum value").xAxisTitle("load")
                .yAxisTitle("share of max. value").theme(ChartTheme.valueOf(preferences.chartTheme()))
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
        b.setText(text);
        b.setData(MetricsChartPart.CONTROL_KEY, name);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }
}
