/** cloudsdk Block storage: volume backup restore. */
module dev.cloudsdk.storage {
    requires transitive dev.cloudsdk.core;

    exports dev.cloudsdk.storage;
    exports dev.cloudsdk.storage.model;

    // Jackson builds the model records reflectively.
    opens dev.cloudsdk.storage.model to com.fasterxml.jackson.databind;
}
