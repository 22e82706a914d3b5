package dev.cloudsdk.testkit;

import java.util.Map;

/**
 * What the test-only document's generated {@code EmulatorSuccessPathTest} needs beyond the generic behaviour: the
 * one image of {@code ComputeHandler}. A server needs nothing here: its generic create makes one; nor does a
 * snapshot, made by the create the handler overrides (sent over HTTP).
 */
final class SeededValues {
    private SeededValues() {
    }

    static Map<String, String> of(CloudEmulator emulator, String parameter) {
        return parameter.equals("image_id") ? Map.of(parameter, "3f4aa0b2-e74e-3aa1-be8c-f1f1b48db670") : Map.of();
    }
}
