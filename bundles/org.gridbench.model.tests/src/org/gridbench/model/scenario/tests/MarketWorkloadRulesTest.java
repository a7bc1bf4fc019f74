package org.gridbench.model.scenario.tests;

import static org.gridbench.model.scenario.tests.Scenarios.MARKET;
import static org.gridbench.model.scenario.tests.Scenarios.assertProblems;
import static org.gridbench.model.scenario.tests.Scenarios.replace;

import org.junit.jupiter.api.Test;

/** The market workload given by a generator or an import, the market options, and tasks that fit no cluster. */
class MarketWorkloadRulesTest {

    static final String GENERATOR = """
            {"format": "gridbench-scenario", "version": 1, "family": "market", "seed": 1,
             "platform": {"ccr": 0.2, "clusters": [
               {"id": "C1", "cores": 64, "kind": "Kind1"},
               {"id": "C2", "cores": 64, "kind": "Kind2"}]},
             "workload": {"generator": {"jobs": 10, "load": 0.9}}}
            """;

    static final String IMPORT = """
            {"format": "gridbench-scenario", "version": 1, "family": "market", "seed": 1,
             "platform": {"ccr": 0.2, "clusters": [{"id": "C1", "cores": 64, "kind": "Kind1"}]},
             "workload": {"import": {"file": "w.xml", "format": "dax", "copies": 3, "load": 1.2}}}
            """;

    @Test
    void generatorAndImportScenariosAreValid() {
        Scenarios.parse(GENERATOR);
        Scenarios.parse(IMPORT);
        Scenarios.parse(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"profile\": \"flat\", \"minTasks\": 1, "
                + "\"maxTasks\": 1, \"kinds\": [{\"kind\": \"Kind2\", \"weight\": 1}], \"maxCores\": 64"));
        Scenarios.parse(replace(IMPORT, "\"copies\": 3, \"load\": 1.2", "\"arrivals\": [0, 60], \"kinds\": "
                + "[{\"category\": \"map\", \"kind\": \"Kind1\"}], \"defaultKind\": \"Kind1\""));
    }

    @Test
    void taskNeedsNoMoreCoresThanTheLargestClusterOfItsKind() {
        assertProblems(replace(MARKET, "\"exec\": 1, \"cores\": 1, \"kind\": \"Kind1\"}", "\"exec\": 1, \"cores\": 5, \"kind\": \"Kind1\"}"),
                "5:36: workload.jobs[0].tasks[0].cores: must be at most the cores of the largest cluster of kind "
                        + "\"Kind1\" (4), found 5");
    }

    @Test
    void loadMustBeAtLeastAMillionthSoThatArrivalsStayOnTheClock() {
        String rule = "must be at least 0.000001 (10^-6): a lower load spreads the arrivals past the ticks the clock"
                + " holds exactly";
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0"),
                "5:49: workload.generator.load: " + rule + ", found 0");
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 1e-20"),
                "5:49: workload.generator.load: " + rule + ", found 1.0E-20");
        assertProblems(replace(IMPORT, "\"load\": 1.2", "\"load\": -1.2"),
                "3:81: workload.import.load: " + rule + ", found -1.2");
        Scenarios.parse(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.000001"));
    }

    /**
     * Found auditing bad input: a generator's valueDensity of 1e308, or maxDFinal of 1.7e308, validated, then a PVR run
     * failed on a bid of Infinity (exit 1). vMax is valueDensity x a job's core-minutes, here (job-level, the paper's
     * ranges) at most 523,428 + 20 x (128 - 1) = 525,968; it must stay below 10^298 and vMax x D_final finite, as for a
     * curve written in the file.
     */
    @Test
    void aGeneratorsValueDensityAndMaxDFinalKeepEveryVMaxAndBidFinite() {
        assertProblems(with("\"valueDensity\": 1e308"), "5:70: workload.generator.valueDensity: " + density("525968",
                "1.9012563501962096E292", "1.0E308"));
        assertProblems(with("\"maxDFinal\": 1.7e308"), "5:67: workload.generator.maxDFinal: "
                + area("525968", "3.417875488361109E302", "1.7E308"));
        Scenarios.parse(with("\"valueDensity\": 1.9e292"));
        Scenarios.parse(with("\"maxDFinal\": 3.4e302"));
        assertProblems(with("\"valueDensity\": 1e290, \"maxDFinal\": 1e20"), "5:90: workload.generator.maxDFinal: "
                + area("525968", "3417875488361.109", "1.0E20"));
    }

    /** Per-task, a job holds at most maxTasks x maxExec x maxCores core-minutes: 20 x 2,880 x 64 = 3,686,400. */
    @Test
    void aPerTaskGeneratorsDensityIsBoundedByItsOwnRanges() {
        assertProblems(with("\"model\": \"per-task\", \"valueDensity\": 1e292"), "5:91:"
                + " workload.generator.valueDensity: " + density("3686400", "2.712673611111111E291",
                        "1.0E292"));
        Scenarios.parse(with("\"model\": \"per-task\", \"valueDensity\": 2.7e291"));
        assertProblems(with("\"maxExec\": 1, \"maxCores\": 1, \"valueDensity\": 1e297"),
                "5:99: workload.generator.valueDensity: " + density("20", "5.0E296", "1.0E297"));
    }

    private static String density(String coreMinutes, String limit, String found) {
        return "must be less than 10^298 / " + coreMinutes + " (" + limit + "), so that vMax, valueDensity x a job's"
                + " core-minutes, is less than 10^298" + job(coreMinutes, found);
    }

    private static String area(String coreMinutes, String limit, String found) {
        return "must be at most the largest double / (valueDensity x " + coreMinutes + ") (" + limit + "): PVR bids"
                + " the area under a job's curve, up to vMax x D_final, which must be a finite number"
                + job(coreMinutes, found);
    }

    private static String job(String coreMinutes, String found) {
        return "; a job of this generator holds up to " + coreMinutes + " core-minutes, found " + found;
    }

    private static String with(String fields) {
        return replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, " + fields);
    }

    @Test
    void generatorNeedsJobsAndLoad() {
        assertProblems(replace(GENERATOR, "{\"jobs\": 10, \"load\": 0.9}", "{}"),
                "5:28: workload.generator.jobs: missing required field",
                "5:28: workload.generator.load: missing required field");
    }

    @Test
    void rangesMustNotBeEmpty() {
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"minTasks\": 8, \"maxTasks\": 6"),
                "5:81: workload.generator.maxTasks: must be at least minTasks (8), found 6");
    }

    @Test
    void aDefaultMustFitTheFieldsGiven() {
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"minTasks\": 30"),
                "5:28: workload.generator.maxTasks: defaults to 20, but it must be at least minTasks (30); give maxTasks");
    }

    @Test
    void maxCoresFitsTheLargestClusterOfEachKind() {
        String small = replace(replace(GENERATOR, "{\"id\": \"C2\", \"cores\": 64", "{\"id\": \"C2\", \"cores\": 32"),
                "\"load\": 0.9", "\"load\": 0.9, \"model\": \"per-task\"");
        Scenarios.parse(replace(small, ", \"model\": \"per-task\"", ""));
        assertProblems(small, "5:28: workload.generator.maxCores: defaults to 64, but it must be at most the cores of "
                + "the largest cluster of kind \"Kind2\" (32); give maxCores");
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"maxCores\": 100"),
                "5:66: workload.generator.maxCores: must be at most the cores of the largest cluster of kind \"Kind1\" "
                        + "(64), found 100");
    }

    @Test
    void givenCoreCountsFitTheLargestClusterOfEachKind() {
        Scenarios.parse(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"coreCounts\": [1, 8, 64]"));
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"coreCounts\": [1, 128, 0]"),
                "5:72: workload.generator.coreCounts[1]: must be at most the cores of the largest cluster of kind "
                        + "\"Kind1\" (64), found 128",
                "5:77: workload.generator.coreCounts[2]: must be at least 1, found 0");
    }

    @Test
    void theModelIsKnownAndOnlyItsOwnFieldsAreGiven() {
        Scenarios.parse(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"model\": \"per-task\", \"maxExec\": 60"));
        Scenarios.parse(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"minVolume\": 60, \"edgeFactor\": 0"));
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"model\": \"per-job\""),
                "5:63: workload.generator.model: unknown model \"per-job\"; expected \"job-level\" or \"per-task\"");
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"model\": \"job-level\", \"maxExec\": 60"),
                "5:87: workload.generator.maxExec: only the per-task model reads it, and this generator is job-level; "
                        + "give \"model\": \"per-task\" or remove maxExec");
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"maxExec\": 60, \"maxVolume\": 60"),
                "5:82: workload.generator.maxVolume: only the job-level model reads it, and this generator is per-task "
                        + "(per-task fields such as minExec make it per-task; job-level is the default); give "
                        + "\"model\": \"job-level\" or remove maxVolume");
    }

    @Test
    void defaultKindsNeedAClusterOfEach() {
        assertProblems(replace(GENERATOR, "\"kind\": \"Kind2\"", "\"kind\": \"Kind1\""),
                "5:28: workload.generator.kinds: defaults to \"Kind1\" (weight 0.8) and \"Kind2\" (weight 0.2), but no "
                        + "cluster is of kind \"Kind2\"; give the kinds of this platform");
    }

    @Test
    void givenKindsAreClusterKindsOnceEach() {
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"kinds\": [{\"kind\": \"Kind3\", "
                + "\"weight\": 1}, {\"kind\": \"Kind1\", \"weight\": 0}, {\"kind\": \"Kind1\", \"weight\": 2}]"),
                "5:73: workload.generator.kinds[0].kind: no cluster of kind \"Kind3\"",
                "5:124: workload.generator.kinds[1].weight: must be greater than 0, found 0",
                "5:137: workload.generator.kinds[2].kind: duplicate kind \"Kind1\"; first given by "
                        + "workload.generator.kinds[1]");
    }

    @Test
    void finalDeadlinesComeAfterInitialOnes() {
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"minDFinal\": 3"),
                "5:67: workload.generator.minDFinal: must be greater than maxDInitial (4), found 3");
    }

    @Test
    void countsFitA32BitInteger() {
        assertProblems(replace(GENERATOR, "\"jobs\": 10", "\"jobs\": 3000000000"),
                "5:37: workload.generator.jobs: must be at most the largest 32-bit integer (2147483647), "
                        + "found 3000000000");
    }

    @Test
    void unknownProfile() {
        assertProblems(replace(GENERATOR, "\"load\": 0.9", "\"load\": 0.9, \"profile\": \"daily\""),
                "5:65: workload.generator.profile: unknown profile \"daily\"; expected \"weekly\" or \"flat\"");
    }

    @Test
    void workloadIsGivenInExactlyOneWay() {
        assertProblems(replace(GENERATOR, "{\"generator\": {\"jobs\": 10, \"load\": 0.9}}", "{}"),
                "5:14: workload: expected one of \"jobs\", \"generator\" or \"import\"");
        assertProblems(replace(GENERATOR, "{\"generator\"", "{\"jobs\": [], \"generator\""),
                "5:40: workload.generator: not allowed with \"jobs\"; a workload is given by exactly one of \"jobs\", "
                        + "\"generator\" or \"import\"");
    }

    @Test
    void importNamesAKnownFormat() {
        assertProblems(replace(IMPORT, "\"dax\"", "\"xml\""),
                "3:53: workload.import.format: unknown format \"xml\"; expected \"wfformat\" or \"dax\"");
    }

    @Test
    void arrivalsExcludeCopiesAndLoad() {
        assertProblems(replace(IMPORT, "\"copies\": 3", "\"arrivals\": [0, -5], \"copies\": 3"),
                "3:76: workload.import.arrivals[1]: must be at least 0, found -5",
                "3:91: workload.import.copies: not allowed with \"arrivals\", which give one copy per arrival",
                "3:102: workload.import.load: not allowed with \"arrivals\", which give one copy per arrival");
    }

    @Test
    void profileNeedsALoad() {
        assertProblems(replace(IMPORT, "\"load\": 1.2", "\"profile\": \"weekly\""),
                "3:25: workload.import.load: missing required field");
    }

    @Test
    void mappedKindsAreClusterKinds() {
        assertProblems(replace(IMPORT, "\"load\": 1.2", "\"load\": 1.2, \"kinds\": [{\"category\": \"map\", \"kind\": "
                + "\"Kind2\"}, {\"category\": \"map\", \"kind\": \"Kind1\"}], \"defaultKind\": \"Kind9\""),
                "3:124: workload.import.kinds[0].kind: no cluster of kind \"Kind2\"",
                "3:147: workload.import.kinds[1].category: duplicate category \"map\"; first given by "
                        + "workload.import.kinds[0]",
                "3:188: workload.import.defaultKind: no cluster of kind \"Kind9\"");
    }

    @Test
    void marketOptionIsSingleOrPerKind() {
        assertProblems(replace(GENERATOR, "0.9}}}", "0.9}}, \"options\": {\"market\": \"double\"}}"),
                "5:78: options.market: unknown market \"double\"; expected \"per-kind\" or \"single\"");
    }
}
