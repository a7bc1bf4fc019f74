/** Availability summaries of the STaRS model (Celaya, section 3.2): sampled functions, their SUM, DIST and clustering. */
package org.gridbench.stars.availability;
