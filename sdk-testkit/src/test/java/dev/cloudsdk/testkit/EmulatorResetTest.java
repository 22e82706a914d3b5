package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import java.util.NoSuchElementException;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** {@link CloudEmulator#reset()}: as good as a fresh emulator, on the same port. */
class EmulatorResetTest {

    @Test
    void resetForgetsResourcesFaultsAndRequestCounts() {
        try (CloudEmulator emulator = CloudEmulator.start()) {
            int port = emulator.port();
            SeededLoadBalancer lb = emulator.seedLoadBalancer();
            LoadBalancerClient.create(emulator.config())
                    .pools()
                    .create(
                            lb.id(),
                            CreatePoolRequest.builder()
                                    .protocol(Protocol.HTTP)
                                    .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                    .build());
            UUID backup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
            UUID instance = emulator.seedDatabaseInstance("db", InstanceStatus.ACTIVE);
            UUID volume = emulator.seedVolume("data", VolumeStatus.AVAILABLE);
            SeededZone oldZone = emulator.seedGeneratedZone("old.example.com", 50, 1);
            emulator.injectFault(ApiOperation.LIST_RECORDSETS, 3, Fault.status(503));
            assertThat(emulator.requestCount(ApiOperation.CREATE_POOL)).isEqualTo(1);

            emulator.reset();

            assertThat(emulator.port()).isEqualTo(port);
            for (ApiOperation op : ApiOperation.values()) {
                assertThat(emulator.requestCount(op)).as("requests of %s", op).isZero();
            }
            assertThatThrownBy(() -> emulator.pools(lb.id())).isInstanceOf(NoSuchElementException.class);
            assertThatThrownBy(() -> emulator.databaseInstance(instance).status())
                    .isInstanceOf(NoSuchElementException.class);
            assertThatThrownBy(() -> emulator.volume(volume).status()).isInstanceOf(NoSuchElementException.class);
            assertThatThrownBy(() -> emulator.setDatabaseBackupStatus(backup, BackupStatus.ERROR))
                    .isInstanceOf(NoSuchElementException.class);
            assertThatThrownBy(() -> emulator.seedRecordset(oldZone, "www", "A", "192.0.2.1"))
                    .isInstanceOf(NoSuchElementException.class);
            // The queued 503s are gone: the first list after the reset is answered by the handler.
            SeededZone zone = emulator.seedZone("new.example.com");
            emulator.seedRecordset(zone, "www", "A", "192.0.2.1");
            assertThat(DnsClient.create(emulator.config()).recordsets().list(zone.id()).stream()
                            .count())
                    .isEqualTo(1);
            assertThat(emulator.requestCount(ApiOperation.LIST_RECORDSETS)).isEqualTo(1);
        }
    }
}
