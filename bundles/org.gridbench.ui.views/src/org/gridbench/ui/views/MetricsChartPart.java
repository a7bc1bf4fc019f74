package org.gridbench.ui.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.RunFrame;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.prefs.WorkbenchPreferences;
import org.gridbench.ui.run.RunHistory;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.run.TimeUnits;
import org.gridbench.ui.workspace.Workspace;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.Styler.ChartTheme;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Metric charts that follow the live run: one measure of the run's frames (market: value captured, starved jobs...)
 * against simulated time, the current run over the runs before it to compare policies; export to PNG and SVG.
 */
public final class MetricsChartPart implements RunSession.Listener {

    /** The fewest samples of a run drawn as a step line; fewer are drawn as the samples alone. */
    public static final int STEP_SAMPLES = 8;

    /** The key under which the measure combo and the export button keep their names, for tests. */
    public static final String CONTROL_KEY = "gridbench.chart.control";

    @Inject
    private WorkbenchPreferences preferences;
    @Inject
    private RunSession session;
    @Inject
    private EventLog log;
    @Inject
    @Optional
    private Workspace workspace;

    private Combo measure;
    private RefusalLine refused;
    private ChartCanvas chart;

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new GridLayout(3, false));
        new Label(parent, SWT.NONE).setText("Measure:");
        measure = new Combo(parent, SWT.READ_ONLY);
        measure.setData(CONTROL_KEY, "measure");
        measure.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        measure.addListener(SWT.Selection, e -> chart.changed());
        Button export = new Button(parent, SWT.PUSH);
        export.setText("Export PNG and SVG");
        export.setData(CONTROL_KEY, "export");
        export.addListener(SWT.Selection, e -> export());
        refused = new RefusalLine(parent, 3);
        chart = new ChartCanvas(parent, this::build);
        chart.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        session.addListener(this);
        runChanged(session.driver().orElse(null));
    }

    @PreDestroy
    void dispose() {
        session.removeListener(this);
    }

    @Override
    public void runChanged(RunDriver driver) {
        if (measure.isDisposed()) {
            return;
        }
        String chosen = measure.getText();
        List<String> names = driver == null ? List.of() : new ArrayList<>(driver.frame().metrics().keySet());
        measure.setItems(names.toArray(String[]::new));
        measure.select(Math.max(0, names.indexOf(chosen)));
        measure.getParent().layout(true);
        refused.show(session.refusal(), "");
        chart.changed();
    }


    @Override
    public void frame(RunDriver driver, RunFrame frame) {
        chart.changed();
    }

    /**
     * The chart of the chosen measure: earlier runs first, the current run last. Frames are samples of the run's
     * state, so each value is drawn held until the next sample (a step), never as a slope between two samples: value
     * that arrives in one step when a job completes must not seem to climb evenly. A run with few samples shows them
     * alone ({@link #addRun}). The legend stands right of the plot, where it costs width rather than the height a
     * view among the bottom views lacks, and names the runs shortly ({@link RunLabels}): by their policy when they ran
     * one scenario, which the chart's title then names; each by its number in the session, as the Results view's
     * "no." column gives it.
     */
    public XYChart build() {
        String name = measure.getText();
        List<RunHistory> runs = new ArrayList<>(session.earlier());
        session.history().ifPresent(runs::add);
        List<Integer> plotted = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            List<RunFrame> frames = runs.get(i).frames();
            if (!frames.isEmpty() && frames.get(0).metrics().containsKey(name)) {
                plotted.add(i);
            }
        }
        RunLabels labels = RunLabels.of(plotted.stream().map(i -> runs.get(i).title()).toList());
        XYChart xy = new XYChartBuilder().title(name.isEmpty() ? "No run yet"
                : labels.scenario().isEmpty() ? name : name + ": " + labels.scenario())
                .xAxisTitle("simulated time" + session.driver().map(d -> " (" + TimeUnits.of(d.run().family()) + ")")
                        .orElse(""))
                .yAxisTitle(name).theme(ChartTheme.valueOf(preferences.chartTheme())).build();
        xy.getStyler().setLegendPosition(LegendPosition.OutsideE);
        xy.getStyler().setMarkerSize(7);
        xy.getStyler().setXAxisDecimalPattern("#,##0");
        for (int p = 0; p < plotted.size(); p++) {
            int run = plotted.get(p);
            addRun(xy, runs.get(run).number(), labels.names().get(p), runs.get(run).frames(), name);
        }
        if (plotted.isEmpty()) {
            EmptyChart.blank(xy);
        }
        TickLabels.fitY(xy);
        // a low chart drops the y title's unit or the whole title (ChartFit): the unit is then said at the axis's top
        AxisPower.addTo(xy, "");
        return xy;
    }

    /**
     * Adds one run's samples of {@code measure}, named by the run's {@code number} in the session: as a step line
     * (each value held until the next sample), or, for a run with fewer than {@link #STEP_SAMPLES} samples (a run
     * stepped a few events), as the samples alone, their count on a line of
     * its own under the title (so that the legend stays narrow), since a step between them would show a path the run
     * did not report.
     */
    public static XYSeries addRun(XYChart xy, int number, String title, List<RunFrame> frames, String measure) {
        double[] x = new double[frames.size()];
        double[] y = new double[frames.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = frames.get(i).time();
            y[i] = frames.get(i).metrics().get(measure);
        }
        if (frames.size() >= STEP_SAMPLES) {
            int[] kept = changes(y);
            XYSeries line = xy.addSeries(number + ". " + title, pick(x, kept), pick(y, kept));
            line.setXYSeriesRenderStyle(XYSeriesRenderStyle.Step).setMarker(SeriesMarkers.NONE);
            return line;
        }
        XYSeries samples = xy.addSeries(number + ". " + title + "\n" + frames.size() + (frames.size() == 1
                ? " sample" : " samples"), x, y);
        samples.setXYSeriesRenderStyle(XYSeriesRenderStyle.Scatter).setMarker(SeriesMarkers.CIRCLE);
        return samples;
    }

    // A sample equal to the one before adds nothing to a step line, which holds each value: the first sample, each
    // change and the last are kept. The x values then follow the run's events, not the sample grid, whose equal
    // spacing XChart labels tick by data value, so close that the labels touch.
    private static int[] changes(double[] y) {
        return IntStream.range(0, y.length).filter(i -> i == 0 || i == y.length - 1 || Double.compare(y[i], y[i - 1])
                != 0).toArray();
    }

    private static double[] pick(double[] values, int[] kept) {
        return IntStream.of(kept).mapToDouble(i -> values[i]).toArray();
    }

    /** The unit of a family's clock: the market paper's ticks are minutes, STaRS runs in seconds. */
    private void export() {
        Path folder = (workspace == null ? Path.of(System.getProperty("user.home")) : workspace.root())
                .resolve("charts");
        ChartExport.write(build(), folder, measure.getText(), log, "chart");
    }
}
