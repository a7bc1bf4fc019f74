/**
 * The WDP policy, workflows with deadlines (Celaya, chapter 6): decomposition of a DAG into sequences of dependent
 * tasks (Algorithm 6.1), their startlines and deadlines, holes of availability between EDF-queued tasks (Figure 6.2),
 * the interval grids of Algorithm 6.2 and Table 6.1, the WDP availability summary and forwarding (Algorithm 6.3), and
 * the Fork-Join and Laplace models of section 8.6.
 */
package org.gridbench.stars.workflow;
