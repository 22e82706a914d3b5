/** cloudsdk Managed databases: restore and restart. */
module dev.cloudsdk.database {
    requires transitive dev.cloudsdk.core;

    exports dev.cloudsdk.database;
    exports dev.cloudsdk.database.model;

    // Jackson builds the model records reflectively.
    opens dev.cloudsdk.database.model to com.fasterxml.jackson.databind;
}
