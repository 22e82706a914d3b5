package dev.cloudsdk.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the report says of the machine a run was made on, read from Linux's {@code /proc}. */
final class Machine {
    private Machine() {}

    static String cpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // Not Linux: the architecture is in the OS row.
        }
        return "unknown CPU";
    }

    static String memory() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/meminfo"))) {
                if (line.startsWith("MemTotal:")) {
                    long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
                    return (kb / 1024 / 1024) + " GiB RAM";
                }
            }
        } catch (IOException | RuntimeException e) {
            // Not Linux.
        }
        return "unknown";
    }
}
