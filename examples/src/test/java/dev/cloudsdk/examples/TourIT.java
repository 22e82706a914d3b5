package dev.cloudsdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.InstanceStatus;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Runs the whole tour against the embedded emulator, as the README's command does. */
class TourIT {
    @Test
    void tourCallsAllFiveOperationsAgainstTheEmulator() {
        try (Environment env = Environment.emulated(Duration.ofMillis(300))) {
            Tour.run(env);
            assertThat(env.emulator().pools(env.id(Environment.LOAD_BALANCER))).hasSize(1);
            assertThat(env.emulator().databaseInstance(env.id(Environment.DATABASE_INSTANCE)).status())
                    .isIn(InstanceStatus.ACTIVE, InstanceStatus.REBOOT);
            for (ApiOperation op : ApiOperation.values()) {
                assertThat(env.emulator().requestCount(op)).as(op.name()).isPositive();
            }
        }
    }
}
