/** The API of demand-driven scheduling heuristics, contributed through the org.gridbench.trees.heuristics extension point. */
package org.gridbench.trees.heuristic;
