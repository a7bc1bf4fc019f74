/** The STaRS simulation (Celaya, chapter 3 and section 8.2): execution, submission and routing roles over the overlay. */
package org.gridbench.stars.sim;
