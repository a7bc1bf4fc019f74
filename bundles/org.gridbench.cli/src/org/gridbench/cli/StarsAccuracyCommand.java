package org.gridbench.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.gridbench.model.scenario.HeapLimits;
import org.gridbench.runs.report.CsvTable;
import org.gridbench.stars.availability.Accuracy;
import org.gridbench.stars.availability.IbpPolicy;
import org.gridbench.stars.availability.MmpPolicy;
import org.gridbench.stars.availability.ScalarPolicy;

/** {@code stars-accuracy}: how much availability survives aggregation (Celaya, section 8.1, Figures 8.1-8.2). */
final class StarsAccuracyCommand implements Command {

    /**
     * Heap per node: its state and its summary up the tree, measured on 10^6 MMP nodes at SF_max 200 (fails at
     * -Xmx256m, runs at -Xmx384m; docs/limits.md).
     */
    private static final long BYTES_PER_NODE = 300;
    private static final Map<String, ScalarPolicy> POLICIES = Map.of("IBP", new IbpPolicy(), "MMP", new MmpPolicy());

    @Override
    public String name() {
        return "stars-accuracy";
    }

    @Override
    public String summary() {
        return "fraction of availability represented after aggregation (STaRS section 8.1)";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench stars-accuracy --policy IBP|MMP [--nodes N,N,...] [--sfmax K,K,...] [--seed S]

                Gives every node a uniform random state, aggregates the summaries pairwise up a balanced
                binary tree with clustering down to SF_max (Algorithm 3.1), and prints the fraction of the
                actual availability the root's summary still represents (docs/stars.md), as CSV:
                policy,nodes,sfmax,accuracy,parameter, one row per parameter of the policy (IBP: memory,
                disk; MMP: memory, disk, speed, queue end). Figure 8.1: --nodes 1024 --sfmax 10,20,50,100,200;
                Figure 8.2: --sfmax 200 --nodes 256,1024,4096,16384. Defaults: those of Figure 8.1, seed 1.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        Options options = Options.parse(name(), args, Set.of("--policy", "--nodes", "--sfmax", "--seed"), Set.of())
                .withoutArguments();
        String id = options.text("--policy", null);
        if (id == null) {
            throw new InputException("stars-accuracy: --policy is required: IBP or MMP");
        }
        ScalarPolicy policy = POLICIES.get(id);
        if (policy == null) {
            throw new InputException("stars-accuracy: --policy: unknown policy '" + id + "'; expected IBP or MMP");
        }
        List<Integer> nodes = wholeList(options, "--nodes", "1024", 2, "N must be at least 2");
        List<Integer> sfMax = wholeList(options, "--sfmax", "10,20,50,100,200", 1, "SF_max must be at least 1");
        long seed = options.whole("--seed", 1, Long.MIN_VALUE);
        Optional<String> tooMany = HeapLimits.refusal(Collections.max(nodes), "nodes' states and summaries",
                BYTES_PER_NODE);
        if (tooMany.isPresent()) {
            throw new InputException("stars-accuracy: --nodes: " + tooMany.get());
        }
        CsvTable table = new CsvTable(List.of("policy", "nodes", "sfmax", "accuracy", "parameter"));
        for (int n : nodes) {
            for (int k : sfMax) {
                Accuracy accuracy = Accuracy.of(policy, n, k, seed);
                for (int p = 0; p < accuracy.parameters().size(); p++) {
                    table.row(List.of(id, n, k, accuracy.fractions().get(p), accuracy.parameters().get(p)));
                }
            }
        }
        console.out().print(table.text());
        return Cli.OK;
    }

    private static List<Integer> wholeList(Options options, String name, String fallback, int min, String rule)
            throws InputException {
        List<Integer> values = new ArrayList<>();
        for (String part : options.text(name, fallback).split(",", -1)) {
            try {
                int value = Integer.parseInt(part.strip());
                if (value < min) {
                    throw new InputException("stars-accuracy: " + name + ": " + rule + ", found " + value);
                }
                if (values.contains(value)) {
                    throw options.repeated(name, part);
                }
                values.add(value);
            } catch (NumberFormatException e) {
                throw new InputException("stars-accuracy: " + name + ": '" + part.strip() + "' is not a whole number");
            }
        }
        return values;
    }
}
