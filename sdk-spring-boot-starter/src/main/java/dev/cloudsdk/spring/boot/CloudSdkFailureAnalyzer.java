package dev.cloudsdk.spring.boot;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Spring Boot's "APPLICATION FAILED TO START" report for a {@code cloudsdk.*} setting the SDK refused: the
 * property, the SDK's message (which never quotes the token), and what to change. Registered in
 * {@code META-INF/spring.factories}.
 */
final class CloudSdkFailureAnalyzer extends AbstractFailureAnalyzer<CloudSdkConfigurationException> {
    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, CloudSdkConfigurationException cause) {
        String property = cause.property();
        String description = property == null
                ? "The cloudsdk client configuration is invalid: " + cause.sdkMessage()
                : "The cloudsdk property '" + property + "' is invalid: " + cause.sdkMessage();
        return new FailureAnalysis(description, action(property), cause);
    }

    private static String action(String property) {
        if (property == null) {
            return "Check what your CloudSdkClientConfigCustomizer beans set on the ClientConfigBuilder.";
        }
        switch (property) {
            case "cloudsdk.base-url":
                return "Set cloudsdk.base-url to the API's https URL (plain http is allowed to a loopback host, or"
                        + " anywhere with cloudsdk.allow-insecure-http=true), or set cloudsdk.enabled=false to"
                        + " configure no cloudsdk client.";
            case "cloudsdk.token":
                return "Set cloudsdk.token (from an environment variable or a secret store, not in a file you"
                        + " commit), or define a bean of type " + CloudSdkTokenProvider.class.getName() + ".";
            case "cloudsdk.retry.budget":
                return "Set cloudsdk.retry.budget to at least 10 tokens, or to 0 to turn the retry budget off.";
            default:
                return "Correct the value of " + property + " in the application's configuration.";
        }
    }
}
