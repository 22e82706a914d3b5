/**
 * Spring Boot auto-configuration for cloudsdk: a {@code ClientConfig} built from the {@code cloudsdk.*} properties
 * ({@link dev.cloudsdk.spring.boot.CloudSdkProperties}), a client of each service module, and the application's
 * {@code MeterRegistry} and {@code OpenTelemetry} wired as call listeners. Registered in
 * {@code META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports}; nothing is found by
 * component scanning.
 */
@NullMarked
package dev.cloudsdk.spring.boot;

import org.jspecify.annotations.NullMarked;
