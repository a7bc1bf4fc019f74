/** The optimal steady state of several bag-of-tasks applications on a tree: linear program 3 of Beaumont et al., solved with ojAlgo. */
package org.gridbench.trees.lp;
