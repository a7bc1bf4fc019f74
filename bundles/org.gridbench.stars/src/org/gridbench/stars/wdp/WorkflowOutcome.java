package org.gridbench.stars.wdp;

/**
 * What became of one measured workflow (section 8.6.2).
 *
 * @param id the submission order, from 0
 * @param submitter the submission node
 * @param submitted seconds
 * @param deadline seconds, from W_j (section 8.6.1)
 * @param allocated when its last sequence was allocated, NaN if never (given up)
 * @param finished when its last task ended, NaN if given up
 * @param speedUp the submitter's time alone over the execution time (section 8.6.2), NaN if given up
 */
public record WorkflowOutcome(long id, int submitter, double submitted, double deadline, double allocated,
        double finished, double speedUp) {

    public double allocationTime() {
        return allocated - submitted;
    }

    public boolean late() {
        return finished > deadline;
    }
}
