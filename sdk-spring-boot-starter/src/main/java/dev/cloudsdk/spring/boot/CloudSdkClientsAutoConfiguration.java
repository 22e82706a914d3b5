package dev.cloudsdk.spring.boot;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.storage.StorageClient;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * A client of each service module on the class path, on the application's one {@code ClientConfig} (the
 * auto-configured one, or the application's own): {@code LoadBalancerClient}, {@code DnsClient},
 * {@code DatabaseClient}, {@code StorageClient}. Each gives way to one of the application's own of its type. An
 * application with two configs and neither {@code @Primary} gets no client: it makes its own, knowing which config
 * each one needs.
 */
@AutoConfiguration(after = CloudSdkAutoConfiguration.class)
@ConditionalOnSingleCandidate(ClientConfig.class)
@ConditionalOnProperty(prefix = CloudSdkProperties.PREFIX, name = "enabled", havingValue = "true",
        matchIfMissing = true)
public class CloudSdkClientsAutoConfiguration {
    /** For Spring Boot, which creates it. */
    public CloudSdkClientsAutoConfiguration() {
    }

    /** The load balancer client, with {@code sdk-loadbalancer} on the class path. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(LoadBalancerClient.class)
    static class LoadBalancerConfiguration {
        /**
         * @param config the config
         * @return a client on it
         */
        @Bean
        @ConditionalOnMissingBean
        LoadBalancerClient loadBalancerClient(ClientConfig config) {
            return LoadBalancerClient.create(config);
        }
    }

    /** The DNS client, with {@code sdk-dns} on the class path. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(DnsClient.class)
    static class DnsConfiguration {
        /**
         * @param config the config
         * @return a client on it
         */
        @Bean
        @ConditionalOnMissingBean
        DnsClient dnsClient(ClientConfig config) {
            return DnsClient.create(config);
        }
    }

    /** The database client, with {@code sdk-database} on the class path. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(DatabaseClient.class)
    static class DatabaseConfiguration {
        /**
         * @param config the config
         * @return a client on it
         */
        @Bean
        @ConditionalOnMissingBean
        DatabaseClient databaseClient(ClientConfig config) {
            return DatabaseClient.create(config);
        }
    }

    /** The storage client, with {@code sdk-storage} on the class path. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(StorageClient.class)
    static class StorageConfiguration {
        /**
         * @param config the config
         * @return a client on it
         */
        @Bean
        @ConditionalOnMissingBean
        StorageClient storageClient(ClientConfig config) {
            return StorageClient.create(config);
        }
    }
}
