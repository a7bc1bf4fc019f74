/** Piecewise-linear functions of time and their exact algebra, for the functional parameters of STaRS policies. */
package org.gridbench.stars.functional;
