package org.gridbench.kernel;

/** Something that happens at one instant of simulated time; it may schedule or cancel other events. */
@FunctionalInterface
public interface Event {
    void fire(Simulation sim);
}
