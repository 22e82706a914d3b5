/**
 * cloudsdk testkit: {@code CloudEmulator}, a local stateful fake of the API for tests and examples.
 * {@code dev.cloudsdk.testkit.internal} is not exported.
 */
module dev.cloudsdk.testkit {
    requires transitive dev.cloudsdk.core;
    requires mockwebserver3;
    requires com.fasterxml.jackson.databind;
    // JUnit is optional: only EmulatorExtension needs it, and the examples run without it.
    requires static transitive org.junit.jupiter.api;

    exports dev.cloudsdk.testkit;
}
