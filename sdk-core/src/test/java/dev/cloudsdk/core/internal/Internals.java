package dev.cloudsdk.core.internal;

import java.lang.reflect.Field;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What the tests check of the engine's state that no code of the SDK reads: read by reflection here, so that main
 * keeps no member that only tests use.
 */
final class Internals {
    private Internals() {}

    /** @return the tokens in the retry budget now */
    static int available(RetryRules.Budget budget) {
        return ((AtomicInteger) field(RetryRules.Budget.class, "tokens", budget)).get();
    }

    /** @return how many blocking calls {@link CallLifecycle.Deadlines} watches now */
    static int watchedCalls() {
        return ((Set<?>) field(CallLifecycle.Deadlines.class, "WATCHED", null)).size();
    }

    /** @return how many connections have an idle clock, gone ones not yet dropped included */
    static int slots(NetworkInterceptor.IdleClocks clocks) {
        return ((Map<?, ?>) field(NetworkInterceptor.IdleClocks.class, "slots", clocks)).size();
    }

    private static Object field(Class<?> type, String name, Object owner) {
        try {
            Field f = type.getDeclaredField(name);
            f.setAccessible(true);
            return f.get(owner);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the tests read " + type.getSimpleName() + "." + name, e);
        }
    }
}
