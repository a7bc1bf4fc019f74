package org.gridbench.ui.run;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

import org.eclipse.e4.ui.di.UIEventTopic;
import org.eclipse.e4.ui.workbench.UIEvents;
import org.eclipse.jface.util.IPropertyChangeListener;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Text;
import org.gridbench.model.scenario.Family;
import org.gridbench.runs.Breakpoints;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.RunDriver.Status;
import org.gridbench.runs.RunFrame;
import org.gridbench.ui.editor.EditorOpener;
import org.gridbench.ui.editor.ScenarioEditor;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.parts.ExplorerActions;
import org.gridbench.ui.prefs.WorkbenchPreferences;
import org.osgi.service.event.Event;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The Run view: runs the scenario of the editor in front, with Run, Pause, Step, Step to next decision, Run until a
 * time, Stop and Restart (same seed), a speed from real time to as fast as possible, breakpoints, and the run's
 * clock, events and headline measures as the simulation publishes them.
 */
public final class RunPart implements RunSession.Listener {

    /** The Run view's part id (Application.e4xmi). */
    public static final String ID = "org.gridbench.ui.part.run";

    /** The key under which each control keeps its name, for tests. */
    public static final String CONTROL_KEY = "gridbench.run.control";

    /** Why the steps are greyed out with a sweep's editor in front. */
    public static final String SWEEP_RUNS_WHOLE = "a sweep runs whole, not step by step: Run starts it in the Sweep "
            + "view";

    /** The line the Run view shows under its buttons while a sweep's editor in front greys out the steps. */
    public static final String STEPS_GREYED = "Step and Step to next decision are greyed out: ";

    /** Speed choices: simulated seconds per wall second; the last is as fast as possible. */
    private static final double[] SPEEDS = { 1, 10, 100, 1_000, 10_000, 100_000, Double.POSITIVE_INFINITY };
    public static final String[] SPEED_LABELS = { "real time", "10x", "100x", "1,000x", "10,000x", "100,000x",
            WorkbenchPreferences.FAST_AS_POSSIBLE };

    @Inject
    private RunSession session;
    @Inject
    private EditorOpener editors;
    @Inject
    private EventLog log;
    @Inject
    private WorkbenchPreferences preferences;
    private final IPropertyChangeListener followPreferences = e -> {
        if (e.getProperty().equals(WorkbenchPreferences.SPEED) || e.getProperty().equals(WorkbenchPreferences.ANIMATE)) {
            applyPreferences();
        }
    };
    private Button animate;

    private Label title;
    private Label state;
    private Combo speed;
    private Text until;
    private Text starts;
    private Button starves;
    private Button atRoot;
    private Button fails;
    private MeasureTable metrics;
    private Composite breaks;
    /** The breakpoints of market runs and of STaRS runs; a run shows only its family's (trees have none). */
    private List<Control> marketBreaks;
    private List<Control> starsBreaks;
    private Button[] commands;
    private Button restart;
    private Label greyed;

    @PostConstruct
    void create(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Composite bar = WrappingRow.in(parent);
        commands = new Button[] {
                button(bar, "Run", "run", e -> run()),
                button(bar, "Pause", "pause", e -> onCurrent(RunDriver::pause)),
                button(bar, "Step", "step", e -> act(d -> d.step(1))),
                button(bar, "Step to next decision", "decision", e -> act(RunDriver::stepToDecision)),
        };
        until = new Text(bar, SWT.BORDER);
        until.setMessage("time");
        until.setData(CONTROL_KEY, "until");
        button(bar, "Run until", "runUntil", e -> runUntil());
        button(bar, "Stop", "stop", e -> onCurrent(RunDriver::stop));
        restart = button(bar, "Restart", "restart", e -> session.restart(d -> applySettings(d)));
        new Label(bar, SWT.NONE).setText("Speed:");
        speed = new Combo(bar, SWT.READ_ONLY);
        speed.setItems(SPEED_LABELS);
        speed.setData(CONTROL_KEY, "speed");
        speed.setToolTipText("Multiples of real time: a market tick is a minute, a STaRS second a second; a trees time"
                + " unit, which has no unit, counts as a second. The speed changes no result");
        speed.addListener(SWT.Selection, e -> session.driver().ifPresent(this::applySettings));
        animate = new Button(bar, SWT.CHECK);
        animate.setText("Animate views");
        animate.setData(CONTROL_KEY, "animate");
        animate.addListener(SWT.Selection, e -> session.setAnimated(animate.getSelection()));
        applyPreferences();
        preferences.store().addPropertyChangeListener(followPreferences);
        // why the steps are greyed out, written on the view: GTK shows no tooltip over a greyed-out button
        greyed = new Label(parent, SWT.WRAP);
        greyed.setData(CONTROL_KEY, "greyed");
        GridData greyedData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        greyedData.widthHint = 200;
        greyedData.exclude = true;
        greyed.setLayoutData(greyedData);
        greyed.setVisible(false);

        breaks = WrappingRow.in(parent);
        new Label(breaks, SWT.NONE).setText("Pause when:");
        starves = check(breaks, "a job starves", "starves");
        atRoot = check(breaks, "a request reaches the root", "root");
        fails = check(breaks, "a node fails", "fails");
        Label startsBefore = new Label(breaks, SWT.NONE);
        startsBefore.setText("  or the job or task");
        starts = new Text(breaks, SWT.BORDER);
        starts.setMessage("id");
        Label startsAfter = new Label(breaks, SWT.NONE);
        startsAfter.setText("starts");
        marketBreaks = List.of(starves, startsBefore, starts, startsAfter);
        starsBreaks = List.of(atRoot, fails);
        starts.setData(CONTROL_KEY, "starts");
        starts.addListener(SWT.Modify, e -> session.driver().ifPresent(this::applySettings));

        title = new Label(parent, SWT.WRAP);
        title.setData(CONTROL_KEY, "title");
        GridData titleData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        titleData.widthHint = 200;
        title.setLayoutData(titleData);
        state = new Label(parent, SWT.WRAP);
        state.setData(CONTROL_KEY, "state");
        GridData stateData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        stateData.widthHint = 200;
        state.setLayoutData(stateData);
        metrics = new MeasureTable(parent, CONTROL_KEY, "metrics");
        session.addListener(this);
        show(session.driver().orElse(null));
        session.refusal().ifPresent(this::setupFailed);
        enableCommands(session.driver().orElse(null));
    }

    /** Another editor brought to the front (its tab chosen, or a part activated): the commands follow it. */
    @Inject
    @org.eclipse.e4.core.di.annotations.Optional
    void frontChanged(@UIEventTopic(UIEvents.ElementContainer.TOPIC_SELECTEDELEMENT) Event event) {
        partActivated(event);
    }

    @Inject
    @org.eclipse.e4.core.di.annotations.Optional
    void partActivated(@UIEventTopic(UIEvents.UILifeCycle.ACTIVATE) Event event) {
        if (commands != null && !commands[0].isDisposed()) {
            enableCommands(session.driver().orElse(null));
        }
    }

    /** The default speed and animation of Window > Preferences > Run, for the next run and the one going. */
    private void applyPreferences() {
        if (speed.isDisposed()) {
            return;
        }
        speed.select(Math.max(0, Arrays.asList(SPEED_LABELS).indexOf(preferences.speed())));
        animate.setSelection(preferences.animate());
        session.setAnimated(preferences.animate());
        session.driver().ifPresent(this::applySettings);
    }

    @PreDestroy
    void dispose() {
        preferences.store().removePropertyChangeListener(followPreferences);
        session.removeListener(this);
    }

    @Override
    public void runChanged(RunDriver driver) {
        show(driver);
    }

    @Override
    public void frame(RunDriver driver, RunFrame frame) {
        if (!state.isDisposed()) {
            showFrame(driver, frame);
        }
    }

    @Override
    public void statusChanged(RunDriver driver) {
        if (!state.isDisposed()) {
            showFrame(driver, driver.frame());
        }
    }

    @Override
    public void setupFailed(RunRefusal refusal) {
        if (!state.isDisposed()) {
            title.setText("Cannot run " + refusal.name() + ":");
            state.setText(refusal.where());
            metrics.clear();
            enableCommands(null);
            state.getParent().layout(true);
        }
    }

    private Button button(Composite bar, String text, String name, Listener pressed) {
        Button b = new Button(bar, SWT.PUSH);
        b.setText(text);
        b.setData(CONTROL_KEY, name);
        b.addListener(SWT.Selection, pressed);
        return b;
    }

    // Pause and Stop act on the run going and never set one up: Stop with no run made a one-frame run to compare
    private void onCurrent(Consumer<RunDriver> action) {
        session.driver().filter(d -> !ended(d)).ifPresentOrElse(action,
                () -> log.info("run", "no run is going: nothing to pause or stop"));
    }

    private Button check(Composite bar, String text, String name) {
        Button b = new Button(bar, SWT.CHECK);
        b.setText(text);
        b.setData(CONTROL_KEY, name);
        b.addListener(SWT.Selection, e -> session.driver().ifPresent(this::applySettings));
        return b;
    }

    // Run with a sweep's editor in front starts the sweep, as Run > Run Scenario in Front (F11) does
    private void run() {
        Optional<Path> sweep = editors.frontSweep();
        if (sweep.isPresent()) {
            new ExplorerActions(editors, session, log).run(sweep.get());
        } else {
            act(RunDriver::start);
        }
    }

    // The run of the editor in front: set up on first use, and again when another scenario is in front
    private void act(Consumer<RunDriver> action) {
        ScenarioEditor editor = editors.front();
        Optional<Path> sweep = editors.frontSweep();
        RunDriver current = session.driver().orElse(null);
        Consumer<RunDriver> then = d -> {
            applySettings(d);
            action.accept(d);
        };
        if (current != null && !ended(current) && (editor == null || session.isOf(editor.file()))) {
            then.accept(current);
        } else if (editor != null && editor.document() == null) {
            session.cannotRun(editor.file(), editor.problems());
        } else if (editor != null) {
            session.open(editor.document(), editor.file(), then);
        } else if (sweep.isPresent()) {
            String name = sweep.get().getFileName().toString();
            log.error("run", name + " is a sweep: " + SWEEP_RUNS_WHOLE);
        } else if (current != null) {
            session.restart(then);
        } else {
            log.error("run", "no scenario to run: open one in an editor first");
        }
    }

    private static boolean ended(RunDriver driver) {
        Status s = driver.status();
        return s == Status.ENDED || s == Status.STOPPED || s == Status.FAILED;
    }

    // The time is read before any run is set up: a time that is not one leaves the run as it is, and says so beside
    // the field (the Event Log alone said it, after an ended run had been set up again)
    private void runUntil() {
        String text = until.getText().strip();
        double time;
        try {
            time = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            time = Double.NaN;
        }
        boolean valid = time >= 0;
        String refusal = "Run until: '" + text + "' is not a simulated time (a number of seconds, or ticks, from 0)";
        until.setForeground(valid ? null : until.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        until.setToolTipText(valid ? null : refusal);
        if (!valid) {
            log.error("run", refusal);
            return;
        }
        double at = time;
        act(d -> d.runUntil(at));
    }

    private void applySettings(RunDriver driver) {
        driver.setSpeed(SPEEDS[Math.max(0, speed.getSelectionIndex())] / TimeUnits.seconds(driver.run().family()));
        driver.setBreakpoints(new Breakpoints(starves.getSelection(), atRoot.getSelection(), fails.getSelection(),
                starts.getText(), false));
    }

    private void show(RunDriver driver) {
        if (title.isDisposed()) {
            return;
        }
        title.setText(driver == null ? "No run: open a scenario and press Run or Step" : driver.run().title());
        showBreakpointsOf(driver == null ? null : driver.run().family());
        metrics.clear();
        if (driver != null) {
            showFrame(driver, driver.frame());
        } else {
            state.setText("");
        }
    }

    // the breakpoints that can fire in a run of this family (all while no run is set up), so the measures get the room
    private void showBreakpointsOf(Family family) {
        marketBreaks.forEach(c -> shown(c, family == null || family == Family.MARKET));
        starsBreaks.forEach(c -> shown(c, family == null || family == Family.STARS));
        boolean any = family != Family.TREES;
        breaks.setVisible(any);
        ((GridData) breaks.getLayoutData()).exclude = !any;
        breaks.getParent().layout(true, true);
    }

    private static void shown(Control control, boolean visible) {
        control.setVisible(visible);
        RowData data = control.getLayoutData() instanceof RowData r ? r : new RowData();
        data.exclude = !visible;
        control.setLayoutData(data);
    }

    private void showFrame(RunDriver driver, RunFrame frame) {
        String why = driver.status() == Status.FAILED ? "   " + driver.failure()
                : driver.status() == Status.PAUSED && !driver.breakpoint().isEmpty()
                        ? "   at breakpoint: " + driver.breakpoint() : "";
        state.setText(String.format(Locale.ROOT, "%s   time %s %s   %s   %s%s", driver.status(),
                HumanNumbers.format(frame.time()), TimeUnits.of(driver.run().family()),
                HumanNumbers.count(frame.events(), "event"), HumanNumbers.count(frame.decisions(), "decision"), why));
        metrics.show(frame.metrics());
        enableCommands(driver);
        state.getParent().layout(new Control[] { state });
    }

    // Run always acts; Pause only on a run going and not paused. Step and Step to next decision act on the run going,
    // or set up the scenario in front when it is another than the ended run's (Restart runs that one again); a sweep
    // has no steps. Restart is greyed out while there is no run to set up again: none yet, or a refusal since
    private void enableCommands(RunDriver driver) {
        boolean going = driver != null && !ended(driver);
        boolean paused = going && driver.status() == Status.PAUSED;
        boolean sweep = editors.frontSweep().isPresent();
        ScenarioEditor front = editors.front();
        boolean another = front != null && (driver == null || !session.isOf(front.file()));
        for (Button b : commands) {
            Object name = b.getData(CONTROL_KEY);
            boolean step = name.equals("step") || name.equals("decision");
            boolean enabled = name.equals("run") || (going && !(paused && name.equals("pause"))) || (step && another);
            b.setEnabled(enabled);
            b.setToolTipText(step && sweep && !enabled ? "Greyed out: " + SWEEP_RUNS_WHOLE : null);
        }
        restart.setEnabled(session.canRestart());
        explain(sweep && !commands[2].isEnabled() ? STEPS_GREYED + SWEEP_RUNS_WHOLE : "");
    }

    // the line under the buttons saying why the steps are greyed out; hidden, taking no room, when they are not
    private void explain(String why) {
        if (why.equals(greyed.getText())) {
            return;
        }
        greyed.setText(why);
        greyed.setVisible(!why.isEmpty());
        ((GridData) greyed.getLayoutData()).exclude = why.isEmpty();
        greyed.getParent().layout(true, true);
    }
}
