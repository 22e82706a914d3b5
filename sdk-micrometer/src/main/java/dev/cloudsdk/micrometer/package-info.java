/**
 * Micrometer metrics for cloudsdk calls: {@link dev.cloudsdk.micrometer.CloudSdkMetrics#create} returns a
 * {@link dev.cloudsdk.core.CallListener} that times every call and counts every retry. Non-null by default.
 */
package dev.cloudsdk.micrometer;
