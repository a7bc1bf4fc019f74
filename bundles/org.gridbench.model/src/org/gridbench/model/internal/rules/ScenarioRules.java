package org.gridbench.model.internal.rules;

import java.util.ArrayList;
import java.util.List;

import org.gridbench.model.internal.json.FieldPath;
import org.gridbench.model.internal.json.LocatedTree;
import org.gridbench.model.scenario.OptionalField;
import org.gridbench.model.scenario.Problem;

/** Checks a parsed scenario against the format: the header, then the sections of its family. */
public final class ScenarioRules {

    private ScenarioRules() {
    }

    /** Every problem of the document in file order; empty when it is a valid scenario. */
    public static List<Problem> check(LocatedTree tree, String source) {
        return rules(tree, source).sorted();
    }

    /** The optional fields the document leaves out where the format allows them. */
    public static List<OptionalField> absent(LocatedTree tree) {
        return rules(tree, "").absent();
    }

    private static Problems rules(LocatedTree tree, String source) {
        Problems problems = new Problems(source, tree);
        Fields scenario = new Fields(tree.root(), FieldPath.ROOT, problems);
        if (scenario.isOtherFormat(SweepRules.FORMAT, "a sweep document, not a scenario file (a sweep runs from its"
                + " editor or with ./gridbench sweep run)")) {
            return problems;
        }
        HeaderRules.check(scenario).ifPresent(family -> {
            FamilyRules rules = FamilyRules.of(family);
            List<String> allowed = new ArrayList<>(HeaderRules.FIELDS);
            allowed.addAll(rules.sections());
            scenario.rejectUnknown(allowed);
            rules.check(scenario);
        });
        return problems;
    }
}
