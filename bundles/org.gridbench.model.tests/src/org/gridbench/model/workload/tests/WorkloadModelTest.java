package org.gridbench.model.workload.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import java.util.Set;

import org.gridbench.model.workload.WorkloadModel;
import org.junit.jupiter.api.Test;

/** The model a generator section names, or the one its fields imply. */
class WorkloadModelTest {

    @Test
    void aNamedModelWins() {
        assertEquals(WorkloadModel.PER_TASK, WorkloadModel.of(Optional.of("per-task"), Set.of()::contains));
        assertEquals(WorkloadModel.JOB_LEVEL, WorkloadModel.of(Optional.of("job-level"), Set.of("minExec")::contains));
    }

    @Test
    void perTaskFieldsKeepOldFilesPerTaskAndTheDefaultIsJobLevel() {
        assertEquals(WorkloadModel.PER_TASK, WorkloadModel.of(Optional.empty(), Set.of("jobs", "maxExec")::contains));
        assertEquals(WorkloadModel.JOB_LEVEL, WorkloadModel.of(Optional.empty(), Set.of("jobs", "load")::contains));
        assertEquals(WorkloadModel.JOB_LEVEL, WorkloadModel.of(Optional.empty(), Set.of("minVolume")::contains));
    }

    @Test
    void unknownModelsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> WorkloadModel.fromId("per-job"));
    }
}
