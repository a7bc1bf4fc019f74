package org.gridbench.stars.wdp;

/**
 * A STaRS policy for workflows with deadlines (Celaya, chapter 6), contributed to {@code org.gridbench.stars.policies}
 * as the task policies are. It has no sampled function for the task engine to aggregate, so it brings its own engine.
 */
public interface WorkflowPolicy {

    /** The id users type: {@code WDP}. */
    String id();

    /** The engine of one run: nodes of these speeds (MFLOPS), the workload's workflows (section 8.6). */
    WdpSimulation simulation(WdpConfig config, WdpWorkload workload, double[] speeds);
}
