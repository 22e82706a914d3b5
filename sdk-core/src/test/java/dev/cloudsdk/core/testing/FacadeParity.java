package dev.cloudsdk.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ItemPublisher;
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
 * A list's publisher ({@code listPublisher}, an {@link ItemPublisher}) is async only: its blocking twin is the
 * list's iterable, the method of the same name without {@code Publisher} and the same parameters.
 */
public final class FacadeParity {
    private static final String PUBLISHER = "Publisher";

    private FacadeParity() {}

    /**
     * @param sync the blocking facade, such as {@code Pools}
     * @param async its async twin, such as {@code AsyncPools}
     */
    public static void assertParity(Class<?> sync, Class<?> async) {
        Set<String> publishers = new TreeSet<>();
        for (Method m : publicMethods(async)) {
            if (m.getReturnType() == ItemPublisher.class) {
                assertThat(m.getName())
                        .as("%s.%s returns a publisher", async.getSimpleName(), m.getName())
                        .endsWith(PUBLISHER);
                publishers.add(m.getName().substring(0, m.getName().length() - PUBLISHER.length())
                        + Arrays.toString(m.getParameterTypes()));
            }
        }
        assertThat(signatures(sync))
                .as("the lists of %s whose publishers %s has", sync.getSimpleName(), async.getSimpleName())
                .containsAll(publishers);
        assertThat(signatures(async))
                .as("the public methods of %s against those of %s", async.getSimpleName(), sync.getSimpleName())
                .isEqualTo(signatures(sync));
        for (Method m : publicMethods(async)) {
            if (m.getReturnType() == ItemPublisher.class) {
                continue;
            }
            assertThat(m.getReturnType())
                    .as("%s.%s returns a future", async.getSimpleName(), m.getName())
                    .isEqualTo(CompletableFuture.class);
        }
    }

    private static Set<String> signatures(Class<?> type) {
        Set<String> out = new TreeSet<>();
        for (Method m : publicMethods(type)) {
            if (m.getReturnType() == ItemPublisher.class) {
                continue;
            }
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
