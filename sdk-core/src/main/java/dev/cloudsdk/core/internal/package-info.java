/**
 * The engine that sends calls: the transport and its call lifecycle with a blocking and an async driver, the
 * exchange on the wire, retries, deadlines, tokens, error mapping, logging and the SDK's threads. Exported to no
 * module (see {@code module-info.java}): the service modules and the testkit reach it only through
 * {@code dev.cloudsdk.core.runtime}, and core's public package through its own fields. Public classes here are public
 * only for those two packages; none is API, and any may change in any release. ARCHITECTURE.md at the repository's
 * root walks one call through it.
 */
package dev.cloudsdk.core.internal;
