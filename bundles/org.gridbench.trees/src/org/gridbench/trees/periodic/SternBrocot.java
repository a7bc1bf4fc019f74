package org.gridbench.trees.periodic;

import java.math.BigInteger;

/**
 * Best rational approximations with a bounded denominator (section 3.2 needs rational rates): a Stern-Brocot descent
 * with runs of equal steps taken at once, so the cost is the length of the continued fraction of x.
 */
final class SternBrocot {

    private SternBrocot() {
    }

    /**
     * {lower, upper}: the largest fraction <= x and the smallest fraction >= x with denominators <= maxDen; upper is
     * null only while no fraction above x has been reached (x an integer is returned as both). Requires x >= 0.
     */
    static Rational[] bounds(Rational x, long maxDen) {
        BigInteger a = x.num();
        BigInteger b = x.den();
        BigInteger n = BigInteger.valueOf(maxDen);
        BigInteger pLo = BigInteger.ZERO;
        BigInteger qLo = BigInteger.ONE;
        BigInteger pHi = BigInteger.ONE;
        BigInteger qHi = BigInteger.ZERO;
        while (true) {
            if (b.multiply(pLo).equals(a.multiply(qLo))) {
                return new Rational[] {new Rational(pLo, qLo), new Rational(pLo, qLo)};
            }
            // largest k with (pLo + k pHi) / (qLo + k qHi) <= x and qLo + k qHi <= maxDen
            BigInteger k = a.multiply(qLo).subtract(b.multiply(pLo)).divide(b.multiply(pHi).subtract(a.multiply(qHi)));
            if (qHi.signum() > 0) {
                k = k.min(n.subtract(qLo).divide(qHi));
            }
            pLo = pLo.add(k.multiply(pHi));
            qLo = qLo.add(k.multiply(qHi));
            if (b.multiply(pLo).equals(a.multiply(qLo))) {
                return new Rational[] {new Rational(pLo, qLo), new Rational(pLo, qLo)};
            }
            // largest k with (pHi + k pLo) / (qHi + k qLo) > x and qHi + k qLo <= maxDen
            BigInteger gapHi = b.multiply(pHi).subtract(a.multiply(qHi));
            BigInteger gapLo = a.multiply(qLo).subtract(b.multiply(pLo));
            BigInteger m = gapHi.subtract(BigInteger.ONE).divide(gapLo).min(n.subtract(qHi).divide(qLo).max(BigInteger.ZERO));
            pHi = pHi.add(m.multiply(pLo));
            qHi = qHi.add(m.multiply(qLo));
            if (k.signum() == 0 && m.signum() == 0) {
                Rational upper = qHi.signum() > 0 && qHi.compareTo(n) <= 0 ? new Rational(pHi, qHi) : null;
                return new Rational[] {new Rational(pLo, qLo), upper};
            }
        }
    }
}
