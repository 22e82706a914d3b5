package dev.cloudsdk.conformance.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ApiDiffTest {
    private static final List<String> BEFORE = List.of(
            "package p @NullMarked",
            "public final class p.A {",
            "  public A(int)  // not covered by the compatibility promise: use builder()",
            "  public int size()",
            "  public String name()",
            "}",
            "public final class p.B {",
            "  public void go()",
            "}");

    @Test
    void aRemovedMethodIsShownUnderItsTypeAndCountsAsBreaking() {
        List<String> after = List.of(
                BEFORE.get(0),
                BEFORE.get(1),
                BEFORE.get(2),
                BEFORE.get(4),
                BEFORE.get(5),
                BEFORE.get(6),
                BEFORE.get(7),
                "  public void stop()",
                BEFORE.get(8));

        assertThat(ApiDiff.describe(BEFORE, after))
                .isEqualTo(String.join(
                        "\n",
                        "    in public final class p.A {",
                        "    -   public int size()",
                        "    in public final class p.B {",
                        "    +   public void stop()",
                        "    (1 line(s) removed or changed: breaking; 1 added)"));
    }

    @Test
    void theMembersOfAnAddedTypeAreShownUnderItNotUnderTheTypeBefore() {
        List<String> after = List.of(
                BEFORE.get(0),
                BEFORE.get(1),
                BEFORE.get(2),
                BEFORE.get(3),
                BEFORE.get(4),
                BEFORE.get(5),
                "public record p.AB {",
                "  public String id()",
                "}",
                BEFORE.get(6),
                BEFORE.get(7),
                BEFORE.get(8));

        assertThat(ApiDiff.describe(BEFORE, after))
                .isEqualTo(String.join(
                        "\n",
                        "    + public record p.AB {",
                        "    +   public String id()",
                        "    + }",
                        "    (0 line(s) removed or changed: breaking; 3 added)"));
    }

    @Test
    void aGrownCanonicalConstructorMarkedNotCoveredIsNotBreaking() {
        List<String> after = List.of(
                BEFORE.get(0),
                BEFORE.get(1),
                "  public A(int, String)  // not covered by the compatibility promise: use builder()",
                BEFORE.get(3),
                BEFORE.get(4),
                "  public String nickname()",
                BEFORE.get(5),
                BEFORE.get(6),
                BEFORE.get(7),
                BEFORE.get(8));

        assertThat(ApiDiff.describe(BEFORE, after))
                .contains(
                        "    -   public A(int)  // not covered",
                        "    +   public A(int, String)  // not covered",
                        "    +   public String nickname()")
                .endsWith("(0 line(s) removed or changed: breaking; 2 added)");
    }

    @Test
    void aNullabilityChangeIsAChangedLine() {
        List<String> after = List.of(
                BEFORE.get(0),
                BEFORE.get(1),
                BEFORE.get(2),
                BEFORE.get(3),
                "  public @Nullable String name()",
                BEFORE.get(5),
                BEFORE.get(6),
                BEFORE.get(7),
                BEFORE.get(8));

        assertThat(ApiDiff.describe(BEFORE, after))
                .contains("    -   public String name()", "    +   public @Nullable String name()")
                .endsWith("(1 line(s) removed or changed: breaking; 1 added)");
    }
}
