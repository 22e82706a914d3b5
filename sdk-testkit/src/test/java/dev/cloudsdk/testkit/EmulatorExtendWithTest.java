package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

/** With {@code @ExtendWith}, as with a static field: one emulator for the class, reset before each test. */
@ExtendWith(EmulatorExtension.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EmulatorExtendWithTest {
    private static int firstPort;

    @Test
    @Order(1)
    void first(CloudEmulator emulator) {
        firstPort = emulator.port();
        emulator.seedZone("example.com");
        emulator.injectFault(ApiOperation.CREATE_POOL, 1, Fault.status(503));
    }

    @Test
    @Order(2)
    void secondGetsTheSameEmulatorEmpty(CloudEmulator emulator) {
        assertThat(emulator.port()).isEqualTo(firstPort);
        assertThat(emulator.hasStateOrFaults()).isFalse();
    }
}
