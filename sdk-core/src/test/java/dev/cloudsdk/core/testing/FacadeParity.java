package dev.cloudsdk.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;

/**
 * Checks that a blocking facade and its async twin offer the same operations: every public method of one has a
 * method of the same name and parameter types in the other, and every async method returns a
 * {@link CompletableFuture}. Both derive from one declaration per operation; this catches a forgotten overload.
 */
public final class FacadeParity {
    private FacadeParity() {
    }

    /**
     * @param sync the blocking facade, such as {@code Pools}
     * @param async its async twin, such as {@code AsyncPools}
     */
    public static void assertParity(Class<?> sync, Class<?> async) {
        assertThat(signatures(async)).as("the public methods of %s against those of %s", async.getSimpleName(),
                sync.getSimpleName()).isEqualTo(signatures(sync));
        for (Method m : publicMethods(async)) {
            assertThat(m.getReturnType()).as("%s.%s returns a future", async.getSimpleName(), m.getName())
                    .isEqualTo(CompletableFuture.class);
        }
    }

    private static Set<String> signatures(Class<?> type) {
        Set<String> out = new TreeSet<>();
        for (Method m : publicMethods(type)) {
            out.add(m.getName() + Arrays.toString(m.getParameterTypes()));
        }
        return out;
    }

    private static Method[] publicMethods(Class<?> type) {
        return Arrays.stream(type.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers()))
                .toArray(Method[]::new);
    }
}
