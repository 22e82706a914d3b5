package dev.cloudsdk.loadbalancer.model;

import org.jspecify.annotations.Nullable;

/**
 * How a pool keeps a client on one member. Sent in a {@link CreatePoolRequest} and read back in a {@link Pool}.
 * The API does not list the allowed {@code type} values ({@code HTTP_COOKIE} appears as a sample), so it is text.
 * Components left {@code null} are not sent.
 *
 * @param type the persistence type, such as {@code HTTP_COOKIE}, or {@code null}
 * @param cookieName the cookie name, or {@code null}
 * @param persistenceTimeout the timeout, or {@code null}
 * @param persistenceGranularity the granularity, or {@code null}
 */
public record SessionPersistence(@Nullable String type, @Nullable String cookieName,
                                 @Nullable Integer persistenceTimeout, @Nullable String persistenceGranularity) {

    /**
     * @param type the persistence type, such as {@code HTTP_COOKIE}
     * @return a session persistence with only the type set
     * @throws IllegalArgumentException when type is blank
     */
    public static SessionPersistence ofType(String type) {
        if (type == null || type.isBlank()) {
            throw new IllegalArgumentException("sessionPersistence.type must not be blank");
        }
        return new SessionPersistence(type, null, null, null);
    }

    /**
     * @param name the cookie name, or {@code null} to leave it out
     * @return a copy with the cookie name set
     */
    public SessionPersistence withCookieName(@Nullable String name) {
        return new SessionPersistence(type, name, persistenceTimeout, persistenceGranularity);
    }

    /**
     * @param timeout the persistence timeout, or {@code null} to leave it out
     * @return a copy with the timeout set
     */
    public SessionPersistence withPersistenceTimeout(@Nullable Integer timeout) {
        return new SessionPersistence(type, cookieName, timeout, persistenceGranularity);
    }

    /**
     * @param granularity the persistence granularity, or {@code null} to leave it out
     * @return a copy with the granularity set
     */
    public SessionPersistence withPersistenceGranularity(@Nullable String granularity) {
        return new SessionPersistence(type, cookieName, persistenceTimeout, granularity);
    }
}
