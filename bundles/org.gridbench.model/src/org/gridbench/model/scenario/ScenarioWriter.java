package org.gridbench.model.scenario;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

/**
 * Writes scenarios in one canonical text, so that saving an unchanged document changes no byte and a version-control
 * diff shows exactly what an edit did: 2-space indent, {@code "key": value}, one array element per line, fields in
 * document order, numbers in plain decimal digits ({@link PlainNumbers}), LF line endings and a final newline.
 */
public final class ScenarioWriter {

    private static final String INDENT = "  ";

    private ScenarioWriter() {
    }

    public static String toJson(ScenarioDocument document) {
        StringBuilder out = new StringBuilder();
        write(document.root(), 0, out);
        return out.append('\n').toString();
    }

    /** Saves atomically, keeping the previous version as {@code <name>.bak}; see {@link AtomicFiles#write}. */
    public static void save(ScenarioDocument document, Path file) throws IOException {
        AtomicFiles.write(file, toJson(document).getBytes(StandardCharsets.UTF_8));
    }

    private static void write(JsonNode node, int depth, StringBuilder out) {
        if (node.isObject() && !node.isEmpty()) {
            out.append("{\n");
            Iterator<Map.Entry<String, JsonNode>> members = node.properties().iterator();
            while (members.hasNext()) {
                Map.Entry<String, JsonNode> member = members.next();
                indent(depth + 1, out).append(TextNode.valueOf(member.getKey())).append(": ");
                write(member.getValue(), depth + 1, out);
                out.append(members.hasNext() ? ",\n" : "\n");
            }
            indent(depth, out).append('}');
        } else if (node.isArray() && !node.isEmpty()) {
            out.append("[\n");
            for (int i = 0; i < node.size(); i++) {
                indent(depth + 1, out);
                write(node.get(i), depth + 1, out);
                out.append(i + 1 < node.size() ? ",\n" : "\n");
            }
            indent(depth, out).append(']');
        } else if (node.isDouble()) {
            out.append(PlainNumbers.of(node.doubleValue()));
        } else {
            out.append(node);
        }
    }

    private static StringBuilder indent(int depth, StringBuilder out) {
        return out.append(INDENT.repeat(depth));
    }
}
