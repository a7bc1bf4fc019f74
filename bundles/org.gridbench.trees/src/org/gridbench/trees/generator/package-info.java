/** Random tree platforms and application sets of the paper's experiment (Beaumont et al., Appendix A2 and section 5). */
package org.gridbench.trees.generator;
