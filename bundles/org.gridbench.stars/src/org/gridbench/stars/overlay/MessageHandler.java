package org.gridbench.stars.overlay;

import org.gridbench.kernel.Simulation;

/** Receives a message once its destination has processed it (Celaya, section 8.2). */
@FunctionalInterface
public interface MessageHandler {
    void deliver(Simulation sim, int from, int to, int sizeBytes, int kind, Object payload);
}
