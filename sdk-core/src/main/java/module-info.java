/**
 * The core of cloudsdk: configuration, errors, pagination, and the transport every service module uses.
 * {@code dev.cloudsdk.core.internal} is exported only to the service modules: it is not API.
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
    exports dev.cloudsdk.core.internal to
            dev.cloudsdk.loadbalancer, dev.cloudsdk.dns, dev.cloudsdk.database, dev.cloudsdk.storage,
            dev.cloudsdk.testkit;

    // Jackson reads PageMeta and Crn reflectively.
    opens dev.cloudsdk.core to com.fasterxml.jackson.databind;
}
