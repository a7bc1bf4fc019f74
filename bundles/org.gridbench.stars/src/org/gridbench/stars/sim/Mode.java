package org.gridbench.stars.sim;

/** Who allocates tasks (Celaya, section 8.2): the STaRS overlay, a centralized scheduler with full knowledge, or chance. */
public enum Mode {
    DECENTRALIZED, CENTRALIZED, RANDOM
}
