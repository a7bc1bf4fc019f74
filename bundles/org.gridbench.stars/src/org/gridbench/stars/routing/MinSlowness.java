package org.gridbench.stars.routing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.gridbench.stars.availability.FspPolicy;
import org.gridbench.stars.fairness.FspSampledFunction;

/**
 * GETMINSLOWNESS (Algorithm 7.7) and its centralized twin (Algorithm C.4): every candidate first takes one task per
 * node; PURGE keeps the fewest best candidates that hold the n tasks; then, round after round, the candidates holding
 * i - 1 tasks per node take i if that keeps them below the worst kept one, and PURGE runs again, until no candidate
 * improves.
 *
 * <p>Our readings: PURGE sorts by slowness (ties in input order) and keeps the shortest prefix whose nodes times tasks
 * reach n, all candidates when they do not. The worst kept slowness is read at the start of each round. When the
 * rounds end and the kept nodes still cannot hold n tasks, the candidate whose nodes reach the least slowness with one
 * task more takes it, again and again, so that the result accounts for all n tasks.
 */
public final class MinSlowness {

    /** {@code nodes()} equal nodes, each reaching {@code slowness(i)} with i tasks of the request. */
    public interface Candidate {
        int nodes();

        double slowness(int tasks);
    }

    /** A kept candidate with its tasks per node and the slowness they give. */
    public record Choice<C extends Candidate>(C candidate, int position, double slowness, int tasks) {

        long capacity() {
            return (long) candidate.nodes() * tasks;
        }
    }

    private MinSlowness() {
    }

    /** The kept candidates, least slowness first; the last one's slowness is the result. */
    public static <C extends Candidate> List<Choice<C>> choose(List<C> candidates, long n) {
        Comparator<Choice<C>> order = Comparator.<Choice<C>>comparingDouble(Choice::slowness)
                .thenComparingInt(Choice::position);
        List<Choice<C>> kept = new ArrayList<>(candidates.size());
        // Algorithm 7.7 lines 3-6: one task per node
        for (int k = 0; k < candidates.size(); k++) {
            kept.add(new Choice<>(candidates.get(k), k, candidates.get(k).slowness(1), 1));
        }
        kept.sort(order);
        purge(kept, n);
        // Algorithm 7.7 lines 7-20: one task more for the candidates that took one more in the last round; no node
        // takes more than the n tasks (our bound: an estimate that does not grow with the tasks would loop forever)
        boolean oneMoreTask = !kept.isEmpty();
        for (int i = 2; oneMoreTask && i <= n; i++) {
            oneMoreTask = false;
            double worst = kept.get(kept.size() - 1).slowness();
            for (int k = 0; k < kept.size(); k++) {
                Choice<C> c = kept.get(k);
                if (c.tasks() == i - 1) {
                    double slowness = c.candidate().slowness(i);
                    if (slowness < worst) {
                        kept.set(k, new Choice<>(c.candidate(), c.position(), slowness, i));
                        oneMoreTask = true;
                    }
                }
            }
            kept.sort(order);
            purge(kept, n);
        }
        // our reading: too few nodes for n tasks, the least slowness with one task more first
        while (!kept.isEmpty() && capacity(kept) < n) {
            int best = 0;
            double least = Double.POSITIVE_INFINITY;
            for (int k = 0; k < kept.size(); k++) {
                Choice<C> c = kept.get(k);
                double slowness = c.candidate().slowness(c.tasks() + 1);
                if (slowness < least || slowness == least && c.position() < kept.get(best).position()) {
                    best = k;
                    least = slowness;
                }
            }
            Choice<C> c = kept.get(best);
            kept.set(best, new Choice<>(c.candidate(), c.position(), least, c.tasks() + 1));
        }
        kept.sort(order);
        return kept;
    }

    /** candidates.last.slowness, infinite without candidates. */
    public static <C extends Candidate> double slowness(List<Choice<C>> kept) {
        return kept.isEmpty() ? Double.POSITIVE_INFINITY : kept.get(kept.size() - 1).slowness();
    }

    // STaRS Algorithm 7.7, GETMINSLOWNESS on a summary's functions with ESTIMATEZ of section 7.2.2
    public static double of(List<FspSampledFunction> functions, double memory, double disk, double length, long n) {
        List<Candidate> candidates = new ArrayList<>(functions.size());
        for (FspSampledFunction f : functions) {
            if (FspPolicy.fits(f, memory, disk)) {
                candidates.add(new Candidate() {
                    @Override
                    public int nodes() {
                        return f.count();
                    }

                    @Override
                    public double slowness(int tasks) {
                        return FspPolicy.estimate(f, length, tasks);
                    }
                });
            }
        }
        return slowness(choose(candidates, n));
    }

    // PURGE: the shortest prefix of the sorted list whose capacity reaches n
    private static <C extends Candidate> void purge(List<Choice<C>> kept, long n) {
        long capacity = 0;
        for (int k = 0; k < kept.size(); k++) {
            capacity += kept.get(k).capacity();
            if (capacity >= n) {
                kept.subList(k + 1, kept.size()).clear();
                return;
            }
        }
    }

    private static <C extends Candidate> long capacity(List<Choice<C>> kept) {
        long capacity = 0;
        for (Choice<C> c : kept) {
            capacity += c.capacity();
        }
        return capacity;
    }
}
