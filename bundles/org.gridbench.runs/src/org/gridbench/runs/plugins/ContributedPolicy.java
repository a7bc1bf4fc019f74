package org.gridbench.runs.plugins;

import org.gridbench.runs.policies.PolicyExtensionPoint;

/** One policy a plug-in's {@code plugin.xml} contributes, as declared there (its class is not loaded). */
public record ContributedPolicy(PolicyExtensionPoint point, String id, String name, String className) {

    /** "market PVDC (Projected value density cubed)", as install and list print it. */
    public String describe() {
        return point.family().id() + " " + id + (name.equals(id) ? "" : " (" + name + ")");
    }
}
