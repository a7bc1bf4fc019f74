/** The STaRS policies IBP and MMP (Celaya, chapters 3 and 4), contributed through {@code org.gridbench.stars.policies}. */
package org.gridbench.stars.policies;
