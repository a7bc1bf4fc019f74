package org.gridbench.sweeps.engine;

import java.time.Duration;
import java.util.function.LongSupplier;

import org.gridbench.sweeps.RunRecord;

/**
 * What the terminal shows of a sweep: done, running, failed and waiting runs, and the time left estimated from the
 * rate of the runs finished in this session (runs finished before a resume took no time of it).
 */
public final class Progress {

    private final int total;
    private final LongSupplier nanoClock;
    private final long start;
    private final int finishedBefore;
    private int done;
    private int failed;

    public Progress(int total, int finishedBefore, LongSupplier nanoClock) {
        this.total = total;
        this.finishedBefore = finishedBefore;
        this.nanoClock = nanoClock;
        this.start = nanoClock.getAsLong();
    }

    public void finished(RunRecord record) {
        if (record.done()) {
            done++;
        } else {
            failed++;
        }
    }

    public int remaining() {
        return total - finishedBefore - done - failed;
    }

    /** remaining x (elapsed / runs finished in this session); "estimating" before the first, "finished" at the end. */
    public String timeLeft() {
        int thisSession = done + failed;
        if (remaining() == 0) {
            return "finished";
        }
        if (thisSession == 0) {
            return "estimating";
        }
        double seconds = (nanoClock.getAsLong() - start) / 1e9 * remaining() / thisSession;
        return about(Duration.ofMillis(Math.round(seconds * 1000))) + " left";
    }

    /** Done, running, failed and waiting (not started) add up to the sweep's runs; the time left counts all unfinished. */
    public String line(int running) {
        return String.format("sweep: %d done, %d running, %d failed, %d waiting, %s", finishedBefore + done,
                running, failed, Math.max(0, remaining() - running), timeLeft());
    }

    /** "about 3 min 12 s" to the nearest second, or "under a second" below half of one. */
    static String about(Duration d) {
        Duration rounded = Duration.ofSeconds(Math.round(d.toMillis() / 1000.0));
        return rounded.isZero() ? "under a second" : "about " + words(rounded);
    }

    static String words(Duration d) {
        if (d.toHours() > 0) {
            return d.toHours() + " h " + d.toMinutesPart() + " min";
        }
        if (d.toMinutes() > 0) {
            return d.toMinutes() + " min " + d.toSecondsPart() + " s";
        }
        return d.toSeconds() + " s";
    }
}
