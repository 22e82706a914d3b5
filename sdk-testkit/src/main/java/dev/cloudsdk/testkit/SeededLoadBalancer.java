package dev.cloudsdk.testkit;

import java.util.List;
import java.util.UUID;

/**
 * A load balancer seeded into the emulator.
 *
 * @param id the load balancer id, the path value of Create pool
 * @param region the region it lives in
 * @param listenerIds its listeners, valid {@code listener_id} values of Create pool
 */
public record SeededLoadBalancer(UUID id, String region, List<UUID> listenerIds) {
    /**
     * Copies the listener ids.
     *
     * @param id the load balancer id
     * @param region its region
     * @param listenerIds its listeners
     */
    public SeededLoadBalancer {
        listenerIds = List.copyOf(listenerIds);
    }
}
