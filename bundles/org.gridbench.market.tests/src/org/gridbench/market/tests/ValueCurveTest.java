package org.gridbench.market.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.gridbench.model.workflow.ValueCurve;
import org.gridbench.model.workflow.ValueCurve.Point;
import org.junit.jupiter.api.Test;

/** Algorithms 1 and 2 (value, factor) and the integral of Algorithm 4, by hand on the knots (2,100) (3,60) (4,20) (6,0). */
class ValueCurveTest {
    private static final ValueCurve CURVE = new ValueCurve(100, 2, 6, List.of(new Point(3, 60), new Point(4, 20)));

    @Test
    void valueIsVMaxUpToTheInitialDeadline() {
        assertEquals(100, CURVE.value(0.5));
        assertEquals(100, CURVE.value(1));
        assertEquals(100, CURVE.value(2));
    }

    @Test
    void valueInterpolatesBetweenThePoints() {
        assertEquals(80, CURVE.value(2.5), 1e-12);
        assertEquals(60, CURVE.value(3), 1e-12);
        assertEquals(40, CURVE.value(3.5), 1e-12);
        assertEquals(10, CURVE.value(5), 1e-12);
    }

    @Test
    void valueIsZeroFromTheFinalDeadlineOn() {
        assertEquals(0, CURVE.value(6));
        assertEquals(0, CURVE.value(9));
    }

    @Test
    void factorIsTheValueAsAFractionOfVMax() {
        assertEquals(1, CURVE.factor(1.5));
        assertEquals(0.8, CURVE.factor(2.5), 1e-12);
        assertEquals(0.1, CURVE.factor(5), 1e-12);
        assertEquals(0, CURVE.factor(7));
    }

    // Trapezoids: [2,3] (100+60)/2 = 80, [3,4] (60+20)/2 = 40, [4,6] (20+0)/2 x 2 = 20; 140 in all from D_initial.
    @Test
    void areaFromTheInitialDeadlineIsTheSumOfTheTrapezoids() {
        assertEquals(140, CURVE.areaFrom(2), 1e-12);
    }

    // The flat part before D_initial counts: 100 x (2 - 1) + 140.
    @Test
    void areaFromBeforeTheInitialDeadlineAddsTheFlatPart() {
        assertEquals(240, CURVE.areaFrom(1), 1e-12);
    }

    // [2.5,3]: (80+60)/2 x 0.5 = 35, then 40 + 20; [5,6]: (10+0)/2 x 1 = 5.
    @Test
    void areaFromInsideAPieceCutsThatPiece() {
        assertEquals(95, CURVE.areaFrom(2.5), 1e-12);
        assertEquals(60, CURVE.areaFrom(3), 1e-12);
        assertEquals(5, CURVE.areaFrom(5), 1e-12);
    }

    @Test
    void areaFromTheFinalDeadlineOnIsZero() {
        assertEquals(0, CURVE.areaFrom(6));
        assertEquals(0, CURVE.areaFrom(8));
    }

    // Without points the curve falls straight from (2,10) to (4,0): value(3) = 5, area from 3 = 2.5, from 0.5 = 15 + 10.
    @Test
    void aCurveWithoutPointsFallsInOneLine() {
        ValueCurve straight = new ValueCurve(10, 2, 4, List.of());
        assertEquals(5, straight.value(3), 1e-12);
        assertEquals(2.5, straight.areaFrom(3), 1e-12);
        assertEquals(25, straight.areaFrom(0.5), 1e-12);
    }

    @Test
    void areaFromAgreesWithNumericalIntegrationOfValue() {
        SplittableRandom random = new SplittableRandom(3);
        for (int c = 0; c < 50; c++) {
            ValueCurve curve = randomCurve(random);
            double from = 1 + 9 * random.nextDouble();
            assertEquals(midpointIntegral(curve, from), curve.areaFrom(from), 1e-6 * curve.vMax(), curve + " from " + from);
        }
    }

    private static double midpointIntegral(ValueCurve curve, double from) {
        int steps = 200_000;
        double width = (curve.dFinal() - from) / steps;
        double sum = 0;
        for (int i = 0; i < steps; i++) {
            sum += curve.value(from + (i + 0.5) * width);
        }
        return Math.max(0, sum * width);
    }

    private static ValueCurve randomCurve(SplittableRandom random) {
        double dInitial = 2 + 2 * random.nextDouble();
        double dFinal = 6 + 4 * random.nextDouble();
        double vMax = 1 + 1000 * random.nextDouble();
        int n = random.nextInt(11);
        List<Point> points = new ArrayList<>();
        double value = vMax;
        for (int i = 1; i <= n; i++) {
            value *= random.nextDouble();
            points.add(new Point(dInitial + i * (dFinal - dInitial) / (n + 1), value));
        }
        return new ValueCurve(vMax, dInitial, dFinal, points);
    }
}
