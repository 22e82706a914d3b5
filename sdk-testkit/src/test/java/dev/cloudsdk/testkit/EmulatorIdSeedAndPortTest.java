package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.Recordset;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** {@link CloudEmulator.Builder#idSeed} and {@link CloudEmulator.Builder#port}, which the server is made of. */
class EmulatorIdSeedAndPortTest {

    /** Seeds one of everything, creates a pool, and lists every id it saw, in order. */
    private static List<UUID> ids(CloudEmulator emulator) {
        List<UUID> ids = new ArrayList<>();
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        ids.add(lb.id());
        ids.addAll(lb.listenerIds());
        SeededZone zone = emulator.seedGeneratedZone("example.org", 30, 7);
        ids.add(zone.id());
        DnsClient.create(emulator.config()).recordsets().list(zone.id()).stream()
                .map(Recordset::id)
                .forEach(ids::add);
        ids.add(emulator.seedDatabaseBackup(BackupStatus.AVAILABLE));
        ids.add(emulator.seedDatabaseInstance("db", InstanceStatus.ACTIVE));
        ids.add(emulator.seedVolumeBackup(BackupStatus.AVAILABLE));
        ids.add(emulator.seedVolume("data", VolumeStatus.AVAILABLE));
        ids.add(LoadBalancerClient.create(emulator.config())
                .pools()
                .create(
                        lb.id(),
                        CreatePoolRequest.builder()
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .build())
                .id());
        return ids;
    }

    @Test
    void theSameIdSeedGivesTheSameIdsAndAResetStartsThemAgain() {
        try (CloudEmulator one = CloudEmulator.builder().idSeed(42).start();
                CloudEmulator two = CloudEmulator.builder().idSeed(42).start();
                CloudEmulator other = CloudEmulator.builder().idSeed(43).start()) {
            List<UUID> first = ids(one);
            assertThat(first).hasSize(1 + 2 + 1 + 30 + 5).doesNotHaveDuplicates();
            assertThat(first)
                    .allSatisfy(id -> assertThat(id.version()).isEqualTo(4))
                    .allSatisfy(id -> assertThat(id.variant()).isEqualTo(2));
            assertThat(ids(two)).isEqualTo(first);
            assertThat(ids(other)).doesNotContainAnyElementsOf(first);
            one.reset();
            assertThat(ids(one)).isEqualTo(first);
        }
    }

    @Test
    void withoutAnIdSeedTheIdsDiffer() {
        try (CloudEmulator one = CloudEmulator.start();
                CloudEmulator two = CloudEmulator.start()) {
            assertThat(ids(two)).doesNotContainAnyElementsOf(ids(one));
        }
    }

    @Test
    void aPortGivenIsThePortItListensOn() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        try (CloudEmulator emulator = CloudEmulator.builder().port(port).start()) {
            assertThat(emulator.port()).isEqualTo(port);
            assertThat(emulator.baseUrl()).endsWith(":" + port + "/");
            assertThat(LoadBalancerClient.create(emulator.config())
                            .pools()
                            .create(
                                    emulator.seedLoadBalancer().id(),
                                    CreatePoolRequest.builder()
                                            .protocol(Protocol.TCP)
                                            .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                            .build())
                            .protocol())
                    .isEqualTo(Protocol.TCP);
            assertThatThrownBy(() -> CloudEmulator.builder().port(port).start())
                    .isInstanceOf(UncheckedIOException.class)
                    .hasMessage("the emulator could not listen on loopback port " + port);
        }
    }

    @Test
    void aPortOutsideTheRangeIsRefusedAtOnce() {
        assertThatThrownBy(() -> CloudEmulator.builder().port(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("port must be between 0 and 65535, was -1");
        assertThatThrownBy(() -> CloudEmulator.builder().port(65536))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("port must be between 0 and 65535, was 65536");
    }
}
