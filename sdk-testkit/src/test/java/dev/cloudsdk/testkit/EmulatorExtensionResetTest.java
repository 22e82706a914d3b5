package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A static extension: one emulator for the class (and its nested class), reset before each test. The tests run in
 * order: the second one checks that nothing of the first is left.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EmulatorExtensionResetTest {
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension();

    private static int firstPort;
    private static SeededLoadBalancer firstLoadBalancer;

    @Test
    @Order(1)
    void firstTestLeavesResourcesFaultsAndCounts(CloudEmulator emulator) {
        firstPort = emulator.port();
        firstLoadBalancer = emulator.seedLoadBalancer();
        LoadBalancerClient.create(emulator.config())
                .pools()
                .create(
                        firstLoadBalancer.id(),
                        CreatePoolRequest.builder()
                                .protocol(Protocol.HTTP)
                                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                .build());
        emulator.injectFault(ApiOperation.LIST_RECORDSETS, 5, Fault.status(503));
        assertThat(emulator.requestCount(ApiOperation.CREATE_POOL)).isEqualTo(1);
    }

    @Test
    @Order(2)
    void secondTestFindsNoneOfIt(CloudEmulator emulator) {
        assertThat(emulator.port()).as("the same emulator").isEqualTo(firstPort);
        assertThat(emulator.requestCount(ApiOperation.CREATE_POOL)).isZero();
        assertThatThrownBy(() -> emulator.pools(firstLoadBalancer.id())).isInstanceOf(NoSuchElementException.class);
        SeededZone zone = emulator.seedZone("example.com");
        assertThat(DnsClient.create(emulator.config()).recordsets().list(zone.id()).stream())
                .isEmpty();
        assertThat(emulator.requestCount(ApiOperation.LIST_RECORDSETS)).isEqualTo(1);
    }

    /** JUnit calls beforeAll again for a nested class: it must share the enclosing class's emulator, reset. */
    @Nested
    class InANestedClass {
        @Test
        void theEmulatorIsTheSameAndClean(CloudEmulator emulator) {
            assertThat(emulator.port()).as("the enclosing class's emulator").isEqualTo(firstPort);
            assertThat(emulator.requestCount(ApiOperation.CREATE_POOL)).isZero();
            assertThat(emulator.requestCount(ApiOperation.LIST_RECORDSETS)).isZero();
        }
    }
}
