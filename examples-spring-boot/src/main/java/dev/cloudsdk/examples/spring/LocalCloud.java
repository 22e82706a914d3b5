package dev.cloudsdk.examples.spring;

import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.InstanceStatus;
import dev.cloudsdk.testkit.SeededLoadBalancer;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Starts the in-process emulator when no {@code cloudsdk.base-url} is configured, seeds what the tour needs, and
 * adds the emulator's URL, token and region as the three {@code cloudsdk.*} properties, as a test's
 * {@code @DynamicPropertySource} does. The emulator stops with the application context.
 */
final class LocalCloud implements ApplicationContextInitializer<ConfigurableApplicationContext> {
    @Override
    public void initialize(ConfigurableApplicationContext context) {
        ConfigurableEnvironment environment = context.getEnvironment();
        if (environment.containsProperty("cloudsdk.base-url")) {
            System.out.printf("%-32s %s%n", "[endpoint]", environment.getProperty("cloudsdk.base-url"));
            return;
        }
        CloudEmulator emulator = CloudEmulator.start();
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("cloudsdk.base-url", emulator.baseUrl());
        properties.put("cloudsdk.token", emulator.token());
        properties.put("cloudsdk.region", emulator.region());
        properties.put("example.load-balancer-id", lb.id());
        properties.put("example.listener-id", lb.listenerIds().get(0));
        properties.put(
                "example.zone-id",
                emulator.seedGeneratedZone("example.com", 1_200, 2024).id());
        properties.put("example.database-backup-id", emulator.seedDatabaseBackup(BackupStatus.AVAILABLE));
        properties.put(
                "example.database-instance-id", emulator.seedDatabaseInstance("orders-db", InstanceStatus.ACTIVE));
        properties.put("example.volume-backup-id", emulator.seedVolumeBackup(BackupStatus.AVAILABLE));
        environment.getPropertySources().addFirst(new MapPropertySource("localCloud", properties));
        context.addApplicationListener(event -> {
            if (event instanceof ContextClosedEvent) {
                emulator.close();
            }
        });
        System.out.printf(
                "%-32s %s%n",
                "[endpoint]",
                "in-process emulator at " + emulator.baseUrl()
                        + " (set CLOUDSDK_BASE_URL, CLOUDSDK_TOKEN and CLOUDSDK_REGION for a real one)");
    }
}
