/** cloudsdk Load balancing: pools. */
module dev.cloudsdk.loadbalancer {
    requires transitive dev.cloudsdk.core;

    exports dev.cloudsdk.loadbalancer;
    exports dev.cloudsdk.loadbalancer.model;

    // Jackson builds the model records reflectively.
    opens dev.cloudsdk.loadbalancer.model to com.fasterxml.jackson.databind;
}
