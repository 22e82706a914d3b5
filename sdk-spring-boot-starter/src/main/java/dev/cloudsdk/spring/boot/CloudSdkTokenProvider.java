package dev.cloudsdk.spring.boot;

/**
 * Where the bearer token comes from, when the application has a source of its own (a vault, a token service, a
 * secret that rotates). Define a bean of this type and the auto-configured {@code ClientConfig} asks it on every
 * request, through {@code ClientConfigBuilder.tokenProvider}; it wins over the {@code cloudsdk.token} property.
 *
 * <pre>{@code
 * @Bean
 * CloudSdkTokenProvider cloudSdkToken(Vault vault) {
 *     return () -> vault.read("cloud/token");
 * }
 * }</pre>
 *
 * <p>A type of its own rather than a {@code Supplier<String>}: an application can hold many string suppliers, and
 * none of them should become the SDK's credential by accident.
 */
@FunctionalInterface
public interface CloudSdkTokenProvider {
    /**
     * Called on every request (on the caller's thread for a blocking call), and once more after a 401. Its time
     * counts against the call's deadline. A provider that throws or returns a blank token fails the call with
     * {@code TokenProviderException}.
     *
     * @return the current access token
     */
    String token();
}
