/**
 * The core of cloudsdk: configuration, errors, pagination, and the transport every service module uses.
 * {@code dev.cloudsdk.core} is the API. {@code dev.cloudsdk.core.runtime}, what the generated service code and the
 * testkit compile against, is exported only to those modules: it is not API. {@code dev.cloudsdk.core.internal},
 * the engine that sends calls (transport, call lifecycle, retries, tokens, error mapping), is exported to no module.
 */
module dev.cloudsdk.core {
    requires transitive okhttp3;
    requires transitive com.fasterxml.jackson.annotation;
    requires transitive com.fasterxml.jackson.databind;
    requires com.fasterxml.jackson.core;
    requires com.fasterxml.jackson.datatype.jsr310;
    requires org.slf4j;
    // Nullability annotations: needed to compile against the SDK, not to run it.
    requires static transitive org.jspecify;

    exports dev.cloudsdk.core;
    // The service modules and the testkit read this package only; the engine (dev.cloudsdk.core.internal) is not
    // exported, so a service module that imports it does not compile on the module path (ModuleBoundaryTest).
    exports dev.cloudsdk.core.runtime to
            // services:module-names:start
            dev.cloudsdk.loadbalancer,
            dev.cloudsdk.dns,
            dev.cloudsdk.database,
            dev.cloudsdk.storage,
            // services:module-names:end
            dev.cloudsdk.testkit;

    // Jackson reads PageMeta and Crn reflectively.
    opens dev.cloudsdk.core to
            com.fasterxml.jackson.databind;
}
