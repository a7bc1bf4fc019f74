package org.gridbench.model.internal.rules;

import java.util.List;

import org.gridbench.model.scenario.Family;

/** What one family adds to a scenario after the header: its top-level sections and their rules. */
interface FamilyRules {

    /** The top-level fields this family allows besides the header, in the order they are usually written. */
    List<String> sections();

    void check(Fields scenario);

    static FamilyRules of(Family family) {
        return switch (family) {
            case MARKET -> new MarketRules();
            case STARS -> new StarsRules();
            case TREES -> new TreesRules();
        };
    }
}
