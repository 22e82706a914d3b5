/** cloudsdk DNS: recordsets. */
module dev.cloudsdk.dns {
    requires transitive dev.cloudsdk.core;

    exports dev.cloudsdk.dns;
    exports dev.cloudsdk.dns.model;

    // Jackson builds the model records reflectively.
    opens dev.cloudsdk.dns.model to com.fasterxml.jackson.databind;
}
