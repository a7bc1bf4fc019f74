package org.gridbench.ui.views;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.sweeps.RunPoint;
import org.gridbench.sweeps.RunRecord;
import org.gridbench.sweeps.engine.OpenSweep;
import org.gridbench.sweeps.engine.ResultTables;
import org.gridbench.sweeps.engine.RunFiles;
import org.gridbench.sweeps.engine.SweepDriver;

/**
 * What the Sweep view shows of one sweep: its plan, the runs finished so far and the driver's progress line. The driver
 * tells it from its thread; the view reads it from the UI thread, so every access is synchronized.
 */
final class SweepResults implements SweepDriver.Observer {

    private final OpenSweep sweep;
    private final Path file;
    private final RunFiles files;
    private final Map<String, RunRecord> finished = new HashMap<>();
    private final Runnable changed;
    private String progress;

    /** @param changed called on the driver's thread after each change */
    SweepResults(OpenSweep sweep, Path file, RunFiles files, Runnable changed) {
        this.sweep = sweep;
        this.file = file;
        this.files = files;
        this.changed = changed;
        files.finished(sweep.plan()).forEach(finished::put);
        this.progress = finished.size() + " of " + sweep.plan().runs().size() + " runs finished in "
                + files.folder().getFileName();
    }

    OpenSweep sweep() {
        return sweep;
    }

    Path file() {
        return file;
    }

    RunFiles files() {
        return files;
    }

    @Override
    public synchronized void started(List<RunRecord> finishedBefore, String line) {
        finishedBefore.forEach(r -> finished.put(r.point().id(), r));
        progress = line;
        changed.run();
    }

    @Override
    public void finished(RunRecord record, String line) {
        synchronized (this) {
            finished.put(record.point().id(), record);
            progress = line;
        }
        changed.run();
    }

    synchronized void say(String line) {
        progress = line;
    }

    synchronized String progress() {
        return progress;
    }

    /** The finished runs in canonical order. */
    synchronized List<RunRecord> inOrder() {
        List<RunRecord> runs = new ArrayList<>();
        for (RunPoint point : sweep.plan().runs()) {
            RunRecord record = finished.get(point.id());
            if (record != null) {
                runs.add(record);
            }
        }
        return runs;
    }

    synchronized int remaining() {
        return sweep.plan().runs().size() - finished.size();
    }

    /** The table of {@code results.csv} over the runs finished so far. */
    ResultTables tables() {
        return new ResultTables(sweep.plan(), inOrder());
    }
}
