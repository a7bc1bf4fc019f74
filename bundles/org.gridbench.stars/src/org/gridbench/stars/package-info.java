/** The STaRS family's entry: the reader of its policy extension point (Celaya's STaRS, chapters 3-7). */
package org.gridbench.stars;
