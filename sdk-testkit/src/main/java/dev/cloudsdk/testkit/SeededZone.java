package dev.cloudsdk.testkit;

import java.util.UUID;

/**
 * A DNS zone seeded into the emulator.
 *
 * @param id the zone id, the path value of List recordsets
 * @param region the region it lives in
 * @param name the fully qualified zone name, with its trailing dot
 */
public record SeededZone(UUID id, String region, String name) {}
