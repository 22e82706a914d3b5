/**
 * The SDK's plumbing: transport, JSON, error mapping. Public only so the service modules can reach it: the module
 * exports it only to them and the testkit ({@code exports ... to}, see {@code module-info.java}), never to an
 * application; it is not part of the API and free to change in any release. ARCHITECTURE.md at the repository's
 * root walks one call through it.
 */
package dev.cloudsdk.core.internal;
