/** Periodic schedules built from the steady-state solution (Beaumont et al., section 3.2): rational rates, period and buffers. */
package org.gridbench.trees.periodic;
