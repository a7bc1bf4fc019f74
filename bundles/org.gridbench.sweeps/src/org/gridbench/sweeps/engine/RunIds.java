package org.gridbench.sweeps.engine;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The stable id of a run: the first 16 hex digits of the SHA-256 of its experiment and parameters as canonical JSON
 * (names sorted, no spaces), so that the same point of any sweep gets the same id on any machine and in any order.
 */
public final class RunIds {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int HEX_DIGITS = 16;

    private RunIds() {
    }

    /** Whether {@code text} has the form of a run id, which names the run's file in a result folder. */
    public static boolean isRunId(String text) {
        return text.length() == HEX_DIGITS && text.chars().allMatch(c -> c >= '0' && c <= '9' || c >= 'a' && c <= 'f');
    }

    public static String of(String experiment, Map<String, JsonNode> identity) {
        return sha256(canonical(experiment, identity)).substring(0, HEX_DIGITS);
    }

    /** {@code {"experiment":"market","parameters":{"load":1.0,"policy":"PVR",...}}}, names in sorted order. */
    public static String canonical(String experiment, Map<String, JsonNode> identity) {
        ObjectNode root = JSON.createObjectNode().put("experiment", experiment);
        ObjectNode parameters = root.putObject("parameters");
        new TreeMap<>(identity).forEach(parameters::set);
        return root.toString();
    }

    public static String sha256(String text) {
        return sha256(text.getBytes(StandardCharsets.UTF_8));
    }

    public static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }
}
