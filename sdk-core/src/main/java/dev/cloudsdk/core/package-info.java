/**
 * What every cloudsdk service shares: {@link dev.cloudsdk.core.ClientConfig}, the exception tree rooted at
 * {@link dev.cloudsdk.core.CloudSdkException}, and marker pagination through
 * {@link dev.cloudsdk.core.PagedIterable}.
 *
 * <p>Parameters and return values are non-null unless their Javadoc says otherwise.
 *
 * <p>{@link dev.cloudsdk.core.Page}, {@link dev.cloudsdk.core.PageMeta}, {@link dev.cloudsdk.core.Response} and
 * {@link dev.cloudsdk.core.ErrorResponse} have a {@code builder()} for tests and fakes: their canonical
 * constructors are not covered by the compatibility promise, since a new component changes them.
 */
package dev.cloudsdk.core;
