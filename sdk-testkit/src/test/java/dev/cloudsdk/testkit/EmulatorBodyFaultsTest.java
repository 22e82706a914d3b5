package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import okhttp3.Response;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The faults that change the body of a normal answer: {@link Fault#unreadableBody()} and {@link Fault#slowBody}. */
class EmulatorBodyFaultsTest {
    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension();

    private static CreatePoolRequest pool() {
        return CreatePoolRequest.builder()
                .name("web")
                .protocol(Protocol.HTTP)
                .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                .build();
    }

    @Test
    void unreadableBodyIsAnUnreadableResponseButThePoolIsCreated(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        emulator.injectFault(ApiOperation.CREATE_POOL, 1, Fault.unreadableBody());
        assertThatThrownBy(() ->
                        LoadBalancerClient.create(emulator.config()).pools().create(lb.id(), pool()))
                .isInstanceOf(UnreadableResponseException.class)
                .hasMessageContaining("HTTP 201");
        assertThat(emulator.pools(lb.id())).hasSize(1);
        assertThat(emulator.requestCount(ApiOperation.CREATE_POOL)).isEqualTo(1);
    }

    @Test
    void unreadableBodyIsTheFirstHalfWithAMatchingContentLength(CloudEmulator emulator) throws IOException {
        SeededZone zone = emulator.seedZone("example.com");
        emulator.seedRecordset(zone, "www", "A", "192.0.2.1");
        String path = "v1/zones/" + zone.id() + "/recordsets";
        String whole = RawHttp.get(emulator, path, "eu-1").body();
        emulator.injectFault(ApiOperation.LIST_RECORDSETS, 1, Fault.unreadableBody());
        try (Response r = RawHttp.CLIENT
                .newCall(RawHttp.request(emulator, path)
                        .header("X-Region", "eu-1")
                        .build())
                .execute()) {
            String half = r.body().string();
            assertThat(r.code()).isEqualTo(200);
            assertThat(r.header("Content-Length")).isEqualTo(Integer.toString(half.length()));
            assertThat(half).hasSize(whole.length() / 2);
            assertThat(whole).startsWith(half);
        }
    }

    @Test
    void slowBodyArrivesWholeAfterAboutItsDurationDespiteAShorterReadTimeout(CloudEmulator emulator) {
        SeededZone zone = emulator.seedZone("example.com");
        emulator.seedRecordset(zone, "www", "A", "192.0.2.1");
        emulator.seedRecordset(zone, "mail", "MX", "10 mail.example.com.");
        emulator.injectFault(ApiOperation.LIST_RECORDSETS, 1, Fault.slowBody(Duration.ofMillis(800)));
        // Each pause is 80 ms, well within the read timeout; the whole body takes longer than it.
        ClientConfig config =
                emulator.configBuilder().readTimeout(Duration.ofMillis(500)).build();
        long start = System.nanoTime();
        List<Recordset> page = DnsClient.create(config)
                .recordsets()
                .listPage(zone.id(), ListRecordsetsRequest.all())
                .items();
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(page).hasSize(2);
        // Nine pauses of 80 ms at least: the body really came in pieces (a lower bound, never a speed limit).
        assertThat(millis).isGreaterThanOrEqualTo(700);
        assertThat(emulator.requestCount(ApiOperation.LIST_RECORDSETS)).isEqualTo(1);
    }

    @Test
    void slowBodyPastTheCallDeadlineIsATimeoutButThePoolIsCreated(CloudEmulator emulator) {
        SeededLoadBalancer lb = emulator.seedLoadBalancer();
        emulator.injectFault(ApiOperation.CREATE_POOL, 1, Fault.slowBody(Duration.ofSeconds(5)));
        ClientConfig config =
                emulator.configBuilder().callTimeout(Duration.ofMillis(400)).build();
        assertThatThrownBy(() -> LoadBalancerClient.create(config).pools().create(lb.id(), pool()))
                .isInstanceOfSatisfying(
                        ApiTimeoutException.class,
                        e -> assertThat(e.limit()).isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE));
        assertThat(emulator.pools(lb.id())).hasSize(1);
        assertThat(emulator.requestCount(ApiOperation.CREATE_POOL)).isEqualTo(1);
    }

    @Test
    void theFourComponentConstructorNeitherSlowsNorCutsTheBody() {
        Fault fault = new Fault(503, "1", Duration.ZERO, false);
        assertThat(fault.slowBody()).isEqualTo(Duration.ZERO);
        assertThat(fault.truncateBody()).isFalse();
        assertThat(fault).isEqualTo(Fault.status(503).withRetryAfter("1"));
        assertThat(Fault.unreadableBody().withRetryAfter("2").truncateBody()).isTrue();
        assertThat(Fault.slowBody(Duration.ofSeconds(1))
                        .delayedBy(Duration.ofMillis(5))
                        .slowBody())
                .isEqualTo(Duration.ofSeconds(1));
    }

    @Test
    void aNegativeSlowBodyIsRefused() {
        assertThatThrownBy(() -> Fault.slowBody(Duration.ofMillis(-1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("slowBody must not be negative");
    }
}
