/** Implementation details of the trees family; not API. */
package org.gridbench.trees.internal;
