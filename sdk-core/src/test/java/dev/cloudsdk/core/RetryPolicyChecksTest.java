package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** Issue 27: a retry policy that cannot be meant is refused when it is built, with the fix in the message. */
class RetryPolicyChecksTest {

    @Test
    void maxAttemptsIsBoundedByTheConstantTheMessageNames() {
        int max = RetryPolicy.MAX_ATTEMPTS;
        assertThat(RetryPolicy.builder().maxAttempts(max).build().maxAttempts()).isEqualTo(max);
        assertThatThrownBy(() -> RetryPolicy.builder().maxAttempts(max + 1))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("maxAttempts must be at most " + max + ", was " + (max + 1) + ": ")
                .hasMessageContaining("raise callTimeout or maxDelay");
        assertThatThrownBy(() -> RetryPolicy.builder().maxAttempts(1000))
                .isExactlyInstanceOf(IllegalArgumentException.class).hasMessageContaining("was 1000");
        // The bound leaves the budget its meaning: one call's retries take at most a tenth of the default budget.
        assertThat((max - 1) * 5).isLessThanOrEqualTo(RetryPolicy.defaults().retryBudget() / 10);
    }

    @Test
    void aBaseDelayAboveTheMaxDelayIsRefusedNamingBoth() {
        assertThatThrownBy(() -> RetryPolicy.builder().baseDelay(Duration.ofSeconds(20))
                .maxDelay(Duration.ofSeconds(10)).build()).isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("baseDelay (20000 ms) is above maxDelay (10000 ms), which caps every wait: lower"
                        + " baseDelay or raise maxDelay");
        // Equal is a constant wait, which can be meant.
        RetryPolicy constant = RetryPolicy.builder().baseDelay(Duration.ofSeconds(1)).maxDelay(Duration.ofSeconds(1))
                .build();
        assertThat(constant.baseDelay()).isEqualTo(constant.maxDelay());
        // The order of the setters does not matter: the check runs at build().
        assertThat(RetryPolicy.builder().maxDelay(Duration.ofSeconds(30)).baseDelay(Duration.ofSeconds(20)).build()
                .baseDelay()).isEqualTo(Duration.ofSeconds(20));
    }
}
