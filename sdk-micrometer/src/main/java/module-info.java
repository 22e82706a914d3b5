/** cloudsdk metrics for Micrometer: {@code CloudSdkMetrics.create(registry)} is a call listener that records them. */
module dev.cloudsdk.micrometer {
    requires transitive dev.cloudsdk.core;
    requires transitive micrometer.core;

    exports dev.cloudsdk.micrometer;
}
