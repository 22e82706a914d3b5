/**
 * The SDK's plumbing: transport, JSON, error mapping. Public only so the service modules can reach it; not part
 * of the API, not exported from the module, and free to change in any release.
 */
package dev.cloudsdk.core.internal;
