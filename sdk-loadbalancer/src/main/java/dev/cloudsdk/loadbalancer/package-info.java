/**
 * Load balancing: create pools under a load balancer. Start at {@link dev.cloudsdk.loadbalancer.LoadBalancerClient}.
 *
 * <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
 * parameters, return values, record components and type arguments without {@code @Nullable} are never
 * {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
 * IntelliJ IDEA) check callers against them.
 */
@NullMarked
package dev.cloudsdk.loadbalancer;

import org.jspecify.annotations.NullMarked;
