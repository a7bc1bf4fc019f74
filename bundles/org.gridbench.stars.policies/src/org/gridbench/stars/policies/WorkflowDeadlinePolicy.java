package org.gridbench.stars.policies;

import org.gridbench.stars.wdp.WdpConfig;
import org.gridbench.stars.wdp.WdpSimulation;
import org.gridbench.stars.wdp.WdpWorkload;
import org.gridbench.stars.wdp.WorkflowPolicy;

/**
 * The Workflow Deadline Policy (Celaya, chapter 6): workflows submitted sequence by sequence, requests routed by
 * Algorithm 6.3 on the summaries of section 6.3.1, parts queued in the nodes' holes by EDF; its own engine,
 * {@link WdpSimulation}.
 */
public final class WorkflowDeadlinePolicy implements WorkflowPolicy {

    @Override
    public String id() {
        return "WDP";
    }

    @Override
    public WdpSimulation simulation(WdpConfig config, WdpWorkload workload, double[] speeds) {
        return new WdpSimulation(config, workload, speeds);
    }
}
