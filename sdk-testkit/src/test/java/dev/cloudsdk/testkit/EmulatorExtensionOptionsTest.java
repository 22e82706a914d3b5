package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import org.junit.jupiter.api.Test;

/**
 * The extension's choices around a class, driven through its callbacks as JUnit calls them for a static
 * extension: beforeAll, then beforeEach and afterEach per test, then afterAll. (It reads nothing from the
 * context, so none is passed.)
 */
class EmulatorExtensionOptionsTest {

    @Test
    void stateSeededOutsideATestFailsTheNextTestSayingWhy() {
        EmulatorExtension extension = new EmulatorExtension();
        extension.beforeAll(null);
        try {
            extension.emulator().seedZone("example.com"); // as a @BeforeAll method would
            for (int test = 0; test < 2; test++) { // every test of the class, not only the first
                assertThatThrownBy(() -> extension.beforeEach(null))
                        .isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining("outside a test (in @BeforeAll?)")
                        .hasMessageContaining("new EmulatorExtension().keepStateBetweenTests()");
                extension.afterEach(null);
            }
        } finally {
            extension.afterAll(null);
        }
    }

    @Test
    void keepStateBetweenTestsKeepsResourcesFaultsAndCounts() {
        EmulatorExtension extension = new EmulatorExtension().keepStateBetweenTests();
        extension.beforeAll(null);
        try {
            CloudEmulator emulator = extension.emulator();
            SeededZone zone = emulator.seedZone("example.com"); // seeded in @BeforeAll: kept
            extension.beforeEach(null);
            emulator.seedRecordset(zone, "www", "A", "192.0.2.1");
            assertThat(DnsClient.create(emulator.config()).recordsets().list(zone.id()).stream())
                    .hasSize(1);
            emulator.injectFault(ApiOperation.CREATE_POOL, 1, Fault.status(500));
            extension.afterEach(null);
            extension.beforeEach(null);
            assertThat(extension.emulator()).isSameAs(emulator);
            assertThat(emulator.requestCount(ApiOperation.LIST_RECORDSETS)).isEqualTo(1);
            assertThat(DnsClient.create(emulator.config()).recordsets().list(zone.id()).stream())
                    .hasSize(1);
            SeededLoadBalancer lb = emulator.seedLoadBalancer();
            assertThatThrownBy(() -> LoadBalancerClient.create(emulator.config())
                            .pools()
                            .create(
                                    lb.id(),
                                    CreatePoolRequest.builder()
                                            .protocol(Protocol.TCP)
                                            .lbAlgorithm(LbAlgorithm.SOURCE_IP)
                                            .build()))
                    .as("the fault injected in the previous test")
                    .isInstanceOf(ServerException.class);
            extension.afterEach(null);
        } finally {
            extension.afterAll(null);
        }
        assertThatThrownBy(extension::emulator).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void testsRunningInParallelShareTheEmulatorAndItIsResetWhenNoneRuns() {
        EmulatorExtension extension = new EmulatorExtension();
        extension.beforeAll(null);
        try {
            CloudEmulator emulator = extension.emulator();
            extension.beforeEach(null); // test A starts
            SeededZone zone = emulator.seedZone("example.com");
            extension.beforeEach(null); // test B starts while A runs: no reset, and no complaint about A's zone
            emulator.seedRecordset(zone, "www", "A", "192.0.2.1");
            extension.afterEach(null); // A ends, B still runs
            assertThat(DnsClient.create(emulator.config()).recordsets().list(zone.id()).stream())
                    .hasSize(1);
            extension.afterEach(null); // B ends
            assertThat(emulator.hasStateOrFaults()).isFalse();
            assertThat(emulator.requestCount(ApiOperation.LIST_RECORDSETS)).isZero();
        } finally {
            extension.afterAll(null);
        }
    }

    @Test
    void anInstanceExtensionStartsAFreshEmulatorPerTest() {
        EmulatorExtension extension = new EmulatorExtension();
        extension.beforeEach(null);
        CloudEmulator first = extension.emulator();
        first.seedZone("example.com");
        extension.afterEach(null);
        extension.beforeEach(null);
        try {
            assertThat(extension.emulator()).isNotSameAs(first);
            assertThat(extension.emulator().hasStateOrFaults()).isFalse();
        } finally {
            extension.afterEach(null);
        }
    }
}
