/**
 * OpenTelemetry for cloudsdk: {@link dev.cloudsdk.opentelemetry.CloudSdkTelemetry} is a
 * {@link dev.cloudsdk.core.CallListener} that traces every call and measures every HTTP request.
 *
 * <p>Parameters and return values are non-null unless their Javadoc says otherwise.
 */
package dev.cloudsdk.opentelemetry;
