package org.gridbench.model.scenario;

import org.gridbench.model.internal.json.TextFile;
import java.nio.file.Path;
import java.util.List;

import org.gridbench.model.internal.json.FieldPath;
import org.gridbench.model.internal.json.JsonSyntaxException;
import org.gridbench.model.internal.json.LocatedJson;
import org.gridbench.model.internal.json.LocatedTree;
import org.gridbench.model.internal.json.Position;
import org.gridbench.model.internal.rules.ScenarioRules;

/**
 * Reads scenario files. A text is either a complete valid scenario or a ScenarioException listing what is wrong: a
 * syntax error alone (nothing after it can be trusted), or every problem of a well-formed document in file order.
 */
public final class ScenarioReader {

    private ScenarioReader() {
    }

    /** Also removes what an interrupted save of this file left ({@link AtomicFiles#removeStaleTemporaries}). */
    public static ScenarioDocument read(Path file) throws ScenarioException {
        AtomicFiles.removeStaleTemporaries(file);
        return load(TextFile.read(file), file.toString(), file);
    }

    /** @param sourceName what problems name as their source, usually a file name */
    public static ScenarioDocument parse(String text, String sourceName) throws ScenarioException {
        return load(text, sourceName, null);
    }

    /** The optional fields a document leaves out where the format allows them, for an editor to offer. */
    public static List<OptionalField> absentOptionalFields(ScenarioDocument document) {
        try {
            return ScenarioRules.absent(LocatedJson.parseObject(ScenarioWriter.toJson(document)));
        } catch (JsonSyntaxException e) {
            throw new IllegalStateException("a document writes text that does not parse: " + e.getMessage(), e);
        }
    }

    /**
     * A problem at the value of {@code field} in a file that reads, for a check the format cannot make (a policy
     * installed here); at the document's opening brace when the field is absent.
     */
    public static Problem problemAt(Path file, String field, String message) throws ScenarioException {
        Position at = syntax(TextFile.read(file), file.toString()).valueAt(field);
        return new Problem(file.toString(), at.line(), at.column(), field, message);
    }

    private static ScenarioDocument load(String text, String sourceName, Path file) throws ScenarioException {
        LocatedTree tree = syntax(text, sourceName);
        if (MinimalTreeForm.matches(tree.root())) {
            MinimalTreeForm.completeHeader(tree.root());
        }
        List<Problem> problems = ScenarioRules.check(tree, sourceName);
        if (!problems.isEmpty()) {
            throw new ScenarioException(problems);
        }
        return new ScenarioDocument(tree.root(), file);
    }

    private static LocatedTree syntax(String text, String sourceName) throws ScenarioException {
        try {
            return LocatedJson.parseObject(text);
        } catch (JsonSyntaxException e) {
            Problem problem = new Problem(sourceName, e.position().line(), e.position().column(),
                    FieldPath.display(e.path()), e.getMessage());
            throw new ScenarioException(List.of(problem));
        }
    }
}
