/**
 * Load balancing: create pools under a load balancer. Start at {@link dev.cloudsdk.loadbalancer.LoadBalancerClient}.
 *
 * <p>Parameters and return values are non-null unless their Javadoc says otherwise.
 */
package dev.cloudsdk.loadbalancer;
