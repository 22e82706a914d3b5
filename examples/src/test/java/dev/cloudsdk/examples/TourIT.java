package dev.cloudsdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.InstanceStatus;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Runs the whole tour against the embedded emulator, as the README's command does: each step throws if its call
 * fails, and the emulator keeps what the calls made. The tour shows calls; every operation is called by the
 * generated tests (the emulator's success paths, the contract calls, the Kotlin checks).
 */
class TourIT {
    @Test
    void theTourRunsAgainstTheEmulatorAndLeavesWhatItMade() {
        try (Environment env = Environment.emulated(Duration.ofMillis(300))) {
            Tour.run(env);
            assertThat(env.emulator().pools(env.id(Environment.LOAD_BALANCER))).hasSize(1);
            assertThat(env.emulator().requestCount(ApiOperation.LIST_RECORDSETS))
                    .as("requests of the listing")
                    .isGreaterThanOrEqualTo(10_000 / 500);
            assertThat(env.emulator()
                            .databaseInstance(env.id(Environment.DATABASE_INSTANCE))
                            .status())
                    .isIn(InstanceStatus.ACTIVE, InstanceStatus.REBOOT);
        }
    }
}
