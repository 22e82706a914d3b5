/**
 * The emulator's machinery: routing, validation, state and the data generator. Not for users; it may change in
 * any release.
 */
package dev.cloudsdk.testkit.internal;
