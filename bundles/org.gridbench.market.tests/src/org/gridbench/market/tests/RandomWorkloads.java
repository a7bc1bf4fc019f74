package org.gridbench.market.tests;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.platform.Cluster;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workflow.ValueCurve.Point;
import org.gridbench.model.workflow.Workload;

/** Small random workloads that overload a small two-kind platform, so that jobs queue, compete and starve. */
final class RandomWorkloads {
    static final ClusterPlatform PLATFORM = new ClusterPlatform(List.of(new Cluster("C1", 16, "Kind1"),
            new Cluster("C2", 16, "Kind1"), new Cluster("C3", 8, "Kind2")), 0.2);

    private RandomWorkloads() {
    }

    static Workload overloaded(long seed, int jobs) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Job> list = new ArrayList<>();
        long arrival = 0;
        for (int j = 0; j < jobs; j++) {
            int n = 2 + random.nextInt(7);
            List<Task> tasks = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                List<Integer> predecessors = new ArrayList<>();
                for (int p = 0; p < i; p++) {
                    if (random.nextInt(3) == 0) {
                        predecessors.add(p);
                    }
                }
                tasks.add(new Task("T" + i, 1 + random.nextInt(60), 1 + random.nextInt(8),
                        random.nextInt(5) == 0 ? "Kind2" : "Kind1", predecessors));
            }
            list.add(new Job("J" + j, arrival, tasks, curve(random)));
            arrival += random.nextInt(25);
        }
        return new Workload(list);
    }

    private static ValueCurve curve(SplittableRandom random) {
        double dInitial = 2 + 2 * random.nextDouble();
        double dFinal = 6 + 4 * random.nextDouble();
        double vMax = 1 + random.nextInt(1000);
        int n = random.nextInt(5);
        List<Point> points = new ArrayList<>();
        double value = vMax;
        for (int i = 1; i <= n; i++) {
            value *= random.nextDouble();
            points.add(new Point(dInitial + i * (dFinal - dInitial) / (n + 1), value));
        }
        return new ValueCurve(vMax, dInitial, dFinal, points);
    }
}
