/** Task routing in the STaRS overlay (Celaya, section 3.3, Algorithms 3.2 and 4.1) and the centralized and random baselines (Appendix C). */
package org.gridbench.stars.routing;
