package org.gridbench.ui.views;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.sweeps.engine.ResultTables;
import org.gridbench.sweeps.engine.SweepSeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler.ChartTheme;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.lines.SeriesLines;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The Sweep view's chart: a measure against one varied parameter, one line per value of another (the policy when the
 * sweep varies it), each point the mean over the finished runs at its values ({@link SweepSeries}). Against seeds or
 * names (policies, modes) the points stay unjoined: a line between them would draw a trend where there is no order.
 * Measures are offered, and the chart titled, by the names their experiment gives them, as the Results view names them.
 */
final class SweepChart {

    static final String ONE_LINE = "(one line)";
    private static final int UPRIGHT = 90;
    private static final int CHART_PADDING = 5;
    /**
     * The most seeds drawn a line each by default: more (the STaRS examples' ten) make a legend as wide as the plot and
     * crowd each place with markers, so their mean is drawn, and "one line per: seed" still draws each.
     */
    private static final int FEW_SEEDS = 3;

    private final Composite control;
    private final Combo measure;
    /** Whether the user chose the measure; until then it is the {@link DefaultMeasure} of the runs finished. */
    private boolean measureChosen;
    private final Combo x;
    private final Combo lines;
    private final ChartCanvas canvas;
    private final Supplier<String> theme;
    private SweepResults results;
    private List<String> keys = List.of();
    /** The marker counts of the chart built last; the canvas's tooltip says those its picture left out. */
    private PointCount counts;

    /** @param choices where the measure and axis choices go, in a row; @param parent where the chart goes */
    SweepChart(Composite choices, Composite parent, Supplier<String> theme) {
        this.theme = theme;
        control = new Composite(choices, SWT.NONE);
        RowLayout row = new RowLayout(SWT.HORIZONTAL);
        row.center = true;
        row.marginLeft = row.marginRight = row.marginTop = row.marginBottom = 0;
        control.setLayout(row);
        measure = combo("Measure:", "measure");
        measure.addListener(SWT.Selection, e -> measureChosen = true);
        x = combo("against:", "x");
        lines = combo("one line per:", "lines");
        canvas = new ChartCanvas(parent, this::build, drawn -> counts != null && counts.on(drawn) ? counts.leftOut()
                : List.of());
    }

    // a label and its list kept together; the pairs wrap to a new line when the view is narrow, each list as wide
    // as its longest item
    private Combo combo(String label, String name) {
        Composite pair = new Composite(control, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        pair.setLayout(layout);
        new Label(pair, SWT.NONE).setText(label);
        Combo combo = new Combo(pair, SWT.READ_ONLY);
        combo.setData(SweepPart.CONTROL_KEY, name);
        combo.addListener(SWT.Selection, e -> canvas.changed());
        return combo;
    }

    /** Offers the sweep's measures and varied parameters, and chooses the x axis and the lines as said below. */
    void choices(SweepResults shown) {
        results = shown;
        SweepPlan plan = shown.sweep().plan();
        ResultTables tables = shown.tables();
        List<String> varied = tables.varied();
        keys = tables.measures();
        measureChosen = false;
        set(measure, keys.stream().map(shown.sweep().experiment()::measureName).toList(),
                DefaultMeasure.of(keys, shown.inOrder()));
        // against the numeric axis with the most values (load, not the two workloads), the later one on a tie, else
        // the first axis that is not the seed; a line per policy when it varies, else, against names (modes), a line
        // per seed when a few seeds vary; a chart against the seed or names has its points unjoined (they have no
        // order)
        int against = varied.size() > 1 && "seed".equals(varied.get(0)) ? 1 : 0;
        int most = 0;
        for (int i = 0; i < varied.size(); i++) {
            List<JsonNode> values = "seed".equals(varied.get(i)) ? List.of() : plan.values(varied.get(i));
            if (!varied.get(i).equals("policy") && !values.isEmpty() && values.size() >= most
                    && values.get(0).isNumber()) {
                against = i;
                most = values.size();
            }
        }
        String xName = varied.isEmpty() ? "" : varied.get(against);
        String line = varied.contains("policy") && !"policy".equals(xName) ? "policy"
                : most == 0 && varied.contains("seed") && !"seed".equals(xName) && plan.seeds().size() <= FEW_SEEDS
                        ? "seed" : ONE_LINE;
        List<String> withNone = new ArrayList<>(List.of(ONE_LINE));
        withNone.addAll(varied);
        set(lines, withNone, withNone.indexOf(line));
        set(x, varied, against);
        control.getParent().layout(true, true);
    }

    private static void set(Combo combo, List<String> items, int selected) {
        combo.setItems(items.toArray(String[]::new));
        if (!items.isEmpty()) {
            combo.select(Math.max(0, selected));
        }
    }

    void show(SweepResults shown) {
        if (shown != results || measure.getItemCount() == 0) {
            choices(shown);
        } else if (!measureChosen) {
            // the runs finished since may tell the measures apart
            measure.select(DefaultMeasure.of(keys, shown.inOrder()));
        }
        canvas.changed();
    }

    /** The chart of the chosen measure over the runs finished so far. */
    XYChart build() {
        String name = measure.getText();
        String key = key();
        XYChart chart = new XYChartBuilder().title(name.isEmpty() ? "No sweep yet" : name).xAxisTitle(x.getText())
                .yAxisTitle(name).theme(ChartTheme.valueOf(theme.get())).build();
        // right of the plot, where it costs width and leaves the y title the height; ChartFit puts a wide one under
        chart.getStyler().setLegendPosition(LegendPosition.OutsideE);
        // the pane has its own margin: half XChart's 10 px around the chart leaves the table 10 px more
        chart.getStyler().setChartPadding(CHART_PADDING);
        boolean any = false;
        boolean unordered = "seed".equals(x.getText());
        if (results != null && !x.getText().isEmpty()) {
            List<JsonNode> values = results.sweep().plan().values(x.getText());
            labelByValue(chart, values);
            unordered |= !values.isEmpty() && !values.get(0).isNumber();
        }
        if (results != null && !key.isEmpty() && !x.getText().isEmpty()) {
            String by = ONE_LINE.equals(lines.getText()) || lines.getText().equals(x.getText()) ? null
                    : lines.getText();
            List<SweepSeries.Line> drawn = SweepSeries.of(results.sweep().plan(), results.inOrder(), key,
                    x.getText(), by);
            // the title says what each point averages, so the axes not drawn are not averaged silently
            chart.setTitle(name + ": " + SweepSeries.averaged(results.sweep().plan(), x.getText(), by, drawn));
            // seeds (or policies) that give the same values are one series named by all, not markers hidden under
            // the last one's
            for (SweepSeries.Line line : SweepSeries.alike(drawn)) {
                if (!line.x().isEmpty()) {
                    // one line is the measure's, by its name
                    XYSeries series = chart.addSeries(by == null ? name : line.name(), line.x(), line.y());
                    if (unordered) {
                        series.setLineStyle(SeriesLines.NONE);
                    }
                    any = true;
                }
            }
            // where markers of several series lie on or across one another, a count beside them says how many
            double top = drawn.stream().flatMap(l -> l.y().stream()).mapToDouble(Math::abs).max().orElse(0);
            counts = new PointCount(SweepSeries.columns(drawn), top);
            chart.addAnnotation(counts);
            // one line needs no legend: the title and the y axis name its measure
            chart.getStyler().setLegendVisible(by != null);
        }
        if (!any) {
            EmptyChart.blank(chart);
        }
        fromZero(chart);
        TickLabels.fitY(chart);
        inPowerOfTen(chart);
        return chart;
    }

    /**
     * A measure of a million or more is written on the y axis in the power of ten its table column is written in, said
     * at the top of the axis ("× 10⁹", ticks 0 to 12 rather than 0 to 12,000,000,000; {@link AxisPower}), so that the
     * axis takes the width of a few digits; the measure's unit is said there too while the y title does not say it (a
     * low plot's title drops its unit, {@link ChartFit}).
     */
    private static void inPowerOfTen(XYChart chart) {
        DoubleSummaryStatistics y = chart.getSeriesCollection().stream().flatMapToDouble(s -> Arrays.stream(s
                .getYData())).filter(Double::isFinite).summaryStatistics();
        int power = y.getCount() == 0 ? 0 : ColumnScale.exponent(Math.max(Math.abs(y.getMin()), Math.abs(y.getMax())));
        if (power > 0) {
            double unit = Math.pow(10, power);
            Function<Double, String> ticks = TickLabels.forSpan(Math.min(0, y.getMin()) / unit, Math.max(0, y.getMax())
                    / unit);
            chart.getStyler().setyAxisTickLabelsFormattingFunction(tick -> ticks.apply(tick / unit));
        }
        AxisPower.addTo(chart, ColumnScale.unit(power));
    }

    /**
     * The y axis reaches 0 (from 0 up when every value is positive, down to 0 when every one is negative), so that a
     * point's height is proportional to its value and two points' heights compare as their values do: 0.983 and 1 draw
     * 1.7 % apart, not a factor of several as on an axis cut at 0.983.
     */
    private static void fromZero(XYChart chart) {
        DoubleSummaryStatistics y = chart.getSeriesCollection().stream().flatMapToDouble(s -> Arrays.stream(s
                .getYData())).filter(Double::isFinite).summaryStatistics();
        if (y.getCount() > 0 && y.getMin() > 0) {
            chart.getStyler().setYAxisMin(0.0);
        } else if (y.getCount() > 0 && y.getMax() < 0) {
            chart.getStyler().setYAxisMax(0.0);
        }
    }

    /**
     * Values that are not numbers (policies, modes) sit at their index: the ticks there get their names, others none.
     * The names stand upright: XChart leaves out a level name that would overlap its neighbour when laid flat or
     * slanted, which in a narrow view was the last one ("random" of decentralized, centralized, random).
     */
    private static void labelByValue(XYChart chart, List<JsonNode> values) {
        if (!values.isEmpty() && !values.get(0).isNumber()) {
            chart.getStyler().setXAxisTickLabelsFormattingFunction(v -> v == Math.rint(v) && v >= 0
                    && v < values.size() ? values.get((int) Math.rint(v)).asText() : "");
            chart.getStyler().setXAxisLabelRotation(UPRIGHT);
        }
    }

    /** The key of the measure chosen, as the result files write it; "" when none. */
    private String key() {
        int chosen = measure.getSelectionIndex();
        return chosen < 0 || chosen >= keys.size() ? "" : keys.get(chosen);
    }

    /** What the chart shows, as a file name would say it, by the measure's key: "value_fraction by load". */
    String name() {
        return key() + " by " + x.getText();
    }

    /** The choices the chart is drawn for: the measure, the x axis and what each line is a value of. */
    List<String> chosen() {
        return List.of(key(), x.getText(), lines.getText());
    }

    /** Runs {@code action} after each choice of a measure, an x axis or what each line is a value of. */
    void onChoice(Runnable action) {
        for (Combo combo : List.of(measure, x, lines)) {
            combo.addListener(SWT.Selection, e -> action.run());
        }
    }

    /** The row of choices. */
    Composite choices() {
        return control;
    }
}
