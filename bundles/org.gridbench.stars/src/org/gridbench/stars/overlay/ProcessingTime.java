package org.gridbench.stars.overlay;

/** How long a node spends processing a received message before its handler sees it (Celaya, section 8.2). */
@FunctionalInterface
public interface ProcessingTime {

    /** Seconds the receive queue of {@code to} is held by this message. */
    double time(int to, int sizeBytes, int kind, Object payload);
}
