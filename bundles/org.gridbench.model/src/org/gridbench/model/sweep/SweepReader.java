package org.gridbench.model.sweep;

import java.nio.file.Path;
import java.util.List;

import org.gridbench.model.internal.json.FieldPath;
import org.gridbench.model.internal.json.JsonSyntaxException;
import org.gridbench.model.internal.json.LocatedJson;
import org.gridbench.model.internal.json.LocatedTree;
import org.gridbench.model.internal.json.TextFile;
import org.gridbench.model.internal.rules.SweepRules;
import org.gridbench.model.scenario.Problem;
import org.gridbench.model.scenario.ScenarioException;

/** Reads sweep documents as strictly as scenario files: every problem with its line, column and field, or a document. */
public final class SweepReader {

    private SweepReader() {
    }

    public static SweepDocument read(Path file) throws ScenarioException {
        return parse(TextFile.read(file), file.toString(), file);
    }

    /** @param file where the document lives, for a base scenario named relative to it; may be null */
    public static SweepDocument parse(String text, String sourceName, Path file) throws ScenarioException {
        LocatedTree tree;
        try {
            tree = LocatedJson.parseObject(text);
        } catch (JsonSyntaxException e) {
            throw new ScenarioException(List.of(new Problem(sourceName, e.position().line(), e.position().column(),
                    FieldPath.display(e.path()), e.getMessage())));
        }
        return SweepRules.read(tree, sourceName, file);
    }
}
