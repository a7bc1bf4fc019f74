package org.gridbench.model.market;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Task;
import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workflow.Workload;

import com.fasterxml.jackson.databind.JsonNode;

/** Jobs written out in a checked scenario: tasks whose {@code after} ids become predecessor indices. */
final class JobsSection {

    private JobsSection() {
    }

    static Workload read(JsonNode jobs) {
        List<Job> read = new ArrayList<>();
        for (JsonNode job : jobs) {
            read.add(new Job(job.get("id").textValue(), job.get("arrival").longValue(), tasks(job.get("tasks")),
                    valueCurve(job.get("valueCurve"))));
        }
        return new Workload(read);
    }

    private static List<Task> tasks(JsonNode tasks) {
        Map<String, Integer> index = new HashMap<>();
        tasks.forEach(task -> index.put(task.get("id").textValue(), index.size()));
        List<Task> read = new ArrayList<>();
        for (JsonNode task : tasks) {
            List<Integer> predecessors = new ArrayList<>();
            task.path("after").forEach(id -> predecessors.add(index.get(id.textValue())));
            read.add(new Task(task.get("id").textValue(), task.get("exec").intValue(), task.get("cores").intValue(),
                    task.get("kind").textValue(), predecessors.stream().distinct().toList()));
        }
        return read;
    }

    /** A value curve as written: vMax, the deadlines and the [slr, value] points between them. */
    static ValueCurve valueCurve(JsonNode curve) {
        List<ValueCurve.Point> points = new ArrayList<>();
        curve.path("points").forEach(point -> points.add(new ValueCurve.Point(point.get(0).doubleValue(),
                point.get(1).doubleValue())));
        return new ValueCurve(curve.get("vMax").doubleValue(), curve.get("dInitial").doubleValue(),
                curve.get("dFinal").doubleValue(), points);
    }
}
