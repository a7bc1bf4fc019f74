package org.gridbench.model.workload.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.gridbench.kernel.random.RandomStreams;
import org.gridbench.model.platform.ClusterPlatform;
import org.gridbench.model.workflow.Job;
import org.gridbench.model.workflow.Workload;
import org.gridbench.model.workload.LoadModel;
import org.gridbench.model.workload.RateProfile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Section V's load: arrivals that offer the target load, with busy working days and quiet nights and weekends. */
class LoadModelTest {

    private static final long CORES = ClusterPlatform.paperDefault().totalCores();
    private static final LoadModel WEEKLY = new LoadModel(RateProfile.weeklyCycle(), CORES);

    private static Workload atLoad(double load) {
        return WEEKLY.atLoad(Samples.JOBS, load, new RandomStreams(11));
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.7, 1.0, 1.4})
    void offeredLoadIsTheTargetWithinOnePercent(double load) {
        assertEquals(load, LoadModel.offeredLoad(atLoad(load), CORES), load * 0.01);
    }

    @Test
    void arrivalsAreSortedAndKeepTheJobOrder() {
        Workload workload = atLoad(1.0);
        List<Long> arrivals = workload.jobs().stream().map(Job::arrival).toList();
        assertEquals(arrivals.stream().sorted().toList(), arrivals);
        assertEquals(Samples.JOBS.stream().map(Job::id).toList(), workload.jobs().stream().map(Job::id).toList());
        assertTrue(arrivals.get(0) >= 0);
    }

    @Test
    void everyLoadMovesTheSameJobsOnlyInTime() {
        Workload light = atLoad(0.7);
        Workload heavy = atLoad(1.4);
        for (int i = 0; i < Samples.JOBS.size(); i++) {
            Job original = Samples.JOBS.get(i);
            assertEquals(original, light.jobs().get(i).arrivingAt(0));
            assertEquals(original, heavy.jobs().get(i).arrivingAt(0));
            assertTrue(heavy.jobs().get(i).arrival() <= light.jobs().get(i).arrival(), original.id());
        }
        long lightSpan = light.jobs().get(light.jobs().size() - 1).arrival();
        long heavySpan = heavy.jobs().get(heavy.jobs().size() - 1).arrival();
        assertEquals(2.0, lightSpan / (double) heavySpan, 0.001);
    }

    // The profile's weekday working-hour rate is 5 times its weekday night rate and 4 to 10 times its weekend rates.
    @Test
    void weekdayWorkingHoursAreDenserThanNightsAndWeekends() {
        Workload workload = atLoad(1.0);
        long span = workload.jobs().get(workload.jobs().size() - 1).arrival();
        assertTrue(span > 2 * RateProfile.TICKS_PER_WEEK, "span " + span);
        double working = perHour(workload, span, Period.WORKING);
        assertTrue(working > 3 * perHour(workload, span, Period.NIGHT), "working hours against nights");
        assertTrue(working > 3 * perHour(workload, span, Period.WEEKEND), "working hours against weekends");
    }

    @Test
    void aFlatProfileHasNoDailyCycle() {
        Workload workload = new LoadModel(RateProfile.flat(), CORES).atLoad(Samples.JOBS, 1.0, new RandomStreams(11));
        long span = workload.jobs().get(workload.jobs().size() - 1).arrival();
        double ratio = perHour(workload, span, Period.WORKING) / perHour(workload, span, Period.NIGHT);
        assertEquals(1, ratio, 0.25);
    }

    // At 70 % mean load the working hours offer 0.7 x 2.34 = 164 % of capacity: overloads come and go.
    @Test
    void workingHoursOverloadThePlatformEvenBelowSaturation() {
        Workload workload = atLoad(0.7);
        long span = workload.jobs().get(workload.jobs().size() - 1).arrival();
        long work = workload.jobs().stream().filter(job -> Period.WORKING.contains(job.arrival()))
                .mapToLong(job -> job.tasks().stream().mapToLong(task -> task.work()).sum()).sum();
        double capacity = CORES * RateProfile.TICKS_PER_HOUR * hours(span, Period.WORKING);
        assertTrue(work / capacity > 1.2, "working-hours load " + work / capacity);
    }

    @Test
    void rateProfileFollowsTheWeek() {
        RateProfile weekly = RateProfile.weeklyCycle();
        assertEquals(1.0, weekly.rate(10 * 60));
        assertEquals(0.2, weekly.rate(3 * 60));
        assertEquals(0.5, weekly.rate(24 * 60 + 18 * 60));
        assertEquals(0.25, weekly.rate(5 * 24 * 60 + 12 * 60));
        assertEquals(0.1, weekly.rate(6 * 24 * 60 + 23 * 60));
        assertEquals(weekly.rate(10 * 60), weekly.rate(RateProfile.TICKS_PER_WEEK + 10 * 60));
    }

    @Test
    void loadMustBePositive() {
        for (double load : new double[] {0, -0.5, Double.NaN}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> atLoad(load));
            assertEquals("load must be greater than 0, found " + load, e.getMessage());
        }
    }

    @Test
    void noJobsGiveAnEmptyWorkload() {
        assertEquals(List.of(), WEEKLY.atLoad(List.of(), 1.0, new RandomStreams(1)).jobs());
    }

    private enum Period {
        WORKING, NIGHT, WEEKEND;

        boolean contains(long tick) {
            long hourOfWeek = Math.floorMod(tick, RateProfile.TICKS_PER_WEEK) / RateProfile.TICKS_PER_HOUR;
            long day = hourOfWeek / 24;
            long hour = hourOfWeek % 24;
            return switch (this) {
                case WORKING -> day < 5 && hour >= 9 && hour < 17;
                case NIGHT -> day < 5 && (hour >= 20 || hour < 7);
                case WEEKEND -> day >= 5;
            };
        }
    }

    private static long hours(long span, Period period) {
        long hours = 0;
        for (long tick = 0; tick < span; tick += RateProfile.TICKS_PER_HOUR) {
            hours += period.contains(tick) ? 1 : 0;
        }
        return hours;
    }

    private static double perHour(Workload workload, long span, Period period) {
        long arrivals = workload.jobs().stream().filter(job -> period.contains(job.arrival())).count();
        return arrivals / (double) hours(span, period);
    }
}
