package org.gridbench.ui.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.gridbench.runs.RunDriver;
import org.gridbench.runs.RunFrame;
import org.gridbench.runs.RunSetupException;
import org.gridbench.runs.ScenarioRun;
import org.gridbench.runs.ScenarioRuns;
import org.gridbench.model.scenario.ScenarioDocument;
import org.gridbench.model.scenario.ScenarioException;
import org.gridbench.model.scenario.ScenarioReader;
import org.gridbench.model.scenario.ScenarioWriter;
import org.gridbench.ui.log.EventLog;
import org.gridbench.ui.workspace.Workspace;

/**
 * The workbench's live run: one scenario run driven on its own thread, its frames polled on the UI thread at most
 * 30 times a second (the latest wins) and handed to the views, and the histories of the runs before it to compare.
 * Views register a {@link Listener}; every call to it is on the UI thread.
 */
public final class RunSession {

    /** What views hear of the session, on the UI thread. */
    public interface Listener {
        /** A new run was set up, or none is left: null ({@link RunSession#refusal()} then says why, if refused). */
        default void runChanged(RunDriver driver) {
        }

        /** The run published a new frame. */
        default void frame(RunDriver driver, RunFrame frame) {
        }

        /** The run started, paused, ended, stopped or failed. */
        default void statusChanged(RunDriver driver) {
        }

        /**
         * A scenario could not be set up to run; the refusal names the file and the field at fault. The run before it,
         * if any, was stopped, and {@link #runChanged} was told first that no run is left.
         */
        default void setupFailed(RunRefusal refusal) {
        }
    }

    /** The family of the Jobs that run a live run's commands; cancelling the running one pauses the run. */
    public static final Object JOB_FAMILY = RunSession.class;

    /** How many earlier runs the charts overlay. */
    private static final int COMPARED = 4;
    private static final int POLL_MILLIS = 33;

    private final Display display;
    private final IExtensionRegistry registry;
    private final EventLog log;
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();
    private final List<RunHistory> earlier = new ArrayList<>();
    private final List<RunResult> results = new ArrayList<>();
    private RunDriver driver;
    private RunHistory history;
    /** Runs set up so far in this session: each run's number, shown in the Metrics legend and the Results view. */
    private int numbered;
    private RunFrame shown;
    private ScenarioDocument document;
    private Path file;
    /** Whether the current run is of an editor's unsaved edits rather than of its file as saved. */
    private boolean unsaved;
    private boolean polling;
    private boolean animated = true;
    /** Why the last scenario asked to run could not, until a run is set up. */
    private RunRefusal refusal;

    public RunSession(Display display, IExtensionRegistry registry, EventLog log) {
        this.display = display;
        this.registry = registry;
        this.log = log;
    }

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    public void removeListener(Listener listener) {
        listeners.remove(listener);
    }

    /** The current run's driver, or empty. */
    public Optional<RunDriver> driver() {
        return Optional.ofNullable(driver);
    }

    /** The current run's frames so far. */
    public Optional<RunHistory> history() {
        return Optional.ofNullable(history);
    }

    /** The runs before the current one, oldest first. */
    public List<RunHistory> earlier() {
        return List.copyOf(earlier);
    }

    /** The runs that reached their end in this session, oldest first. */
    public List<RunResult> results() {
        return List.copyOf(results);
    }

    /**
     * Sets up a run of {@code document} (copied: later edits do not reach it) in the background, then calls
     * {@code started} on the UI thread with its driver; a scenario that cannot run is logged and shown as an error. The
     * run is of unsaved edits when the copy's JSON is not that of the file as it reads now.
     */
    public void open(ScenarioDocument document, Path file, Consumer<RunDriver> started) {
        ScenarioDocument copy = document.copy();
        Job job = Job.create("Setting up " + file.getFileName(), monitor -> {
            try {
                ScenarioRun run = ScenarioRuns.open(copy, file, registry, Optional.empty());
                boolean edited = !asSaved(copy, file);
                display.asyncExec(() -> replace(copy, file, edited, run, started));
                return Status.OK_STATUS;
            } catch (RunSetupException e) {
                display.asyncExec(() -> cannotRun(file, e.lines()));
                return Status.error(e.getMessage());
            } catch (RuntimeException e) {
                display.asyncExec(() -> setupFailed(file, file + ": cannot set the run up: " + e.getMessage()));
                return Status.error(e.toString());
            }
        });
        job.setSystem(true);
        job.schedule();
    }

    /**
     * Tells the log and the views why {@code file} cannot run (also when it does not load at all). The run in the views
     * is stopped and forgotten as a run of the file would replace it (OMNeT++'s Qtenv deletes its network before it
     * sets the next one up), so that no view shows it beside the refusal as if it were the file's.
     */
    public void setupFailed(Path file, String message) {
        log.error("run", message);
        RunRefusal said = new RunRefusal(file, message);
        if (driver != null) {
            retire(" for a run of " + file.getFileName() + ", which cannot run");
        }
        driver = null;
        history = null;
        refusal = said;
        fire(l -> l.runChanged(null));
        fire(l -> l.setupFailed(said));
    }

    /** Why the last scenario asked to run could not, until the next run is set up; empty otherwise. */
    public Optional<RunRefusal> refusal() {
        return Optional.ofNullable(refusal);
    }

    /**
     * Tells why a file cannot run (its editor could not load it, its document has problems, or its setup failed): its
     * first problem, and how many follow.
     */
    public void cannotRun(Path file, List<String> problems) {
        setupFailed(file, problems.isEmpty() ? file + ": does not load"
                : problems.get(0) + (problems.size() > 1 ? "  (and " + (problems.size() - 1) + " more)" : ""));
    }

    /**
     * A new run of the same document and seed, driven like the first; nothing after a refusal, when the views show no
     * run to restart (as OMNeT++'s Qtenv rebuilds no network once a setup failed and left none).
     */
    public void restart(Consumer<RunDriver> started) {
        if (canRestart()) {
            open(document, file, started);
        }
    }

    /** Whether Restart has a run to set up again: one was set up, and no scenario was refused since. */
    public boolean canRestart() {
        return document != null && refusal == null;
    }

    // whether the document is the file's as saved: the same JSON as the file read now
    private static boolean asSaved(ScenarioDocument document, Path file) {
        try {
            return ScenarioWriter.toJson(ScenarioReader.read(file)).equals(ScenarioWriter.toJson(document));
        } catch (ScenarioException e) {
            return false;
        }
    }

    /** Whether the views follow the run as it goes, or only see where it pauses and ends (for the fastest runs). */
    public void setAnimated(boolean animated) {
        this.animated = animated;
        if (driver != null) {
            driver.setAnimated(animated);
        }
    }

    /** The file of the current run, if there is one. */
    public Optional<Path> file() {
        return driver == null ? Optional.empty() : Optional.ofNullable(file);
    }

    /** Whether the current run is of {@code path}. */
    public boolean isOf(Path path) {
        return Workspace.sameFile(file, path);
    }

    /** Stops the current run and forgets it. */
    public void close() {
        if (driver != null) {
            driver.close();
        }
        driver = null;
        history = null;
        fire(l -> l.runChanged(null));
    }

    private void replace(ScenarioDocument copy, Path source, boolean edited, ScenarioRun run,
            Consumer<RunDriver> started) {
        if (driver != null) {
            retire(" for a run of " + source.getFileName());
        }
        refusal = null;
        document = copy;
        file = source;
        unsaved = edited;
        history = new RunHistory(++numbered, run.title());
        RunJobs jobs = new RunJobs("Running " + run.title());
        RunDriver next = new RunDriver(run, d -> {
            RunDriver.Status reached = d.status();
            display.asyncExec(() -> statusChanged(d, reached));
        }, jobs);
        jobs.onCancel(next::pause);
        next.setAnimated(animated);
        driver = next;
        shown = null;
        log.info("run", "set up " + run.title() + " from " + source.getFileName() + (edited ? " with unsaved edits"
                : ""));
        fire(l -> l.runChanged(next));
        poll();
        if (!polling) {
            polling = true;
            display.timerExec(POLL_MILLIS, this::tick);
        }
        started.accept(next);
    }

    // Stops the current run, saying so when it had not ended, and keeps its frames for the charts to compare
    private void retire(String why) {
        if (driver.status() != RunDriver.Status.ENDED && driver.status() != RunDriver.Status.FAILED) {
            log.info("run", driver.run().title() + " stopped at time " + clock(driver) + why
                    + ", before its end (so not in the Results view)");
        }
        driver.close();
        if (!history.isEmpty()) {
            earlier.add(history);
            if (earlier.size() > COMPARED) {
                earlier.remove(0);
            }
        }
    }

    // Each change is posted with the status it reached; a post that a later change overtook is skipped, so a run
    // that goes from running to ended before the UI thread looks is reported once, as ended. What is reported is the
    // status posted, never the driver's status read again: a run that ends while its "running" post is handled would
    // else be recorded by that post and again by its own "ended" post.
    private void statusChanged(RunDriver d, RunDriver.Status reached) {
        if (d != driver || d.status() != reached) {
            return;
        }
        poll();
        if (reached == RunDriver.Status.ENDED) {
            results.add(new RunResult(history.number(), d.run().title(), file.getFileName().toString(),
                    d.run().family(), d.frame(), unsaved));
            log.info("run", d.run().title() + " ended at time " + clock(d));
        } else if (reached == RunDriver.Status.FAILED) {
            log.error("run", d.run().title() + " failed " + d.failure());
        }
        fire(l -> l.statusChanged(d));
    }

    // the run's simulated time as the Run view writes it: "205 ticks of 1 min"
    private static String clock(RunDriver d) {
        return HumanNumbers.format(d.frame().time()) + " " + TimeUnits.of(d.run().family());
    }

    // At most 30 times a second: the latest frame, if it is new
    private void tick() {
        if (display.isDisposed()) {
            return;
        }
        poll();
        display.timerExec(POLL_MILLIS, this::tick);
    }

    private void poll() {
        RunDriver d = driver;
        if (d == null) {
            return;
        }
        RunFrame frame = d.frame();
        if (frame != null && frame != shown) {
            shown = frame;
            d.takeSamples(frame.time()).forEach(history::add);
            history.add(frame);
            fire(l -> l.frame(d, frame));
        }
    }

    private void fire(Consumer<Listener> call) {
        for (Listener listener : listeners) {
            call.accept(listener);
        }
    }
}
