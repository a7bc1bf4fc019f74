package org.gridbench.model.scenario.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.gridbench.model.scenario.Plural;
import org.junit.jupiter.api.Test;

class PluralTest {

    @Test
    void oneTakesTheNounAloneEveryOtherCountAnS() {
        assertEquals("1 run", Plural.of(1, "run"));
        assertEquals("0 runs", Plural.of(0, "run"));
        assertEquals("1203 tasks", Plural.of(1203, "task"), "digits ungrouped");
        assertEquals("slot", Plural.noun(1, "slot"));
        assertEquals("slots", Plural.noun(2, "slot"));
    }

    @Test
    void aNounEndingInAConsonantsYTakesIes() {
        assertEquals("2 dependencies", Plural.of(2, "dependency"));
        assertEquals("1 dependency", Plural.of(1, "dependency"));
        assertEquals("keys", Plural.noun(3, "key"), "a vowel's y takes an s");
    }
}
