package org.gridbench.stars.fairness;

import java.util.List;

import org.gridbench.stars.local.SlownessQueue;
import org.gridbench.stars.local.SlownessQueue.Task;

/**
 * Algorithm 7.5 (Celaya, section 7.2.2): the pieces of z_u(a), the maximum slowness of node E_u once a new application
 * of one task of length a, released now, joins its queue, for a from a_min on.
 *
 * <p>At each left endpoint the queue with the new task tau_k is sorted by Algorithm 7.2 and every task's slowness is a
 * form of a (eq. 7.5-7.7): constant before tau_k (and for the running task), inverse for tau_k, linear after it. The
 * task with the largest one sets the piece. The next endpoint is the least a at which another form crosses it
 * (Algorithm 7.5, lines 17-19) or at which the order changes (line 20): the waiting tasks' maximum reaches the
 * boundary value of two old tasks (Algorithm 7.1) or that of tau_k and an old task tau_j, z (a - a_j) = r_j - now.
 *
 * <p>Our readings: the order is read {@link #NUDGE} past each endpoint, where it no longer ties; an endpoint where the
 * form does not change (another task's maximum, a swap elsewhere) adds no piece. The new task's release is now (the
 * term t of section 7.2.2 is ignored, as the thesis recommends).
 */
public final class SlownessPieces {

    /** How far past an endpoint, relative to it, the queue is sorted to read the next piece. */
    static final double NUDGE = 1e-9;

    private SlownessPieces() {
    }

    // STaRS Algorithm 7.5: GETPIECES(Q) from a_min
    public static SlownessFunction of(SlownessQueue queue, double aMin) {
        if (!(aMin > 0) || !Double.isFinite(aMin)) {
            throw new IllegalArgumentException("the minimum task length must be positive: " + aMin);
        }
        double[] oldBoundaries = queue.boundaries();
        SlownessFunction.Builder out = new SlownessFunction.Builder(4);
        double a = aMin;
        while (Double.isFinite(a)) {
            double probe = a * (1 + NUDGE);
            Forms forms = Forms.at(queue, probe);
            out.append(a, forms.top.u(), forms.top.v(), forms.top.w());
            a = forms.nextEndpoint(probe, oldBoundaries);
        }
        return out.build();
    }

    /** The slowness forms of every task with tau_k of length near a in the queue (eq. 7.5-7.7). */
    private record Forms(SlownessPiece[] waiting, List<Task> order, int k, SlownessPiece running, SlownessPiece top,
            SlownessPiece waitingTop, double now) {

        static Forms at(SlownessQueue queue, double a) {
            Task dummy = new Task(queue.now(), a);
            SlownessQueue q = queue.insert(dummy, 1);
            int k = q.positionOf(dummy);
            List<Task> order = q.order();
            double s = q.speed();
            double b = q.start();
            SlownessPiece[] waiting = new SlownessPiece[order.size()];
            double before = 0;
            for (int j = 0; j < waiting.length; j++) {
                Task t = order.get(j);
                if (j == k) {
                    // eq. 7.6: z_k = (b - now + sum_{j<k} a_j / s) / a + 1 / s
                    waiting[j] = new SlownessPiece(a, b - queue.now() + before / s, 0, 1 / s);
                    continue;
                }
                before += t.length();
                double endWithoutNew = b + before / s;
                // eq. 7.5: constant before tau_k; eq. 7.7: a / (a_j s) + (e_j without tau_k - r_j) / a_j after it
                waiting[j] = j < k ? SlownessPiece.constant(a, (endWithoutNew - t.release()) / t.length())
                        : new SlownessPiece(a, 0, 1 / (t.length() * s), (endWithoutNew - t.release()) / t.length());
            }
            SlownessPiece waitingTop = waiting[0];
            for (SlownessPiece p : waiting) {
                waitingTop = p.value(a) > waitingTop.value(a) ? p : waitingTop;
            }
            SlownessPiece running = queue.runningSlowness().map(z -> SlownessPiece.constant(a, z)).orElse(null);
            SlownessPiece top = running != null && running.value(a) > waitingTop.value(a) ? running : waitingTop;
            return new Forms(waiting, order, k, running, top, waitingTop, queue.now());
        }

        // STaRS Algorithm 7.5, lines 17-20: the least a past the probe where the maximum or the order changes
        double nextEndpoint(double probe, double[] oldBoundaries) {
            double next = Double.POSITIVE_INFINITY;
            for (SlownessPiece p : waiting) {
                next = Math.min(next, crossing(p, top, probe));
                next = Math.min(next, crossing(p, waitingTop, probe));
            }
            if (running != null) {
                next = Math.min(next, crossing(running, waitingTop, probe));
            }
            next = Math.min(next, BoundaryCrossing.first(waitingTop, oldBoundaries, probe, next));
            for (int j = 0; j < order.size(); j++) {
                if (j != k) {
                    next = Math.min(next, swapWithNew(order.get(j), probe, next));
                }
            }
            return next;
        }

        // STaRS eq. 7.4 for tau_k and tau_j: z(a) (a - a_j) = r_j - now, times a: a quadratic for each kind of piece
        private double swapWithNew(Task t, double from, double to) {
            SlownessPiece z = waitingTop;
            double c = t.release() - now;
            double aj = t.length();
            return z.u() == 0 ? Quadratic.firstRootBetween(z.v(), z.w() - z.v() * aj, -z.w() * aj - c, from, to)
                    : Quadratic.firstRootBetween(z.w(), z.u() - z.w() * aj - c, -z.u() * aj, from, to);
        }

        private static double crossing(SlownessPiece p, SlownessPiece q, double from) {
            return Quadratic.firstRootBetween(p.v() - q.v(), p.w() - q.w(), p.u() - q.u(), from,
                    Double.POSITIVE_INFINITY);
        }
    }
}
