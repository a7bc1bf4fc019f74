package org.gridbench.sweeps.engine;

import java.util.Map;
import java.util.Optional;

/**
 * Shard {@code i} of {@code n} of a sweep, for Slurm job arrays: the runs whose canonical index is {@code i} modulo
 * {@code n}, so that every shard gets a share of each axis rather than a block of the slow end.
 */
public record Shard(int index, int count) {

    public static final Shard WHOLE = new Shard(0, 1);

    public Shard {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("a shard needs 0 <= i < n, found " + index + "/" + count);
        }
    }

    public boolean contains(int runIndex) {
        return runIndex % count == index;
    }

    public boolean whole() {
        return count == 1;
    }

    /**
     * {@code i/n}, or {@code slurm}: i from {@code SLURM_ARRAY_TASK_ID} minus {@code SLURM_ARRAY_TASK_MIN}, n from
     * {@code SLURM_ARRAY_TASK_COUNT}; a message for anything else.
     */
    public static Shard parse(String text, Map<String, String> environment) {
        if ("slurm".equals(text)) {
            int id = number(environment, "SLURM_ARRAY_TASK_ID");
            int min = Optional.ofNullable(environment.get("SLURM_ARRAY_TASK_MIN")).map(v -> number(environment,
                    "SLURM_ARRAY_TASK_MIN")).orElse(0);
            return new Shard(id - min, number(environment, "SLURM_ARRAY_TASK_COUNT"));
        }
        String[] parts = text.split("/", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("expected i/n (like 0/3) or slurm, found '" + text + "'");
        }
        try {
            return new Shard(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected i/n with whole numbers (like 0/3), found '" + text + "'");
        }
    }

    private static int number(Map<String, String> environment, String name) {
        String value = environment.get(name);
        if (value == null) {
            throw new IllegalArgumentException("slurm: " + name + " is not set; run inside a job array (sbatch"
                    + " --array) or give --shard i/n");
        }
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("slurm: " + name + " is '" + value + "', not a whole number");
        }
    }
}
