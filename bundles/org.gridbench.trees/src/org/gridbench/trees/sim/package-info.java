/** The demand-driven simulation of the paper's Figure 1 scheduler thread under the single-port full-overlap model. */
package org.gridbench.trees.sim;
