package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.gridbench.runs.MarketScenarioRun;
import org.gridbench.runs.FamilySnapshot;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.RunFrame;
import org.gridbench.market.MarketSnapshot;
import org.gridbench.model.scenario.Family;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.run.RunRefusal;
import org.gridbench.ui.run.RunSession;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.markers.SeriesMarkers;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The value curve of one job of the live market run (Burkimsher and Indrusiak, Figure 2): the curve against SLR, a
 * marker at the job's projected SLR now (section III-D) moving as the run goes, the projected value remaining (the
 * area under the curve from there to D_final, which PVR bids) shaded, and the value the job would earn now; beside
 * it, the job's DAG with the state of each task.
 */
public final class ValueCurvePart implements RunSession.Listener {

    /** SLR is response time over the job's critical path: its unit is the critical path (a job of SLR 2 took two). */
    public static final String X_TITLE = "SLR (\u00d7 critical path)";
    /** SLR is response time over critical path: the paper's curve "is undefined before an SLR of 1" (section III). */
    private static final double MIN_SLR = 1;
    private static final String NO_RUN = "No market run: value curves are the market's (open a market scenario and "
            + "press Run or Step)";

    @Inject
    private RunSession session;

    private Text job;
    private Button running;
    private Label reading;
    /**
     * What the view says while no market run is in front: none at all, a scenario that could not run, or a run of a
     * family without value curves.
     */
    private String noCurves = NO_RUN;
    private ChartCanvas chart;
    private List<Job> jobs = List.of();
    private Map<String, Integer> indexOf = Map.of();
    /** Ordinal of each job's first task in the workload. */
    private int[] firstTask = new int[0];
    private JobDagCanvas dag;
    private MarketSnapshot snapshot;

    /**
     * The job's choice over the chart, the reading over the DAG: the reading, a few lines in its column, no longer sets
     * the height of a row over both, so the chart keeps the height its x axis title needs at the default layout.
     */
    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new FillLayout());
        SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
        Composite curve = new Composite(sash, SWT.NONE);
        curve.setLayout(new GridLayout(3, false));
        new Label(curve, SWT.NONE).setText("Job:");
        job = new Text(curve, SWT.BORDER);
        job.setMessage("job id");
        job.setData(MetricsChartPart.CONTROL_KEY, "job");
        job.setLayoutData(new GridData(100, SWT.DEFAULT));
        job.addListener(SWT.Modify, e -> refresh());
        running = new Button(curve, SWT.PUSH);
        running.setText("A running job");
        running.setData(MetricsChartPart.CONTROL_KEY, "pickRunning");
        running.addListener(SWT.Selection, e -> pickRunning());
        chart = new ChartCanvas(curve, this::build);
        chart.control().setData(MetricsChartPart.CONTROL_KEY, "chart");
        chart.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        Composite tasks = new Composite(sash, SWT.NONE);
        tasks.setLayout(new GridLayout(1, false));
        reading = new Label(tasks, SWT.WRAP);
        reading.setData(MetricsChartPart.CONTROL_KEY, "reading");
        GridData readingData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        readingData.widthHint = 1;
        reading.setLayoutData(readingData);
        dag = new JobDagCanvas(tasks);
        dag.control().setData(MetricsChartPart.CONTROL_KEY, "dag");
        dag.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        sash.setWeights(60, 40);
        session.addListener(this);
        runChanged(session.driver().orElse(null));
    }

    @PreDestroy
    void dispose() {
        session.removeListener(this);
    }

    @Override
    public void runChanged(RunDriver driver) {
        if (job.isDisposed()) {
            return;
        }
        jobs = driver != null && driver.run() instanceof MarketScenarioRun market
                ? market.scenario().workload().jobs() : List.of();
        noCurves = driver == null ? session.refusal().map(RunRefusal::line).orElse(NO_RUN)
                : familyWithoutCurves(driver.run().family());
        job.setEnabled(!jobs.isEmpty());
        running.setEnabled(!jobs.isEmpty());
        Map<String, Integer> ids = new HashMap<>();
        for (int j = 0; j < jobs.size(); j++) {
            ids.put(jobs.get(j).id(), j);
        }
        indexOf = ids;
        firstTask = new int[jobs.size()];
        for (int j = 1; j < jobs.size(); j++) {
            firstTask[j] = firstTask[j - 1] + jobs.get(j - 1).tasks().size();
        }
        snapshot = null;
        if (jobs.isEmpty()) {
            job.setText("");
        } else if (!indexOf.containsKey(job.getText().strip())) {
            job.setText(jobs.get(0).id());
        }
        if (driver != null) {
            frame(driver, driver.frame());
        } else {
            refresh();
        }
    }

    @Override
    public void frame(RunDriver driver, RunFrame frame) {
        if (frame.detail() instanceof FamilySnapshot.Market(MarketSnapshot s) && !job.isDisposed()) {
            snapshot = s;
            refresh();
        }
    }

    // The one line a run without value curves gets: they belong to the market's jobs (Burkimsher et al., section III)
    private static String familyWithoutCurves(Family family) {
        return switch (family) {
            case MARKET -> "";
            case STARS -> "A STaRS run has no value curves: its requests have deadlines, not values (see the Routing "
                    + "view)";
            case TREES -> "A trees run has no value curves: its applications are measured by throughput (see the "
                    + "Trees view)";
        };
    }

    /** The text over the job's DAG: the projected SLR and the value now; for tests too. */
    public String reading() {
        return reading.getText();
    }

    /** The job's task ids as the DAG last drew them under its circles, some perhaps shortened; for tests. */
    public List<String> taskLabels() {
        return dag.labels();
    }

    private void refresh() {
        reading.setText(describe());
        reading.getParent().layout(new Control[] { reading });
        chart.changed();
        int j = selected();
        dag.show(j < 0 ? null : jobs.get(j), j < 0 ? 0 : firstTask[j], snapshot);
    }

    // The first job that has arrived and neither completed nor starved
    private void pickRunning() {
        if (snapshot == null) {
            return;
        }
        for (int j = 0; j < jobs.size(); j++) {
            if (!Double.isNaN(snapshot.projectedSlr()[j]) && snapshot.jobFinish()[j] < 0) {
                job.setText(jobs.get(j).id());
                return;
            }
        }
    }

    private int selected() {
        Integer j = indexOf.get(job.getText().strip());
        return j == null ? -1 : j;
    }

    private String describe() {
        int j = selected();
        if (jobs.isEmpty()) {
            return noCurves;
        }
        if (j < 0) {
            return "no job " + job.getText().strip() + " in this run";
        }
        if (snapshot == null) {
            return "";
        }
        ValueCurve curve = jobs.get(j).valueCurve();
        double slr = snapshot.projectedSlr()[j];
        if (snapshot.jobStarved()[j]) {
            return "starved: earned nothing";
        }
        if (Double.isNaN(slr)) {
            return "not arrived yet";
        }
        if (snapshot.jobFinish()[j] >= 0) {
            return String.format(Locale.ROOT, "completed at SLR %.3f: earned %s of %s", slr,
                    HumanNumbers.format(curve.value(slr)), HumanNumbers.format(curve.vMax()));
        }
        return String.format(Locale.ROOT, "projected SLR %.3f: value %s of %s now; value left (PVR, value x SLR) %s",
                slr, HumanNumbers.format(curve.value(slr)), HumanNumbers.format(curve.vMax()),
                HumanNumbers.format(curve.areaFrom(slr)));
    }

    /**
     * The shaded PVR from the projected SLR to D_final, then the curve over it, then the marker (XChart paints series
     * in the order they were added); for tests too. A job's chart has no title: the Job field over it names the job
     * (at 1280 x 800 a title did not fit and went to the tooltip), and the plot gets the height.
     */
    public XYChart build() {
        XYChart xy = new XYChartBuilder().xAxisTitle(X_TITLE).yAxisTitle("value").build();
        xy.getStyler().setLegendPosition(LegendPosition.OutsideS);
        int j = selected();
        if (j < 0) {
            xy.setTitle(jobs.isEmpty() ? "No value curves" : "No job " + job.getText().strip());
            EmptyChart.blank(xy);
            return xy;
        }
        ValueCurve curve = jobs.get(j).valueCurve();
        xy.getStyler().setChartTitleVisible(false);
        double end = curve.dFinal() * 1.1;
        xy.getStyler().setXAxisMin(MIN_SLR);
        double slr = snapshot == null ? Double.NaN : snapshot.projectedSlr()[j];
        boolean completed = !Double.isNaN(slr) && snapshot.jobFinish()[j] >= 0;
        if (!Double.isNaN(slr) && !completed && slr < curve.dFinal()) {
            addCurve(xy, "value left (PVR)", curve, slr, curve.dFinal(), XYSeriesRenderStyle.Area);
        }
        addCurve(xy, "value curve", curve, MIN_SLR, end, XYSeriesRenderStyle.Line);
        if (!Double.isNaN(slr)) {
            xy.addSeries(completed ? "completed" : "projected SLR now", new double[] { slr },
                    new double[] { curve.value(slr) }).setXYSeriesRenderStyle(XYSeriesRenderStyle.Scatter)
                    .setMarker(SeriesMarkers.DIAMOND);
        }
        TickLabels.fitY(xy);
        return xy;
    }

    /**
     * The curve from {@code from} to {@code to} through its corners between them (Figure 1: vMax up to D_initial, its
     * points, 0 from D_final), exact since it is straight between them. Equally spaced samples made XChart label only
     * sampled values (1, 2.17, 3.34...) on a curve without its shading.
     */
    private static void addCurve(XYChart xy, String name, ValueCurve curve, double from, double to,
            XYSeriesRenderStyle style) {
        List<Double> x = new ArrayList<>();
        x.add(from);
        List<Double> corners = new ArrayList<>(List.of(curve.dInitial()));
        curve.points().forEach(p -> corners.add(p.slr()));
        corners.add(curve.dFinal());
        corners.stream().filter(slr -> slr > from && slr < to).forEach(x::add);
        x.add(to);
        List<Double> y = x.stream().map(curve::value).toList();
        xy.addSeries(name, x, y).setXYSeriesRenderStyle(style).setMarker(SeriesMarkers.NONE);
    }
}
