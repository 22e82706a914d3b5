package dev.cloudsdk.loadbalancer.model;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.cloudsdk.core.Crn;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * A load balancer pool. Scalar components are {@code null} when the server left them out; lists are never null.
 *
 * @param id the pool id
 * @param crn the resource name
 * @param name the name
 * @param description the description
 * @param provisioningStatus such as {@code ACTIVE}; the API does not list every value
 * @param operatingStatus such as {@code ONLINE}; the API does not list every value
 * @param protocolAsString the protocol exactly as sent; see {@link #protocol()}
 * @param lbAlgorithmAsString the algorithm exactly as sent; see {@link #lbAlgorithm()}
 * @param sessionPersistence the session persistence, or {@code null}
 * @param listeners the listeners the pool is attached to
 * @param members the pool's members
 * @param healthmonitorId the health monitor id, or {@code null}
 * @param loadBalancerId the owning load balancer
 * @param tags the tags
 * @param createdAt when the pool was created
 * @param updatedAt when the pool last changed
 */
public record Pool(@Nullable UUID id, @Nullable Crn crn, @Nullable String name, @Nullable String description,
                   @Nullable String provisioningStatus, @Nullable String operatingStatus,
                   @JsonProperty("protocol") @Nullable String protocolAsString,
                   @JsonProperty("lb_algorithm") @Nullable String lbAlgorithmAsString,
                   @Nullable SessionPersistence sessionPersistence, List<PoolResourceRef> listeners,
                   List<PoolResourceRef> members, @Nullable UUID healthmonitorId, @Nullable UUID loadBalancerId,
                   List<String> tags, @Nullable Instant createdAt, @Nullable Instant updatedAt) {

    /**
     * Turns absent lists into empty ones and copies the rest.
     *
     * @param id the pool id
     * @param crn the resource name
     * @param name the name
     * @param description the description
     * @param provisioningStatus such as {@code ACTIVE}; the API does not list every value
     * @param operatingStatus such as {@code ONLINE}; the API does not list every value
     * @param protocolAsString the protocol exactly as sent; see {@link #protocol()}
     * @param lbAlgorithmAsString the algorithm exactly as sent; see {@link #lbAlgorithm()}
     * @param sessionPersistence the session persistence, or {@code null}
     * @param listeners the listeners the pool is attached to
     * @param members the pool's members
     * @param healthmonitorId the health monitor id, or {@code null}
     * @param loadBalancerId the owning load balancer
     * @param tags the tags
     * @param createdAt when the pool was created
     * @param updatedAt when the pool last changed
     */
    public Pool {
        listeners = listeners == null ? List.of() : List.copyOf(listeners);
        members = members == null ? List.of() : List.copyOf(members);
        tags = tags == null ? List.of() : List.copyOf(tags);
    }

    /**
     * @return the protocol; {@link Protocol#UNKNOWN_TO_SDK_VERSION} for a value newer than this SDK, {@code null}
     *     when the server sent none
     */
    public @Nullable Protocol protocol() {
        return Protocol.fromValue(protocolAsString);
    }

    /**
     * @return the algorithm; {@link LbAlgorithm#UNKNOWN_TO_SDK_VERSION} for a value newer than this SDK, {@code null}
     *     when the server sent none
     */
    public @Nullable LbAlgorithm lbAlgorithm() {
        return LbAlgorithm.fromValue(lbAlgorithmAsString);
    }
}
