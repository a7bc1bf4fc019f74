package org.gridbench.stars.local;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
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
    /** Algorithm 7.1's boundary values of the waiting tasks, sorted and distinct. */
    private final double[] boundaries;
    /** The waiting tasks' groups in execution order, made on the first {@link #insert}. */
    private Group[] groupsInOrder;

    private SlownessQueue(double now, double speed, Task running, double runningEnd, Task[] waiting) {
        this(now, speed, running, runningEnd, Group.of(waiting), null);
    }

    // the groups in arrival order; their boundaries when known, null to compute them
    private SlownessQueue(double now, double speed, Task running, double runningEnd, Group[] groups,
            double[] boundaries) {
        if (!(speed > 0)) {
            throw new IllegalArgumentException("a node's speed must be positive: " + speed);
        }
        this.now = now;
        this.speed = speed;
        this.running = running;
        this.runningEnd = running == null ? now : Math.max(now, runningEnd);
        this.boundaries = boundaries != null ? boundaries
                : distinctBoundaries(Group.tasks(groups));
        this.order = sortMinSlowness(groups, this.boundaries, this.runningEnd, speed);
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
    private static double[] distinctBoundaries(Task[] distinct) {
        double[] b = new double[distinct.length * distinct.length];
        int n = 0;
        for (int i = 0; i < distinct.length; i++) {
            for (int j = i + 1; j < distinct.length; j++) {
                double z = boundary(distinct[i], distinct[j]);
                if (z >= 0) {
                    b[n++] = z;
                }
            }
        }
        Arrays.sort(b, 0, n);
        return Arrays.copyOf(b, distinctPrefix(b, n));
    }

    // Algorithm 7.1 once one new distinct task joins tasks whose boundaries are known: its pairs merged in
    private static double[] withBoundariesOf(double[] known, Task[] distinct, Task added) {
        double[] fresh = new double[distinct.length];
        int n = 0;
        for (Task t : distinct) {
            double z = boundary(t, added);
            if (z >= 0) {
                fresh[n++] = z;
            }
        }
        Arrays.sort(fresh, 0, n);
        double[] merged = new double[known.length + n];
        int i = 0;
        int j = 0;
        int k = 0;
        while (i < known.length || j < n) {
            merged[k++] = j == n || i < known.length && Double.compare(known[i], fresh[j]) <= 0 ? known[i++]
                    : fresh[j++];
        }
        return Arrays.copyOf(merged, distinctPrefix(merged, k));
    }

    // STaRS Algorithm 7.1: z_ij = (r_j - r_i) / (a_i - a_j), the same for either order of the pair (a zero without
    // sign); NaN when the lengths are equal
    private static double boundary(Task i, Task j) {
        double da = i.length - j.length;
        return da == 0 ? Double.NaN : (j.release - i.release) / da + 0.0;
    }

    // sorted values made distinct in place (by Double.compare, as the sort orders them); their new count
    private static int distinctPrefix(double[] sorted, int n) {
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (kept == 0 || Double.compare(sorted[i], sorted[kept - 1]) != 0) {
                sorted[kept++] = sorted[i];
            }
        }
        return kept;
    }

    // STaRS Algorithm 7.2: binary search over the orders between consecutive boundary values; 0 and an unbounded last
    // range close the list, z = 0 is never feasible since every task ends after its release. Inside a range no two
    // different tasks have equal deadlines, so the equal tasks of one application stay together in arrival order:
    // the search sorts one group per distinct task and spreads the groups out at the end.
    private static Task[] sortMinSlowness(Group[] groups, double[] b, double start, double speed) {
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
        return Group.spread(sortBySlowness(groups, inside(points, count, lo)));
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

        /** These groups once {@code copies} instances of {@code task} arrived: its group grown, or a new one last. */
        static Group[] with(Group[] groups, Task task, int copies) {
            if (copies <= 0) {
                return groups;
            }
            int at = 0;
            while (at < groups.length && !groups[at].task.equals(task)) {
                at++;
            }
            Group[] out = Arrays.copyOf(groups, Math.max(groups.length, at + 1));
            Group grown = at < groups.length ? new Group(groups[at].task, new ArrayList<>(groups[at].instances))
                    : new Group(task, new ArrayList<>());
            for (int i = 0; i < copies; i++) {
                grown.instances.add(task);
            }
            out[at] = grown;
            return out;
        }

        static Task[] tasks(Group[] groups) {
            return Arrays.stream(groups).map(Group::task).toArray(Task[]::new);
        }

        static Task[] spread(Group[] groups) {
            Task[] tasks = new Task[Arrays.stream(groups).mapToInt(g -> g.instances.size()).sum()];
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

    // STaRS Algorithm 7.3: deadlines r + z a, then EDF; arrival order breaks ties between equal deadlines
    private static Group[] sortBySlowness(Group[] groups, double z) {
        Deadline[] deadlines = new Deadline[groups.length];
        for (int i = 0; i < groups.length; i++) {
            deadlines[i] = new Deadline(groups[i].task().deadline(z), i);
        }
        Arrays.sort(deadlines);
        Group[] sorted = new Group[groups.length];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = groups[deadlines[i].arrival];
        }
        return sorted;
    }

    /** A group's deadline and its place in arrival order, which breaks ties. */
    private record Deadline(double at, int arrival) implements Comparable<Deadline> {

        @Override
        public int compareTo(Deadline o) {
            int c = Double.compare(at, o.at);
            return c != 0 ? c : Integer.compare(arrival, o.arrival);
        }
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
        return boundaries.clone();
    }

    /** Algorithm 7.4 on the current order: whether every waiting task reaches at most slowness z. */
    public boolean meetsDeadlines(double z) {
        for (int j = 0; j < order.length; j++) {
            if (ends[j] > order[j].deadline(z)) {
                return false;
            }
        }
        return true;
    }

    /** This queue with {@code tasks} copies of this task (one application) arrived and the queue sorted again. */
    public SlownessQueue insert(Task task, int tasks) {
        if (groupsInOrder == null) {
            groupsInOrder = Group.of(order);
        }
        Group[] groups = Group.with(groupsInOrder, task, tasks);
        double[] b = groups.length == groupsInOrder.length ? boundaries
                : withBoundariesOf(boundaries, Group.tasks(groupsInOrder), task);
        return new SlownessQueue(now, speed, running, runningEnd, groups, b);
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
