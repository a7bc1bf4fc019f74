package org.gridbench.trees.periodic;

import java.math.BigDecimal;
import java.math.BigInteger;

/** An exact fraction num/den with den > 0, always in lowest terms. */
public record Rational(BigInteger num, BigInteger den) implements Comparable<Rational> {

    public static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);

    public Rational {
        if (den.signum() <= 0) {
            throw new IllegalArgumentException("denominator must be > 0, found " + den);
        }
        BigInteger g = num.gcd(den);
        if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
            num = num.divide(g);
            den = den.divide(g);
        }
    }

    public static Rational of(long num, long den) {
        return new Rational(BigInteger.valueOf(num), BigInteger.valueOf(den));
    }

    /** The exact value of a finite double (every double is a dyadic rational). */
    public static Rational exact(double value) {
        BigDecimal d = new BigDecimal(value);
        return d.scale() <= 0 ? new Rational(d.toBigIntegerExact(), BigInteger.ONE)
                : new Rational(d.unscaledValue(), BigInteger.TEN.pow(d.scale()));
    }

    public Rational add(Rational o) {
        return new Rational(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
    }

    public Rational subtract(Rational o) {
        return add(new Rational(o.num.negate(), o.den));
    }

    public Rational multiply(Rational o) {
        return new Rational(num.multiply(o.num), den.multiply(o.den));
    }

    public Rational divide(Rational o) {
        if (o.num.signum() == 0) {
            throw new ArithmeticException("division by zero");
        }
        BigInteger d = den.multiply(o.num);
        return d.signum() < 0 ? new Rational(num.multiply(o.den).negate(), d.negate())
                : new Rational(num.multiply(o.den), d);
    }

    public int signum() {
        return num.signum();
    }

    public double doubleValue() {
        return new BigDecimal(num).divide(new BigDecimal(den), java.math.MathContext.DECIMAL64).doubleValue();
    }

    @Override
    public int compareTo(Rational o) {
        return num.multiply(o.den).compareTo(o.num.multiply(den));
    }

    @Override
    public String toString() {
        return num + "/" + den;
    }
}
