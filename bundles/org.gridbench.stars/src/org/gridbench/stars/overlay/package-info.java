/** The STaRS overlay (Celaya, section 3.1.3) and the network model of section 8.2. */
package org.gridbench.stars.overlay;
