package dev.cloudsdk.loadbalancer.model;

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
public record SessionPersistence(String type, String cookieName, Integer persistenceTimeout,
                                 String persistenceGranularity) {

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
     * @param name the cookie name
     * @return a copy with the cookie name set
     */
    public SessionPersistence withCookieName(String name) {
        return new SessionPersistence(type, name, persistenceTimeout, persistenceGranularity);
    }

    /**
     * @param timeout the persistence timeout
     * @return a copy with the timeout set
     */
    public SessionPersistence withPersistenceTimeout(Integer timeout) {
        return new SessionPersistence(type, cookieName, timeout, persistenceGranularity);
    }

    /**
     * @param granularity the persistence granularity
     * @return a copy with the granularity set
     */
    public SessionPersistence withPersistenceGranularity(String granularity) {
        return new SessionPersistence(type, cookieName, persistenceTimeout, granularity);
    }
}
