package dev.cloudsdk.spring.boot;

import org.jspecify.annotations.Nullable;

/**
 * A {@code cloudsdk.*} setting the SDK refused while the application started: the property's name and the SDK's own
 * message, which never quotes the token. {@code CloudSdkFailureAnalyzer} turns it into Spring Boot's
 * "APPLICATION FAILED TO START" report.
 */
final class CloudSdkConfigurationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final @Nullable String property;

    /**
     * @param property the property that holds the refused value, such as {@code cloudsdk.base-url}, or
     *     {@code null} when the SDK's message names no property (a customizer's setting)
     * @param cause the SDK's exception
     */
    CloudSdkConfigurationException(@Nullable String property, IllegalArgumentException cause) {
        super(
                (property == null
                                ? "The cloudsdk configuration is invalid: "
                                : "The cloudsdk property " + property + " is invalid: ")
                        + cause.getMessage(),
                cause);
        this.property = property;
    }

    /** @return the property that holds the refused value, or {@code null} */
    @Nullable
    String property() {
        return property;
    }

    /** @return the SDK's message */
    String sdkMessage() {
        return String.valueOf(getCause().getMessage());
    }
}
