package dev.cloudsdk.examples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.InstanceStatus;
import dev.cloudsdk.testkit.SeededLoadBalancer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/** The example application as the README runs it, and against an endpoint given by properties. */
@ExtendWith(OutputCaptureExtension.class)
class InventoryApplicationTest {
    @Test
    void withoutABaseUrlItStartsTheEmulatorAndCallsIt(CapturedOutput output) {
        InventoryApplication.main(new String[0]);
        assertThat(output.getOut())
                .contains(
                        "in-process emulator at http://localhost:",
                        "list recordsets                  1200 recordsets in 3 pages of up to 500",
                        "  ListRecordsets                 3 call(s)",
                        "  CreatePool                     1 call(s)",
                        "done                             every call through injected clients");
    }

    @Test
    void theThreePropertiesPointItAtAnotherEndpoint(CapturedOutput output) {
        try (CloudEmulator elsewhere =
                CloudEmulator.builder().token("elsewhere-token").region("eu-9").start()) {
            SeededLoadBalancer lb = elsewhere.seedLoadBalancer();
            InventoryApplication.main(new String[] {
                "--cloudsdk.base-url=" + elsewhere.baseUrl(),
                "--cloudsdk.token=elsewhere-token",
                "--cloudsdk.region=eu-9",
                "--example.load-balancer-id=" + lb.id(),
                "--example.listener-id=" + lb.listenerIds().get(0),
                "--example.zone-id=" + elsewhere.seedZone("example.net").id(),
                "--example.database-backup-id=" + elsewhere.seedDatabaseBackup(BackupStatus.AVAILABLE),
                "--example.database-instance-id=" + elsewhere.seedDatabaseInstance("db", InstanceStatus.ACTIVE),
                "--example.volume-backup-id=" + elsewhere.seedVolumeBackup(BackupStatus.AVAILABLE)
            });
            assertThat(output.getOut())
                    .contains(
                            "[endpoint]                       " + elsewhere.baseUrl(),
                            "every call through injected clients")
                    .doesNotContain("in-process emulator");
            assertThat(elsewhere.pools(lb.id()))
                    .as("the pool the application created there")
                    .hasSize(1);
        }
    }
}
