/**
 * Fair share by slowness, the FSP policy (Celaya, chapter 7): the slowness function z_u(a) of an execution node as
 * constant, inverse and linear pieces (eq. 7.8), its exact algebra and integrals, and the (M, D, Z, v) sampled function.
 */
package org.gridbench.stars.fairness;
