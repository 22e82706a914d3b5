package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The tenant-token fixes of 0.3.0 against the emulator, which checks the bearer token: a provider reading the
 * caller's thread context, and a per-call token on a config whose own token the emulator refuses.
 */
class EmulatorTenantTokensTest {

    @Test
    void aContextProviderOnPoolThreadsAuthenticatesEveryCallAsItsOwnCaller() throws Exception {
        try (CloudEmulator emulator = CloudEmulator.start()) {
            SeededZone zone = emulator.seedZone("example.com");
            emulator.seedRecordset(zone, "www", "A", "192.0.2.1");
            // Half the callers are a tenant with the emulator's token, half one with a token it refuses.
            InheritableThreadLocal<String> tenant = new InheritableThreadLocal<>();
            try (ClientConfig config =
                    emulator.configBuilder().tokenProvider(tenant::get).build()) {
                DnsClient dns = DnsClient.create(config);
                ExecutorService pool = Executors.newFixedThreadPool(8);
                List<Future<String>> outcomes = new ArrayList<>();
                for (int i = 0; i < 200; i++) {
                    String token = i % 2 == 0 ? CloudEmulator.DEFAULT_TOKEN : "someone-else-" + i;
                    outcomes.add(pool.submit(() -> {
                        tenant.set(token);
                        try {
                            return "listed "
                                    + dns.recordsets().list(zone.id()).stream().count();
                        } catch (AuthenticationException e) {
                            return "refused";
                        } finally {
                            tenant.remove();
                        }
                    }));
                }
                for (int i = 0; i < 200; i++) {
                    assertThat(outcomes.get(i).get(20, TimeUnit.SECONDS))
                            .as("call %d", i)
                            .isEqualTo(i % 2 == 0 ? "listed 1" : "refused");
                }
                pool.shutdownNow();
            }
        }
    }

    @Test
    void aPerCallTokenReplacesTheConfigsSyncAndAsync() {
        try (CloudEmulator emulator = CloudEmulator.start()) {
            SeededZone zone = emulator.seedZone("example.com");
            try (ClientConfig config =
                    emulator.configBuilder().token("not-the-emulators").build()) {
                DnsClient refused = DnsClient.create(config);
                assertThatThrownBy(() -> refused.recordsets()
                                .listPage(
                                        zone.id(),
                                        ListRecordsetsRequest.builder().build()))
                        .isInstanceOf(AuthenticationException.class);
                DnsClient tenant = refused.withOptions(RequestOptions.builder()
                        .token(CloudEmulator.DEFAULT_TOKEN)
                        .build());
                assertThat(tenant.recordsets()
                                .listPage(
                                        zone.id(),
                                        ListRecordsetsRequest.builder().build())
                                .items())
                        .isEmpty();
                assertThat(tenant.async()
                                .recordsets()
                                .listPage(
                                        zone.id(),
                                        ListRecordsetsRequest.builder().build())
                                .join()
                                .items())
                        .isEmpty();
            }
        }
    }
}
