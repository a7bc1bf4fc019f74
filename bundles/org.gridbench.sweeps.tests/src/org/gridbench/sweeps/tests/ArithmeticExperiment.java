package org.gridbench.sweeps.tests;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.gridbench.sweeps.RunFailure;
import org.gridbench.sweeps.SweepExperiment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * An experiment whose results are known by hand: sum = a + b + seed, product = a x b; a run with a = 13 fails with
 * the message "thirteen". Counts its runs, so that tests see which runs were run again.
 */
final class ArithmeticExperiment implements SweepExperiment {

    final AtomicInteger runs = new AtomicInteger();

    @Override
    public String id() {
        return "arithmetic";
    }

    @Override
    public Map<String, JsonNode> defaults() {
        Map<String, JsonNode> defaults = new LinkedHashMap<>();
        defaults.put("a", null);
        defaults.put("b", IntNode.valueOf(10));
        defaults.put("seed", LongNode.valueOf(0));
        return defaults;
    }

    @Override
    public Optional<String> refusal(String parameter, JsonNode value, Map<String, JsonNode> fixed) {
        return value.isIntegralNumber() && value.intValue() >= 0 ? Optional.empty()
                : Optional.of("must be a whole number of at least 0, found " + value);
    }

    @Override
    public List<String> measures() {
        return List.of("sum", "product");
    }

    @Override
    public ObjectNode run(Map<String, JsonNode> p) throws RunFailure {
        runs.incrementAndGet();
        int a = p.get("a").intValue();
        if (a == 13) {
            throw new RunFailure("thirteen");
        }
        ObjectNode result = JsonNodeFactory.instance.objectNode();
        result.putObject("measures").put("sum", a + p.get("b").intValue() + p.get("seed").longValue())
                .put("product", a * p.get("b").intValue());
        return result;
    }
}
