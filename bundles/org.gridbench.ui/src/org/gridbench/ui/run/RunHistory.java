package org.gridbench.ui.run;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.runs.RunFrame;

/**
 * The frames one run showed, in time order and measures only, for charts; at most {@link #LIMIT} of them: past it, every other frame
 * is dropped, so a long run keeps its whole span at a coarser grain. Used on the UI thread only.
 */
public final class RunHistory {

    static final int LIMIT = 4000;

    private final int number;
    private final String title;
    private final List<RunFrame> frames = new ArrayList<>();

    RunHistory(int number, String title) {
        this.number = number;
        this.title = title;
    }

    /** The run's number in the workbench session, which the Results view's "no." column gives it too. */
    public int number() {
        return number;
    }

    public String title() {
        return title;
    }

    void add(RunFrame frame) {
        if (!frames.isEmpty() && frames.get(frames.size() - 1).time() > frame.time()) {
            return;
        }
        frames.add(frame.measuresOnly());
        if (frames.size() > LIMIT) {
            for (int i = frames.size() - 2, kept = frames.size(); i > 0 && kept > LIMIT / 2; i -= 2, kept--) {
                frames.remove(i);
            }
        }
    }

    public List<RunFrame> frames() {
        return List.copyOf(frames);
    }

    public boolean isEmpty() {
        return frames.isEmpty();
    }
}
