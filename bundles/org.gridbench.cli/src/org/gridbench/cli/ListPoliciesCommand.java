package org.gridbench.cli;

import java.util.List;

import org.eclipse.core.runtime.IExtensionRegistry;
import org.gridbench.runs.policies.PolicyCatalog;
import org.gridbench.runs.policies.PolicyContribution;

/** {@code list-policies}: one line per contribution to the policy extension points. */
final class ListPoliciesCommand implements Command {

    private final IExtensionRegistry registry;

    ListPoliciesCommand(IExtensionRegistry registry) {
        this.registry = registry;
    }

    @Override
    public String name() {
        return "list-policies";
    }

    @Override
    public String summary() {
        return "list the installed policies: family, id, name, contributing bundle";
    }

    @Override
    public String usage() {
        return """
                Usage: ./gridbench list-policies

                Prints one line per policy contributed to the extension points
                org.gridbench.market.biddingPolicies, org.gridbench.stars.policies and
                org.gridbench.trees.heuristics: family, id, name and contributing bundle,
                separated by tabs. The Policies view of the workbench shows the same list.
                """;
    }

    @Override
    public int run(List<String> args, Console console) throws InputException {
        if (!args.isEmpty()) {
            throw new InputException("list-policies: unexpected argument '" + args.get(0) + "'");
        }
        PolicyCatalog catalog = PolicyCatalog.read(registry);
        for (PolicyContribution c : catalog.contributions()) {
            console.out().println(String.join("\t", c.family().id(), c.id(), c.name(), c.bundle()));
        }
        catalog.problems().forEach(p -> console.err().println("list-policies: " + p));
        if (catalog.contributions().isEmpty()) {
            console.err().println("list-policies: no policies are installed");
        }
        return Cli.OK;
    }
}
