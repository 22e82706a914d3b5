package dev.cloudsdk.examples.spring;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;

/**
 * A Spring Boot application on {@code sdk-spring-boot-starter}: it declares no cloudsdk bean, the starter makes the
 * clients from three {@code cloudsdk.*} properties, and {@link InventoryTour} calls through them what an inventory
 * application needs. Without {@code cloudsdk.base-url} (for example {@code CLOUDSDK_BASE_URL} in the environment),
 * {@link LocalCloud} starts the in-process emulator first and points the properties at it.
 *
 * <p>Run it with {@code ./mvnw -B -q -pl examples-spring-boot -am package -DskipTests exec:java}.
 */
@SpringBootApplication
@EnableConfigurationProperties(ExampleIds.class)
public class InventoryApplication {
    /**
     * @param args Spring Boot's arguments, such as {@code --cloudsdk.log-bodies=true}
     */
    public static void main(String[] args) {
        SpringApplication application = new SpringApplication(InventoryApplication.class);
        application.addInitializers(new LocalCloud());
        application.run(args).close();
    }
}
