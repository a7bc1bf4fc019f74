package org.gridbench.ui.views;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.e4.core.services.events.IEventBroker;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.runs.plugins.PluginInstaller;
import org.gridbench.sweeps.SweepPlan;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.sweeps.engine.RunFiles;
import org.gridbench.sweeps.engine.SweepExperiments;
import org.gridbench.ui.editor.SweepFolderView;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.prefs.WorkbenchPreferences;
import org.gridbench.ui.run.HumanNumbers;
import org.gridbench.ui.workspace.Workspace;
import org.knowm.xchart.XYChart;

import com.fasterxml.jackson.databind.JsonNode;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The Sweep view: a sweep's results table (the rows of its {@code results.csv}) and a chart of a measure against an
 * axis, one line per policy, both filling as runs finish; the driver's progress line (done, running, failed,
 * waiting, time left); Cancel; and Resume, which runs what the result folder lacks, also after a restart (the last
 * sweep is remembered in the preferences). The Scenario Explorer's Show in Sweep View shows a result folder's sweep.
 */
public final class SweepPart implements SweepFolderView {

    /** The key under which the view's controls keep their names, for tests. */
    public static final String CONTROL_KEY = "gridbench.sweep.control";
    static final String LAST = "sweep.last";
    /** Posted with the results folder whenever the view shows new progress, so that its sweep's editor follows. */
    public static final String TOPIC_PROGRESS = "gridbench/sweep/progress";

    @Inject
    private IExtensionRegistry registry;
    @Inject
    private PluginInstaller plugins;
    @Inject
    private EventLog log;
    @Inject
    private WorkbenchPreferences preferences;
    @Inject
    private IEventBroker broker;
    @Inject
    private MPart part;
    @Inject
    private EModelService models;

    private Label title;
    private Label progress;
    private Button cancel;
    private Button resume;
    private Button export;
    private SashForm sash;
    private List<Object> splitFor = List.of();
    private SweepTable table;
    private SweepChart chart;
    private SweepResults results;
    private SweepJob job;
    private volatile boolean active;
    private SweepTarget target = SweepTarget.local(Runtime.getRuntime().availableProcessors());
    private final AtomicBoolean refreshPending = new AtomicBoolean();

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new GridLayout(3, false));
        title = wrapping(parent, 1);
        title.setText("No sweep yet: open a *.sweep.json file and press Run.");
        cancel = button(parent, "Cancel", "cancel", () -> job.cancel());
        resume = button(parent, "Resume", "resume", this::resume);
        progress = wrapping(parent, 3);
        progress.setData(CONTROL_KEY, "progress");
        sash = new SashForm(parent, SWT.HORIZONTAL);
        table = new SweepTable(sash);
        chart = new SweepChart(parent, sash, preferences::chartTheme);
        GridData choices = new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1);
        choices.widthHint = 1;
        chart.choices().setLayoutData(choices);
        chart.choices().moveAbove(sash);
        export = button(chart.choices(), "Export PNG and SVG", "export", this::export);
        export.setToolTipText("Writes the chart into the sweep's folder, under charts/");
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        // the chart gets the width its title needs beside a legend right of the plot (600 px at 1280 x 800)
        sash.setWeights(35, 65);
        sash.addListener(SWT.Resize, e -> fitSplit());
        // another measure, x axis or line parameter changes the chart's titles and legend, so the width it needs
        chart.onChoice(this::fitSplit);
        restoreLast();
        refresh();
    }

    /** A label that wraps to the width the view gives it rather than asking for its text's width (fits 1280 x 800). */
    private static Label wrapping(Composite parent, int columns) {
        Label label = new Label(parent, SWT.WRAP);
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false, columns, 1);
        data.widthHint = 1;
        label.setLayoutData(data);
        return label;
    }

    private static Button button(Composite parent, String text, String name, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(text);
        button.setData(CONTROL_KEY, name);
        button.addListener(SWT.Selection, e -> action.run());
        return button;
    }

    @PreDestroy
    void dispose() {
        if (job != null) {
            job.cancel();
        }
    }

    /** Runs the sweep's pending runs into {@code folder} on {@code where}; refused while another sweep runs. */
    public boolean start(OpenSweep sweep, Path file, Path folder, SweepTarget where) {
        if (running()) {
            log.error("sweep", "a sweep is running already: cancel it first");
            return false;
        }
        target = where;
        show(sweep, file, folder);
        remember(file, folder);
        job = new SweepJob(results, where, plugins, line -> log.info("sweep", line));
        job.addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                active = false;
                if (!event.getResult().isOK()) {
                    log.error("sweep", event.getResult().getMessage());
                }
                changed();
            }
        });
        active = true;
        job.schedule();
        log.info("sweep", "running " + file + " on " + where.describe() + " into " + folder);
        refresh();
        return true;
    }

    public boolean running() {
        return active;
    }

    /** The chart as the view draws it now, for the measure and axes chosen. */
    public XYChart chart() {
        return chart.build();
    }

    /** The sweep shown, if any: its runs finished so far and its progress line. */
    Optional<SweepResults> results() {
        return Optional.ofNullable(results);
    }

    private void show(OpenSweep sweep, Path file, Path folder) {
        results = new SweepResults(sweep, file, new RunFiles(folder), this::changed);
        chart.choices(results);
        title.setText((Workspace.isSweep(file) ? file.getFileName() : folder.getFileName()) + ": " + HumanNumbers.count(sweep.plan().runs().size(), "run") + " of "
                + subject(sweep.plan())
                + " into " + folder);
    }

    /** What the sweep runs: a paper's experiment, or the file name of its base scenario. */
    private static String subject(SweepPlan plan) {
        JsonNode base = plan.fixed().get(SweepExperiments.SCENARIO);
        return SweepExperiments.SCENARIO.equals(plan.experiment()) && base != null && base.isTextual()
                ? String.valueOf(Path.of(base.asText()).getFileName()) : plan.experiment();
    }

    /** Coalesced: at most one refresh waits on the UI thread, however fast runs finish. */
    private void changed() {
        if (refreshPending.compareAndSet(false, true) && !title.isDisposed()) {
            Display display = title.getDisplay();
            display.asyncExec(() -> {
                refreshPending.set(false);
                refresh();
            });
        }
    }

    private void refresh() {
        if (title.isDisposed()) {
            return;
        }
        boolean running = running();
        cancel.setEnabled(running);
        resume.setEnabled(!running && results != null && results.remaining() > 0);
        export.setEnabled(results != null);
        progress.setText(results == null ? "" : results.progress());
        if (results != null) {
            table.show(results.tables(), results.sweep().experiment());
            chart.show(results);
            fitSplit();
            broker.post(TOPIC_PROGRESS, results.files().folder().toString());
        }
        title.getParent().layout(true);
    }

    /**
     * Shares the view's width between the table and the chart as {@link SweepSplit} says, again only when the room,
     * the table's columns, the chart's choices (measure, x axis, one line per) or the running state changed (finding
     * the chart's width draws it).
     */
    private void fitSplit() {
        Rectangle area = sash.getClientArea();
        int room = area.width - sash.SASH_WIDTH;
        List<Object> now = List.of(room, area.height, table.neededWidth(), chart.chosen(), running());
        if (results == null || room <= 0 || now.equals(splitFor)) {
            return;
        }
        splitFor = now;
        int tableWidth = SweepSplit.tableWidth(room, area.height, table.neededWidth(), chart::build);
        sash.setWeights(tableWidth, room - tableWidth);
    }

    /** The chart as drawn now, into the sweep's folder: {@code charts/MEASURE-by-X.png} and {@code .svg}. */
    private void export() {
        if (results != null) {
            ChartExport.write(chart.build(), results.files().folder().resolve("charts"), chart.name(), log, "sweep");
        }
    }

    /** Shows the sweep of a result folder, as the Scenario Explorer asks; refused while another sweep runs. */
    @Override
    public Optional<String> showFolder(Path folder) {
        if (running()) {
            return Workspace.sameFile(results.files().folder(), folder) ? Optional.empty()
                    : Optional.of("a sweep is running into " + results.files().folder() + ": cancel it first");
        }
        Path source = SweepSources.source(folder);
        try {
            show(SweepSources.open(source, registry), source, folder);
        } catch (ScenarioException e) {
            return Optional.of(e.problems().get(0).format());
        }
        remember(source, folder);
        refresh();
        // where a run from the sweep's editor shows the view: in the taller stack, for the chart's height
        MWindow window = models.getTopLevelWindowFor(part);
        SweepPlace.choose(window, models);
        window.getContext().get(EPartService.class).showPart(part, PartState.VISIBLE);
        return Optional.empty();
    }

    private void resume() {
        if (results == null) {
            return;
        }
        try {
            OpenSweep sweep = SweepSources.open(results.file(), registry);
            start(sweep, results.file(), results.files().folder(), target);
        } catch (ScenarioException e) {
            log.error("sweep", "cannot resume: " + e.problems().get(0).format());
        }
    }

    private void remember(Path file, Path folder) {
        preferences.store().setValue(LAST, file.toAbsolutePath() + "\n" + folder.toAbsolutePath());
        try {
            preferences.save();
        } catch (IOException e) {
            log.error("sweep", "cannot remember the sweep in " + preferences.file() + ": " + e.getMessage());
        }
    }

    // The sweep shown before the last exit, with the runs its folder holds, ready to resume
    private void restoreLast() {
        List<String> last = preferences.store().getString(LAST).lines().toList();
        if (last.size() != 2 || !Files.isRegularFile(Path.of(last.get(0)))
                || !Files.isRegularFile(Path.of(last.get(1)).resolve(RunFiles.PLAN))) {
            return;
        }
        try {
            show(SweepSources.open(Path.of(last.get(0)), registry), Path.of(last.get(0)), Path.of(last.get(1)));
        } catch (ScenarioException e) {
            log.error("sweep", "the last sweep no longer opens: " + e.problems().get(0).format());
        }
    }
}
