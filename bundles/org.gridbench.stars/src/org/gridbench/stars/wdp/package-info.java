/**
 * The WDP engine (Celaya, chapter 6 and section 8.6): workflows submitted in stages of sequences, routed over the tree
 * overlay by Algorithm 6.3 on the hole summaries of section 6.3.1, run by EDF execution nodes that accept a part into
 * one of their holes (Figure 6.2). The building blocks it runs are in {@code org.gridbench.stars.workflow}.
 */
package org.gridbench.stars.wdp;
