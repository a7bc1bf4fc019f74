package org.gridbench.stars.fairness;

import java.util.ArrayList;
import java.util.List;

/**
 * Piece joining of the FSP SUM (Celaya, section 7.3.1 and Figure 7.4): two adjacent pieces become one that covers the
 * same range, keeps the function's values at both ends and is never below it between them, until at most
 * {@code maxPieces} remain; the join that loses the least squared error goes first.
 *
 * <p>Our reading: the joined piece is the form of eq. 7.8 through both end values (chord + c psi, {@link
 * EndpointForms}) of least squared error among those above the function. h_c is above g iff c >= c* = max of
 * (g - chord) / psi, and past c* the error only grows (h - g >= 0 and psi >= 0), so c = c*. On each of the two pieces
 * (g - chord) / psi is a ratio of linear functions of a without a pole there, so monotone, and c* is the largest of
 * its four end values. A join may thus use u, v and w at once. The last piece, without a right endpoint, is never
 * joined, so at least two pieces remain.
 */
public final class UpperBound {

    private UpperBound() {
    }

    public static SlownessFunction reduce(SlownessFunction f, int maxPieces) {
        if (maxPieces < 2) {
            throw new IllegalArgumentException("the last piece is never joined, so at least two remain: " + maxPieces);
        }
        if (f.size() <= maxPieces) {
            return f;
        }
        List<SlownessPiece> pieces = new ArrayList<>(f.pieces());
        // joins[j] joins pieces j and j + 1; a join changes only the joins beside it
        List<Join> joins = new ArrayList<>(pieces.size() - 2);
        for (int j = 0; j + 2 < pieces.size(); j++) {
            joins.add(join(pieces, j));
        }
        while (pieces.size() > maxPieces) {
            int best = 0;
            for (int j = 1; j < joins.size(); j++) {
                if (joins.get(j).error < joins.get(best).error) {
                    best = j;
                }
            }
            pieces.set(best, joins.get(best).piece);
            pieces.remove(best + 1);
            joins.remove(best);
            if (best + 2 < pieces.size()) {
                joins.set(best, join(pieces, best));
            }
            if (best > 0) {
                joins.set(best - 1, join(pieces, best - 1));
            }
        }
        return SlownessFunction.of(pieces);
    }

    private static Join join(List<SlownessPiece> pieces, int j) {
        return join(pieces.get(j), pieces.get(j + 1), pieces.get(j + 2).start());
    }

    // STaRS Figure 7.4: p on [alpha, m) and q on [m, omega) joined into one piece above both, same end values
    static Join join(SlownessPiece p, SlownessPiece q, double omega) {
        double alpha = p.start();
        double m = q.start();
        double y1 = p.value(alpha);
        double y2 = q.value(omega);
        double s = (y2 - y1) / (omega - alpha);
        double ao = alpha * omega;
        // (p - chord) a = (a - alpha)(lambda a + mu), so (p - chord) / psi = alpha omega (lambda a + mu) / (omega - a)
        double lambda = p.v() - s;
        double mu = -p.u() / alpha;
        // (q - chord) a = (omega - a)(kappa a + nu), so (q - chord) / psi = alpha omega (kappa a + nu) / (a - alpha)
        double kappa = s - q.v();
        double nu = q.u() / omega;
        double cStar = ao * Math.max(Math.max((lambda * alpha + mu) / (omega - alpha), (lambda * m + mu) / (omega - m)),
                Math.max((kappa * m + nu) / (m - alpha), (kappa * omega + nu) / (omega - alpha)));
        SlownessPiece joined = EndpointForms.member(alpha, y1, omega, y2, cStar);
        return new Join(joined, SlownessIntegrals.ofSquaredDifference(joined, p, q, omega));
    }

    /** Pieces p and q replaced by {@code piece}, losing {@code error}. */
    record Join(SlownessPiece piece, double error) {
    }
}
