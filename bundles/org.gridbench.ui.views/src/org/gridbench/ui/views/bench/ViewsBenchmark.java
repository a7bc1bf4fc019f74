package org.gridbench.ui.views.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.eclipse.core.runtime.RegistryFactory;
import org.eclipse.e4.core.contexts.ContextInjectionFactory;
import org.eclipse.e4.core.contexts.EclipseContextFactory;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.gridbench.runs.report.PerformanceLog;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.ScenarioRun;
import org.gridbench.runs.ScenarioRuns;
import org.gridbench.model.scenario.Examples;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.prefs.WorkbenchPreferences;
import org.gridbench.ui.run.RunSession;
import org.gridbench.ui.views.MarketPart;
import org.gridbench.ui.views.MetricsChartPart;
import org.gridbench.ui.views.RoutingPart;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code ./gridbench bench views}: the live views in a real window while a run goes as fast as possible. For a
 * 10,000-node STaRS overlay (Routing view) and the paper's 4,000-core market (Market view): the time the view takes
 * to paint a frame, the frames per second shown, how long the UI thread takes to answer a runnable posted to it
 * while the run goes (animated); and the wall time of the same run driven from the workbench, views animated and
 * not, against the command line's single call. Goals of issue 8: 30 frames per second, a GUI run
 * with animation off at most 10 % slower.
 */
public final class ViewsBenchmark implements IApplication {

    private static final int STARS_NODES = 10_000;
    private static final int STARS_REQUESTS = 3_000;
    private static final int MARKET_JOBS = 10_000;
    private static final int REPEATS = 3;

    private record Row(String what, double renderMedianMs, double renderMaxMs, double renderCpuMedianMs, double fps,
            double answerP90Ms, double answerMaxMs, double cliSeconds, double animatedSeconds, double stillSeconds) {
    }

    /**
     * One GUI run: its wall time, and for an animated run the frames the view painted per second, each paint's wall
     * time and UI thread's CPU time ({@link PaintTimes}), the time the UI thread took to answer each runnable posted
     * to it.
     */
    private record GuiRun(double seconds, double fps, List<Double> renders, List<Double> renderCpu,
            List<Double> answers) {
    }

    @Override
    public Object start(IApplicationContext context) throws Exception {
        Path log = PerformanceLog.option(
                (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS));
        Display display = new Display();
        Path folder = Files.createTempDirectory("gridbench-views-bench");
        List<Row> rows = new ArrayList<>();
        rows.add(measure(display, "STaRS routing, " + STARS_NODES + "-node overlay (IBP, 4,800 s, " + STARS_REQUESTS + " requests)",
                ScenarioReader.parse(starsScenario(), "stars-10000.gridbench.json"),
                folder.resolve("stars-10000.gridbench.json"), RoutingPart.class));
        String week = "market-paper-week.gridbench.json";
        ScenarioDocument market = ScenarioReader.parse(Examples.text(week), week);
        ((ObjectNode) market.root().path("workload").path("generator")).put("jobs", MARKET_JOBS);
        rows.add(measure(display, "market, 4 clusters of 1,000 cores, " + MARKET_JOBS + " jobs (PVR)", market,
                folder.resolve(week), MarketPart.class));
        display.dispose();
        String table = table(rows);
        System.out.print(table);
        if (log != null) {
            PerformanceLog.append(log, "Live views", "./gridbench bench views", table);
            System.out.println("appended to " + log);
        }
        return IApplication.EXIT_OK;
    }

    @Override
    public void stop() {
        // the benchmark ends by itself
    }

    private Row measure(Display display, String what, ScenarioDocument document, Path file, Class<?> view)
            throws Exception {
        List<Double> renders = new ArrayList<>();
        List<Double> renderCpu = new ArrayList<>();
        List<Double> answers = new ArrayList<>();
        double[] cli = new double[REPEATS];
        double[] animated = new double[REPEATS];
        double[] still = new double[REPEATS];
        double fps = 0;
        for (int r = 0; r < REPEATS; r++) {
            cli[r] = cliSeconds(document, file);
            GuiRun shown = guiRun(display, document, file, view, true);
            animated[r] = shown.seconds();
            fps = Math.max(fps, shown.fps());
            renders.addAll(shown.renders());
            renderCpu.addAll(shown.renderCpu());
            answers.addAll(shown.answers());
            still[r] = guiRun(display, document, file, view, false).seconds();
        }
        return new Row(what, quantile(renders, 0.5), quantile(renders, 1), quantile(renderCpu, 0.5), fps,
                quantile(answers, 0.9), quantile(answers, 1), median(cli), median(animated), median(still));
    }

    // The run driven as the workbench drives it, the view and the Metrics chart attached; animated or not
    private static GuiRun guiRun(Display display, ScenarioDocument document, Path file, Class<?> view,
            boolean animate) throws Exception {
        Shell shell = new Shell(display);
        shell.setSize(1400, 900);
        shell.setLayout(new FillLayout());
        EventLog log = new EventLog(null);
        RunSession session = new RunSession(display, RegistryFactory.getRegistry(), log);
        session.setAnimated(animate);
        IEclipseContext context = EclipseContextFactory.create();
        context.set(RunSession.class, session);
        context.set(EventLog.class, log);
        context.set(WorkbenchPreferences.class, WorkbenchPreferences.load());
        Composite left = new Composite(shell, 0);
        left.setLayout(new FillLayout());
        context.set(Composite.class, left);
        ContextInjectionFactory.make(view, context);
        Composite right = new Composite(shell, 0);
        right.setLayout(new FillLayout());
        IEclipseContext chartContext = context.createChild();
        chartContext.set(Composite.class, right);
        ContextInjectionFactory.make(MetricsChartPart.class, chartContext);
        shell.open();
        RunDriver[] driver = new RunDriver[1];
        session.open(document, file, d -> driver[0] = d);
        while (driver[0] == null) {
            if (!display.readAndDispatch()) {
                display.sleep();
            }
        }
        PaintTimes paints = new PaintTimes(canvas(left));
        UiAnswers answers = new UiAnswers(display);
        if (animate) {
            answers.start();
        }
        long start = System.nanoTime();
        driver[0].start();
        while (driver[0].status() != RunDriver.Status.ENDED && driver[0].status() != RunDriver.Status.FAILED) {
            if (!display.readAndDispatch()) {
                Thread.sleep(1);
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        List<Double> answered = animate ? answers.stop() : List.of();
        driver[0].close();
        shell.dispose();
        context.dispose();
        return animate ? new GuiRun(seconds, paints.paints() / seconds, paints.wall(), paints.cpu(), answered)
                : new GuiRun(seconds, 0, List.of(), List.of(), List.of());
    }

    private static Canvas canvas(Composite parent) {
        for (Control child : parent.getChildren()) {
            if (child instanceof Canvas c) {
                return c;
            }
            if (child instanceof Composite composite) {
                Canvas inner = canvas(composite);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }

    private static double cliSeconds(ScenarioDocument document, Path file) throws Exception {
        ScenarioRun run = ScenarioRuns.open(document.copy(), file, RegistryFactory.getRegistry(), Optional.empty());
        long start = System.nanoTime();
        run.simulation().runUntil(run.end());
        return (System.nanoTime() - start) / 1e9;
    }

    // The q-quantile of the values, the lower of two neighbours (nearest rank); NaN for none
    private static double quantile(List<Double> values, double q) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return sorted.length == 0 ? Double.NaN : sorted[(int) Math.floor(q * (sorted.length - 1))];
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    // Requests of 40 tasks of 10 minutes at 1000 MFLOPS, one every 1.5 s, from nodes spread over the overlay
    private static String starsScenario() {
        StringBuilder requests = new StringBuilder();
        for (int i = 0; i < STARS_REQUESTS; i++) {
            requests.append(i == 0 ? "" : ",\n").append(String.format(Locale.ROOT,
                    "{\"at\": %.1f, \"node\": %d, \"tasks\": 40, \"length\": 600000, \"memory\": 256, \"disk\": 512}",
                    1.5 * i, (i * 7919) % STARS_NODES));
        }
        return """
                {"format": "gridbench-scenario", "version": 1, "family": "stars", "name": "10,000-node overlay",
                 "seed": 1, "duration": 4800,
                 "overlay": {"nodes": %d, "sfMax": 20, "updateBandwidth": 1000},
                 "network": {"model": "fast"}, "policy": "IBP",
                 "workload": {"requests": [%s]}}
                """.formatted(STARS_NODES, requests);
    }

    private static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder("| view and run | paint per frame, median | max |"
                + " UI thread's CPU per paint, median | frames painted per second | UI answers, 90th percentile | max |"
                + " run from the CLI | workbench, animated | workbench, animation off |\n"
                + "|---|---|---|---|---|---|---|---|---|---|\n");
        for (Row r : rows) {
            out.append(String.format(Locale.ROOT,
                    "| %s | %.1f ms | %.1f ms | %.1f ms | %.0f | %.1f ms | %.1f ms | %.2f s | %.2f s (%+.0f %%)"
                            + " | %.2f s (%+.0f %%) |%n",
                    r.what(), r.renderMedianMs(), r.renderMaxMs(), r.renderCpuMedianMs(), r.fps(), r.answerP90Ms(),
                    r.answerMaxMs(),
                    r.cliSeconds(), r.animatedSeconds(),
                    100 * (r.animatedSeconds() / r.cliSeconds() - 1), r.stillSeconds(),
                    100 * (r.stillSeconds() / r.cliSeconds() - 1)));
        }
        return out.toString();
    }
}
