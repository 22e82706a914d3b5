package dev.cloudsdk.loadbalancer.model;

import java.util.List;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The body of Create pool. {@code protocol} and {@code lbAlgorithm} are required; every other component is
 * optional and, when {@code null}, left out of the body.
 *
 * <pre>{@code
 * CreatePoolRequest.builder().name("web").protocol(Protocol.HTTP).lbAlgorithm(LbAlgorithm.ROUND_ROBIN).build();
 * }</pre>
 *
 * <p>Make one with {@link #builder()}: the canonical constructor is not covered by the compatibility promise,
 * since a new optional field adds a component and changes it.
 *
 * @param name the pool name, or {@code null}
 * @param description the description, or {@code null}
 * @param loadBalancerId the load balancer, or {@code null}; when set it must equal the one in the path
 * @param listenerId the listener to attach, or {@code null}
 * @param protocol the protocol
 * @param lbAlgorithm the algorithm
 * @param sessionPersistence the session persistence, or {@code null}
 * @param tags the tags, or {@code null} to send none
 */
public record CreatePoolRequest(@Nullable String name, @Nullable String description, @Nullable UUID loadBalancerId,
                                @Nullable UUID listenerId, Protocol protocol, LbAlgorithm lbAlgorithm,
                                @Nullable SessionPersistence sessionPersistence, @Nullable List<String> tags) {

    /**
     * Checks the required fields and copies the tags. Not covered by the compatibility promise: use
     * {@link #builder()}.
     *
     * @param name the pool name, or {@code null}
     * @param description the description, or {@code null}
     * @param loadBalancerId the load balancer, or {@code null}; when set it must equal the one in the path
     * @param listenerId the listener to attach, or {@code null}
     * @param protocol the protocol
     * @param lbAlgorithm the algorithm
     * @param sessionPersistence the session persistence, or {@code null}
     * @param tags the tags, or {@code null} to send none
     * @throws IllegalArgumentException when protocol or lbAlgorithm is missing or not a value the API accepts
     */
    public CreatePoolRequest {
        if (protocol == null || protocol == Protocol.UNKNOWN_TO_SDK_VERSION) {
            throw new IllegalArgumentException("protocol is required (one of HTTP, HTTPS, PROXY, PROXYV2, TCP, UDP,"
                    + " SCTP), was " + protocol);
        }
        if (lbAlgorithm == null || lbAlgorithm == LbAlgorithm.UNKNOWN_TO_SDK_VERSION) {
            throw new IllegalArgumentException("lbAlgorithm is required (one of ROUND_ROBIN, LEAST_CONNECTIONS,"
                    + " SOURCE_IP, SOURCE_IP_PORT), was " + lbAlgorithm);
        }
        if (tags != null) {
            for (String tag : tags) {
                if (tag == null) {
                    throw new IllegalArgumentException("tags must not contain null");
                }
            }
            tags = List.copyOf(tags);
        }
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link CreatePoolRequest}. */
    public static final class Builder {
        private @Nullable String name;
        private @Nullable String description;
        private @Nullable UUID loadBalancerId;
        private @Nullable UUID listenerId;
        private @Nullable Protocol protocol;
        private @Nullable LbAlgorithm lbAlgorithm;
        private @Nullable SessionPersistence sessionPersistence;
        private @Nullable List<String> tags;

        private Builder() {
        }

        /**
         * @param name the pool name, or {@code null} (the default) to leave it out
         * @return this builder
         */
        public Builder name(@Nullable String name) {
            this.name = name;
            return this;
        }

        /**
         * @param description the description, or {@code null} (the default) to leave it out
         * @return this builder
         */
        public Builder description(@Nullable String description) {
            this.description = description;
            return this;
        }

        /**
         * @param loadBalancerId the load balancer, sent in the body too; must match the path's. {@code null} (the
         *                       default) leaves it out
         * @return this builder
         */
        public Builder loadBalancerId(@Nullable UUID loadBalancerId) {
            this.loadBalancerId = loadBalancerId;
            return this;
        }

        /**
         * @param listenerId the listener to attach the pool to, or {@code null} (the default) for none
         * @return this builder
         */
        public Builder listenerId(@Nullable UUID listenerId) {
            this.listenerId = listenerId;
            return this;
        }

        /**
         * @param protocol the protocol (required)
         * @return this builder
         */
        public Builder protocol(Protocol protocol) {
            this.protocol = protocol;
            return this;
        }

        /**
         * @param lbAlgorithm the algorithm (required)
         * @return this builder
         */
        public Builder lbAlgorithm(LbAlgorithm lbAlgorithm) {
            this.lbAlgorithm = lbAlgorithm;
            return this;
        }

        /**
         * @param sessionPersistence the session persistence, or {@code null} (the default) to leave it out
         * @return this builder
         */
        public Builder sessionPersistence(@Nullable SessionPersistence sessionPersistence) {
            this.sessionPersistence = sessionPersistence;
            return this;
        }

        /**
         * @param tags the tags, or {@code null} (the default) to send none
         * @return this builder
         */
        public Builder tags(@Nullable List<String> tags) {
            this.tags = tags;
            return this;
        }

        /**
         * @param tags the tags
         * @return this builder
         */
        public Builder tags(String... tags) {
            return tags(List.of(tags));
        }

        /**
         * @return the request
         * @throws IllegalArgumentException when protocol or lbAlgorithm is missing
         */
        public CreatePoolRequest build() {
            return new CreatePoolRequest(name, description, loadBalancerId, listenerId, protocol, lbAlgorithm,
                    sessionPersistence, tags);
        }
    }
}
