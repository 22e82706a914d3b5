/**
 * A local emulator of the cloud API for tests and examples: {@link dev.cloudsdk.testkit.CloudEmulator}, and
 * {@link dev.cloudsdk.testkit.EmulatorExtension} for JUnit 5.
 *
 * <p>Parameters and return values are non-null unless their Javadoc says otherwise.
 */
package dev.cloudsdk.testkit;
