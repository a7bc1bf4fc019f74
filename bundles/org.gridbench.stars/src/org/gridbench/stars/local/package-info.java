/** Local scheduling policies of STaRS execution nodes (Celaya, section 3.1.2): the queue a node keeps. */
package org.gridbench.stars.local;
