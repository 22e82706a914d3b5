package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.internal.InternalBridge;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.Arrays;
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
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("was 1000");
        // The bound leaves the budget its meaning: one call's retries take at most a tenth of the default budget.
        assertThat((max - 1) * 5).isLessThanOrEqualTo(RetryPolicy.defaults().retryBudget() / 10);
    }

    @Test
    void aBaseDelayAboveTheMaxDelayIsRefusedNamingBoth() {
        assertThatThrownBy(() -> RetryPolicy.builder()
                        .baseDelay(Duration.ofSeconds(20))
                        .maxDelay(Duration.ofSeconds(10))
                        .build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("baseDelay (20000 ms) is above maxDelay (10000 ms), which caps every wait: lower"
                        + " baseDelay or raise maxDelay");
        // Equal is a constant wait, which can be meant.
        RetryPolicy constant = RetryPolicy.builder()
                .baseDelay(Duration.ofSeconds(1))
                .maxDelay(Duration.ofSeconds(1))
                .build();
        assertThat(constant.baseDelay()).isEqualTo(constant.maxDelay());
        // The order of the setters does not matter: the check runs at build().
        assertThat(RetryPolicy.builder()
                        .maxDelay(Duration.ofSeconds(30))
                        .baseDelay(Duration.ofSeconds(20))
                        .build()
                        .baseDelay())
                .isEqualTo(Duration.ofSeconds(20));
    }

    @Test
    void anApplicationCannotMakeAnOperationNameSoAMisspeltOneDoesNotCompile() {
        // 0.3.0 had a public OperationName.of: retryAsIdempotent(OperationName.of("Bogus")) compiled and matched
        // nothing. The only names now are the service modules' constants, declared through core's internals.
        assertThat(OperationName.class.getConstructors()).isEmpty();
        assertThat(Arrays.stream(OperationName.class.getMethods())
                        .filter(m -> Modifier.isStatic(m.getModifiers()))
                        .filter(m -> m.getReturnType() == OperationName.class)
                        .map(Method::getName))
                .isEmpty();
        OperationName declared = InternalBridge.CORE.operationName("RestartDatabaseInstance");
        assertThat(declared.value()).isEqualTo("RestartDatabaseInstance");
        assertThat(RetryPolicy.builder().retryAsIdempotent(declared).build().treatsAsIdempotent(declared))
                .isTrue();
        assertThatThrownBy(() -> InternalBridge.CORE.operationName("restart database"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("an operation name is UpperCamelCase letters and digits, was: restart database");
    }
}
