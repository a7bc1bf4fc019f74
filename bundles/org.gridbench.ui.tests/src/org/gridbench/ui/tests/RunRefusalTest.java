package org.gridbench.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.gridbench.ui.run.RunRefusal;
import org.junit.jupiter.api.Test;

/**
 * The line a live view shows after Run was refused names the file once, then the problem's position and field: it
 * read "No run of X: it cannot run (X: field: ...)", the file a second time, as the problem's own first word.
 */
class RunRefusalTest {

    private static final Path FILE = Path.of("/work/space/edited.gridbench.json").toAbsolutePath().normalize();

    @Test
    void theLineNamesTheFileOnceAndKeepsThePositionAndTheField() {
        RunRefusal refusal = new RunRefusal(FILE, FILE + ":3:5: policy: missing; choose a bidding policy  (and 2 more)");
        assertEquals("No run of edited.gridbench.json: it cannot run (line 3, column 5: policy: missing; choose a"
                + " bidding policy  (and 2 more))", refusal.line());
    }

    @Test
    void aProblemWithNoPositionKeepsItsField() {
        RunRefusal refusal = new RunRefusal(FILE, FILE + ": workload.jobs: no job yet");
        assertEquals("No run of edited.gridbench.json: it cannot run (workload.jobs: no job yet)", refusal.line());
    }

    @Test
    void aProblemThatNamesAnotherFileIsLeftWhole() {
        RunRefusal refusal = new RunRefusal(FILE, "policies.jar:1:1: (file): not a policy plug-in");
        assertEquals("No run of edited.gridbench.json: it cannot run (policies.jar:1:1: (file): not a policy"
                + " plug-in)", refusal.line());
    }
}
