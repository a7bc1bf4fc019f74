package org.gridbench.stars.local;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The queue of an FSP execution node (Celaya, section 7.2.1): the running task, never pre-empted, then the waiting
 * tasks in the order that minimises their maximum slowness. A snapshot at time {@code now}; inserting tasks gives a new
 * snapshot.
 *
 * <p>Slowness (eq. 7.2): z = (e - r) / a for a task released at r that ends at e, where a is the task length in MFLOP
 * (the computation, as in the DP queue), not a time: the stretch (e - r) / t_R with t_R = a / s_max, divided by s_max.
 * So z is in seconds per MFLOP, the inverse of the speed the task's application effectively got. The tasks of one
 * application share r and a, so their application's slowness, set by its last task, is the maximum over its tasks;
 * the maximum over tasks is therefore the maximum over applications.
 *
 * <p>Our readings: the waiting tasks start when the running task ends (or now); the running task's slowness is fixed
 * and counts in {@link #maxSlowness()}, but the search of Algorithm 7.2 orders the waiting tasks only, so that they
 * get the least maximum among themselves even when the running task sets the node's maximum.
 */
public final class SlownessQueue {

    /** A task released at {@code release} with {@code length} MFLOP. */
    public record Task(double release, double length) {

        public Task {
            if (!Double.isFinite(release) || !(length > 0) || !Double.isFinite(length)) {
                throw new IllegalArgumentException("a task needs a finite release and a positive length: " + release
                        + ", " + length);
            }
        }

        // STaRS eq. 7.3: delta = r + z a, the deadline that gives this task the slowness z
        double deadline(double z) {
            return release + z * length;
        }
    }

    private final double now;
    private final double speed;
    private final Task running;
    private final double runningEnd;
    private final Task[] order;
    private final double[] ends;

    private SlownessQueue(double now, double speed, Task running, double runningEnd, Task[] waiting) {
        if (!(speed > 0)) {
            throw new IllegalArgumentException("a node's speed must be positive: " + speed);
        }
        this.now = now;
        this.speed = speed;
        this.running = running;
        this.runningEnd = running == null ? now : Math.max(now, runningEnd);
        this.order = sortMinSlowness(waiting, this.runningEnd, speed);
        this.ends = ends(order, this.runningEnd, speed);
    }

    /** A node with nothing to run. */
    public static SlownessQueue idle(double now, double speed) {
        return new SlownessQueue(now, speed, null, now, new Task[0]);
    }

    /** A node running nothing, with these waiting tasks (given in arrival order, which breaks deadline ties). */
    public static SlownessQueue of(double now, double speed, List<Task> waiting) {
        return new SlownessQueue(now, speed, null, now, waiting.toArray(Task[]::new));
    }

    /** A node running {@code running} until {@code runningEnd}, with these waiting tasks in arrival order. */
    public static SlownessQueue of(double now, double speed, Task running, double runningEnd, List<Task> waiting) {
        return new SlownessQueue(now, speed, running, runningEnd, waiting.toArray(Task[]::new));
    }

    // STaRS Algorithm 7.1: z_ij = (r_j - r_i) / (a_i - a_j) for every pair with a_i != a_j, the non-negative ones, sorted;
    // the tasks of one application are equal and add no value of their own, so each distinct task is taken once
    private static double[] boundaries(Task[] tasks) {
        return distinctBoundaries(new LinkedHashSet<>(Arrays.asList(tasks)).toArray(Task[]::new));
    }

    // Algorithm 7.1 on tasks already distinct
    private static double[] distinctBoundaries(Task[] distinct) {
        double[] b = new double[distinct.length * distinct.length];
        int n = 0;
        for (int i = 0; i < distinct.length; i++) {
            for (int j = i + 1; j < distinct.length; j++) {
                double da = distinct[i].length - distinct[j].length;
                if (da != 0) {
                    double z = (distinct[j].release - distinct[i].release) / da;
                    if (z >= 0) {
                        b[n++] = z;
                    }
                }
            }
        }
        Arrays.sort(b, 0, n);
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (kept == 0 || Double.compare(b[i], b[kept - 1]) != 0) {
                b[kept++] = b[i];
            }
        }
        return Arrays.copyOf(b, kept);
    }

    // STaRS Algorithm 7.2: binary search over the orders between consecutive boundary values; 0 and an unbounded last
    // range close the list, z = 0 is never feasible since every task ends after its release. Inside a range no two
    // different tasks have equal deadlines, so the equal tasks of one application stay together in arrival order:
    // the search sorts one group per distinct task and spreads the groups out at the end.
    private static Task[] sortMinSlowness(Task[] tasks, double start, double speed) {
        Group[] groups = Group.of(tasks);
        Task[] distinct = Arrays.stream(groups).map(Group::task).toArray(Task[]::new);
        double[] b = distinctBoundaries(distinct);
        double[] points = new double[b.length + 1];
        System.arraycopy(b, 0, points, b.length > 0 && b[0] == 0 ? 0 : 1, b.length);
        int count = b.length > 0 && b[0] == 0 ? b.length : b.length + 1;
        int lo = 0;
        int hi = count;
        while (lo + 1 < hi) {
            int mid = (lo + hi) / 2;
            Group[] sorted = sortBySlowness(groups, inside(points, count, mid));
            if (meetDeadlines(sorted, start, speed, points[mid])) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return Group.spread(sortBySlowness(groups, inside(points, count, lo)), tasks.length);
    }

    /** Equal tasks (one application's) in their arrival order, under their first arrival. */
    private record Group(Task task, List<Task> instances) {

        static Group[] of(Task[] tasks) {
            Map<Task, Group> groups = new LinkedHashMap<>();
            for (Task t : tasks) {
                groups.computeIfAbsent(t, key -> new Group(key, new ArrayList<>())).instances.add(t);
            }
            return groups.values().toArray(Group[]::new);
        }

        static Task[] spread(Group[] groups, int size) {
            Task[] tasks = new Task[size];
            int k = 0;
            for (Group g : groups) {
                for (Task t : g.instances) {
                    tasks[k++] = t;
                }
            }
            return tasks;
        }
    }

    // a slowness strictly between boundary i and the next one (past the last one when there is none)
    private static double inside(double[] points, int count, int i) {
        return i + 1 < count ? (points[i] + points[i + 1]) / 2 : 2 * points[i] + 1;
    }

    // STaRS Algorithm 7.3: deadlines r + z a, then EDF; a stable sort keeps arrival order between equal deadlines
    private static Group[] sortBySlowness(Group[] groups, double z) {
        Group[] sorted = groups.clone();
        Arrays.sort(sorted, Comparator.comparingDouble(g -> g.task().deadline(z)));
        return sorted;
    }

    // STaRS Algorithm 7.4: run the tasks back to back from start; each must end by r + z a (the last of a group ends
    // latest, with the group's deadline)
    private static boolean meetDeadlines(Group[] groups, double start, double speed, double z) {
        double b = start;
        for (Group g : groups) {
            for (int i = 0; i < g.instances().size(); i++) {
                b += g.task().length / speed;
            }
            if (b > g.task().deadline(z)) {
                return false;
            }
        }
        return true;
    }

    // STaRS Algorithm 7.4 on tasks in a given order
    private static boolean meetDeadlines(Task[] tasks, double start, double speed, double z) {
        double b = start;
        for (Task t : tasks) {
            b += t.length / speed;
            if (b > t.deadline(z)) {
                return false;
            }
        }
        return true;
    }

    private static double[] ends(Task[] tasks, double start, double speed) {
        double[] e = new double[tasks.length];
        double b = start;
        for (int j = 0; j < tasks.length; j++) {
            b += tasks[j].length / speed;
            e[j] = b;
        }
        return e;
    }

    /** The boundary values of Algorithm 7.1 for the waiting tasks: the slownesses at which two of them swap. */
    public double[] boundaries() {
        return boundaries(order);
    }

    /** Algorithm 7.4 on the current order: whether every waiting task reaches at most slowness z. */
    public boolean meetsDeadlines(double z) {
        return meetDeadlines(order, start(), speed, z);
    }

    /** This queue with {@code tasks} copies of this task (one application) arrived and the queue sorted again. */
    public SlownessQueue insert(Task task, int tasks) {
        List<Task> waiting = new ArrayList<>(Arrays.asList(order));
        for (int i = 0; i < tasks; i++) {
            waiting.add(task);
        }
        return new SlownessQueue(now, speed, running, runningEnd, waiting.toArray(Task[]::new));
    }

    /** The waiting tasks in execution order. */
    public List<Task> order() {
        return List.of(order);
    }

    /** The position of this very task instance in {@link #order()}, -1 if absent. */
    public int positionOf(Task task) {
        for (int j = 0; j < order.length; j++) {
            if (order[j] == task) {
                return j;
            }
        }
        return -1;
    }

    /** When waiting task j ends. */
    public double end(int j) {
        return ends[j];
    }

    // STaRS eq. 7.2: z = (e - r) / a of waiting task j
    public double slowness(int j) {
        return (ends[j] - order[j].release) / order[j].length;
    }

    /** The slowness of the running task, which is fixed. */
    public Optional<Double> runningSlowness() {
        return running == null ? Optional.empty() : Optional.of((runningEnd - running.release) / running.length);
    }

    /** The minimum maximum slowness of Algorithm 7.2, with the running task's (0 for an idle node). */
    public double maxSlowness() {
        double max = runningSlowness().orElse(0.0);
        for (int j = 0; j < order.length; j++) {
            max = Math.max(max, slowness(j));
        }
        return max;
    }

    public double now() {
        return now;
    }

    public double speed() {
        return speed;
    }

    /** When the waiting tasks start: the end of the running task, or now. */
    public double start() {
        return runningEnd;
    }

    public int waiting() {
        return order.length;
    }
}
