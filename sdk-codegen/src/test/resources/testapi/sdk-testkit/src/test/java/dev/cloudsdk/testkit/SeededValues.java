package dev.cloudsdk.testkit;

import java.util.Map;

/**
 * What the test-only document's generated {@code EmulatorSuccessPathTest} needs beyond the generic behaviour:
 * nothing. A server is made by its generic create, a snapshot by the create the handler overrides (sent over HTTP),
 * and an image is its catalog's first item, which the generated test names itself.
 */
final class SeededValues {
    private SeededValues() {
    }

    static Map<String, String> of(CloudEmulator emulator, String parameter) {
        return Map.of();
    }
}
