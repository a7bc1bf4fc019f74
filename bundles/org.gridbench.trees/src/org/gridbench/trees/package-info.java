/** The trees family: steady-state scheduling of bag-of-tasks applications on heterogeneous trees (Beaumont et al.). */
package org.gridbench.trees;
