package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.PageMeta;
import dev.cloudsdk.core.ResponseModel;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every record the SDK reads from a response keeps the members it does not know, the same way: it is a
 * {@link ResponseModel} whose last component is {@code additionalProperties}, its builder takes them, and
 * {@code toBuilder()} carries them. The records are the public records of the service modules' {@code model}
 * packages that are not requests, {@link PageMeta}, and every record a component of one of them holds.
 */
class ResponseModelsTest {
    private static final Path ROOT =
            Path.of(System.getProperty("cloudsdk.root", "..")).toAbsolutePath().normalize();

    private static Set<Class<?>> responseRecords() throws Exception {
        Set<Class<?>> found = new LinkedHashSet<>();
        found.add(PageMeta.class);
        for (Class<?> type : ServiceModules.scan(ROOT).types) {
            if (type.isRecord()
                    && Modifier.isPublic(type.getModifiers())
                    && type.getPackageName().endsWith(".model")
                    && !type.getSimpleName().endsWith("Request")) {
                found.add(type);
            }
        }
        // And every record a component holds, directly or in a list, however deep.
        List<Class<?>> queue = new ArrayList<>(found);
        while (!queue.isEmpty()) {
            for (RecordComponent c : queue.remove(0).getRecordComponents()) {
                Class<?> held = heldRecord(c.getGenericType());
                if (held != null && found.add(held)) {
                    queue.add(held);
                }
            }
        }
        return found;
    }

    private static Class<?> heldRecord(Type type) {
        if (type instanceof Class<?> c) {
            return c.isRecord() ? c : null;
        }
        if (type instanceof ParameterizedType p && p.getRawType() == List.class) {
            return heldRecord(p.getActualTypeArguments()[0]);
        }
        return null;
    }

    @Test
    void everyResponseRecordKeepsTheMembersItDoesNotKnow() throws Exception {
        Set<Class<?>> records = responseRecords();
        assertThat(records)
                .as("response records found")
                .hasSizeGreaterThanOrEqualTo(11)
                .extracting(Class::getSimpleName)
                .contains("Pool", "SessionPersistence", "Recordset", "DatabaseInstance", "Address", "PageMeta");
        for (Class<?> type : records) {
            assertThat(ResponseModel.class)
                    .as(type.getName() + " implements ResponseModel")
                    .isAssignableFrom(type);
            RecordComponent[] components = type.getRecordComponents();
            assertThat(components[components.length - 1].getName())
                    .as(type.getName() + "'s last component")
                    .isEqualTo("additionalProperties");
        }
    }

    @Test
    void everyResponseRecordBuilderTakesThemAndToBuilderCarriesThem() throws Exception {
        for (Class<?> type : responseRecords()) {
            Object builder = type.getMethod("builder").invoke(null);
            Class<?> b = builder.getClass();
            b.getMethod("additionalProperty", String.class, Object.class).invoke(builder, "added", List.of(1));
            b.getMethod("additionalProperties", Map.class).invoke(builder, Map.of("tier", "gold"));
            b.getMethod("additionalProperty", String.class, Object.class).invoke(builder, "retired_at", null);
            Object built = b.getMethod("build").invoke(builder);
            Map<String, Object> members = ((ResponseModel) built).additionalProperties();
            assertThat(members)
                    .as(type.getName() + ": additionalProperties(map) replaces, additionalProperty adds")
                    .containsOnlyKeys("tier", "retired_at")
                    .containsEntry("tier", "gold");
            Method toBuilder = type.getMethod("toBuilder");
            Object copy = b.getMethod("build").invoke(toBuilder.invoke(built));
            assertThat(copy).as(type.getName() + ": toBuilder().build()").isEqualTo(built);
            assertThat(((ResponseModel) copy).additionalProperties()).isEqualTo(members);
        }
    }
}
