/**
 * What every cloudsdk service shares: {@link dev.cloudsdk.core.ClientConfig}, the exception tree rooted at
 * {@link dev.cloudsdk.core.CloudSdkException}, and marker pagination through
 * {@link dev.cloudsdk.core.PagedIterable}.
 *
 * <p>Parameters and return values are non-null unless their Javadoc says otherwise.
 */
package dev.cloudsdk.core;
