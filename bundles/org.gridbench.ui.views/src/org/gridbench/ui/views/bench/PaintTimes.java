package org.gridbench.ui.views.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Listener;

/**
 * The time of each paint of a view's canvas as the workbench paints it: the canvas's own Paint listeners are timed
 * where they run, so that nothing is painted that a user would not see painted. Wall time, and the UI thread's CPU
 * time, which the other processes of a shared machine do not lengthen.
 */
final class PaintTimes {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final List<Double> wallMillis = new ArrayList<>();
    private final List<Double> cpuMillis = new ArrayList<>();

    /** Times every paint of {@code canvas} from now on; on the UI thread. */
    PaintTimes(Canvas canvas) {
        Listener[] painters = canvas.getListeners(SWT.Paint);
        for (Listener painter : painters) {
            canvas.removeListener(SWT.Paint, painter);
        }
        canvas.addListener(SWT.Paint, e -> {
            long cpu = THREADS.getCurrentThreadCpuTime();
            long wall = System.nanoTime();
            for (Listener painter : painters) {
                painter.handleEvent(e);
            }
            wallMillis.add((System.nanoTime() - wall) / 1e6);
            cpuMillis.add((THREADS.getCurrentThreadCpuTime() - cpu) / 1e6);
        });
    }

    int paints() {
        return wallMillis.size();
    }

    List<Double> wall() {
        return List.copyOf(wallMillis);
    }

    List<Double> cpu() {
        return List.copyOf(cpuMillis);
    }
}
