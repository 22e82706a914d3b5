package dev.cloudsdk.conformance.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

class SignaturesTest {

    /** A fixture with the shapes the SDK's API has: generics, nullness in every position, varargs, arrays. */
    public abstract static class Fixture<T extends @Nullable Object> implements Comparable<Fixture<T>> {
        public static final int LIMIT = 3;

        protected Fixture(String @Nullable [] names, @Nullable String... more) {}

        public abstract @Nullable T value();

        public abstract Map<String, List<@Nullable String>> headers();

        public abstract <R extends Comparable<? super R>> R map(Function<? super T, ? extends R> f) throws IOException;

        @Deprecated
        public abstract Map.@Nullable Entry<String, ?> entry();
    }

    /** A sealed interface and its record. */
    public sealed interface Shape permits Circle {
        /** @return the area */
        double area();
    }

    /**
     * A record.
     *
     * @param radius the radius
     */
    public record Circle(double radius) implements Shape {
        @Override
        public double area() {
            return radius * radius * Math.PI;
        }
    }

    @Test
    void typeHeadersShowKindModifiersTypeParametersAndSupertypes() {
        assertThat(Signatures.typeHeader(Fixture.class))
                .isEqualTo("public abstract static class "
                        + "dev.cloudsdk.conformance.api.SignaturesTest.Fixture<T extends @Nullable Object> "
                        + "implements Comparable<dev.cloudsdk.conformance.api.SignaturesTest.Fixture<T>>");
        assertThat(Signatures.typeHeader(Shape.class))
                .isEqualTo("public static sealed interface "
                        + "dev.cloudsdk.conformance.api.SignaturesTest.Shape permits "
                        + "dev.cloudsdk.conformance.api.SignaturesTest.Circle");
        assertThat(Signatures.typeHeader(Circle.class))
                .isEqualTo("public static record "
                        + "dev.cloudsdk.conformance.api.SignaturesTest.Circle "
                        + "implements dev.cloudsdk.conformance.api.SignaturesTest.Shape");
    }

    @Test
    void membersShowNullnessWhereJavaWritesIt() throws Exception {
        assertThat(Signatures.field(Fixture.class.getField("LIMIT"))).isEqualTo("public static final int LIMIT");
        assertThat(Signatures.executable(Fixture.class.getDeclaredConstructor(String[].class, String[].class)))
                .isEqualTo("protected Fixture(String @Nullable [], @Nullable String...)");
        assertThat(Signatures.executable(Fixture.class.getMethod("value")))
                .isEqualTo("public abstract @Nullable T value()");
        assertThat(Signatures.executable(Fixture.class.getMethod("headers")))
                .isEqualTo("public abstract java.util.Map<String, java.util.List<@Nullable String>> headers()");
        assertThat(Signatures.executable(Fixture.class.getMethod("map", Function.class)))
                .isEqualTo("public abstract <R extends Comparable<? super R>> R "
                        + "map(java.util.function.Function<? super T, ? extends R>) throws java.io.IOException");
        assertThat(Signatures.executable(Fixture.class.getMethod("entry")))
                .isEqualTo("@Deprecated public abstract @Nullable java.util.Map.Entry<String, ?> entry()");
        assertThat(Signatures.executable(Shape.class.getMethod("area"))).isEqualTo("public double area()");
    }
}
