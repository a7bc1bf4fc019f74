/** Workloads of the STaRS experiments (Celaya, section 8.2): the site-level model of Shmueli and Feitelson. */
package org.gridbench.stars.workload;
