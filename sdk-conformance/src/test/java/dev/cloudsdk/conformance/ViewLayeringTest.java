package dev.cloudsdk.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.storage.StorageClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

/**
 * Views layer (issue 27): a view made with {@code withOptions} from a tenant's view keeps the tenant's token and
 * headers, whatever chain of {@code withOptions}, {@code withRegion} and {@code async()} made it, on the clients
 * of {@link ServiceView}, for blocking and async calls and for the pages a walk fetches ahead.
 * Checked on the wire: every request carries the token, headers and region its view should, and never another
 * tenant's or the config's token.
 */
class ViewLayeringTest extends WireTest {
    static final UUID LB = UUID.fromString("3e7a9c15-2b4d-4f6e-8a1c-5d7e9f0b2c4a");
    static final UUID ZONE = UUID.fromString("9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a");
    static final UUID BACKUP = UUID.fromString("2f3e4d5c-6b7a-4988-9a7b-6c5d4e3f2a1b");
    static final UUID INSTANCE = UUID.fromString("7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f");
    static final CreatePoolRequest POOL = CreatePoolRequest.builder()
            .name("web")
            .protocol(Protocol.HTTP)
            .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
            .build();
    static final int PAGES = 3;
    private static final int TENANTS = 4;

    /** What arrived for each call id (the {@code X-Call} header its view's last layer adds). */
    private final Map<String, List<Seen>> seen = new ConcurrentHashMap<>();

    record Seen(String path, String authorization, Map<String, String> extra, String region) {}

    /** The headers a view should send, its token and region, tracked beside the view as a chain is built. */
    record Expected(String token, Map<String, String> headers, String region) {
        Expected header(String name, String value) {
            Map<String, String> h = new LinkedHashMap<>(headers);
            h.put(name.toLowerCase(Locale.ROOT), value);
            return new Expected(token, h, region);
        }

        Expected region(String r) {
            return new Expected(token, headers, r);
        }
    }

    @Test
    void theIssuesChainKeepsTheTenantOnEveryClient() throws Exception {
        server.setDispatcher(new Answers());
        try (ClientConfig config = configBuilder().build()) {
            for (ServiceView service : services(config)) {
                ServiceView tenant = service.withOptions(RequestOptions.builder()
                        .token("tenant-3-secret")
                        .header("X-Tenant", "3")
                        .build());
                ServiceView quick = tenant.withOptions(RequestOptions.builder()
                        .callTimeout(Duration.ofSeconds(2))
                        .header("X-Call", "issue-" + service.getClass().getSimpleName())
                        .build());
                quick.call(0);
                for (Seen s : seen.get("issue-" + service.getClass().getSimpleName())) {
                    assertThat(s.authorization()).as(s.path()).isEqualTo("Bearer tenant-3-secret");
                    assertThat(s.extra()).as(s.path()).containsEntry("x-tenant", "3");
                }
            }
        }
    }

    @Test
    void randomChainsOfViewsOnEightThreadsSendExactlyTheirViewsIdentity() throws Exception {
        server.setDispatcher(new Answers());
        Random random = new Random(27);
        try (ClientConfig config = configBuilder().build()) {
            List<ServiceView> services = services(config);
            // Each tenant's view: its own token (fixed, or a provider with pages fetched ahead on the SDK's
            // threads) and its own X-Tenant header.
            List<List<ServiceView>> tenants = new ArrayList<>();
            for (int t = 0; t < TENANTS; t++) {
                RequestOptions.Builder b = RequestOptions.builder().header("X-Tenant", "t" + t);
                String token = "tenant-" + t + "-secret";
                RequestOptions own = (t % 2 == 0
                                ? b.token(token)
                                : b.tokenProvider(() -> token).prefetchPages(1))
                        .build();
                List<ServiceView> views = new ArrayList<>();
                for (ServiceView s : services) {
                    views.add(s.withOptions(own));
                }
                tenants.add(views);
            }
            ExecutorService pool = Executors.newFixedThreadPool(8);
            Map<String, Expected> expected = new ConcurrentHashMap<>();
            List<Future<?>> done = new ArrayList<>();
            for (int i = 0; i < 400; i++) {
                int t = random.nextInt(TENANTS);
                int s = random.nextInt(services.size());
                long seed = random.nextLong();
                String id = "call-" + i;
                done.add(pool.submit(() -> {
                    Random r = new Random(seed);
                    ServiceView view = tenants.get(t).get(s);
                    Expected want = new Expected(
                            "Bearer tenant-" + t + "-secret",
                            Map.of("x-tenant", "t" + t),
                            view.regional() ? REGION : null);
                    int steps = 1 + r.nextInt(5);
                    for (int k = 0; k < steps; k++) {
                        switch (r.nextInt(4)) {
                            case 0 ->
                                view = view.withOptions(RequestOptions.builder()
                                        .callTimeout(Duration.ofSeconds(5 + r.nextInt(20)))
                                        .build());
                            case 1 -> {
                                String name = "X-Extra-" + r.nextInt(3);
                                String value = "v" + r.nextInt(100);
                                view = view.withOptions(RequestOptions.builder()
                                        .header(name, value)
                                        .build());
                                want = want.header(name, value);
                            }
                            case 2 -> {
                                if (view.regional()) {
                                    String region = "region-" + r.nextInt(3);
                                    view = view.withRegion(region);
                                    want = want.region(region);
                                }
                            }
                            default ->
                                view = view.withOptions(RequestOptions.builder()
                                        .prefetchPages(r.nextInt(3))
                                        .readTimeout(Duration.ofSeconds(9))
                                        .build());
                        }
                    }
                    view = view.withOptions(
                            RequestOptions.builder().header("X-Call", id).build());
                    expected.put(id, want);
                    view.call(r.nextInt(view.modes()));
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get(60, TimeUnit.SECONDS);
            }
            pool.shutdownNow();
            assertThat(seen.keySet()).containsAll(expected.keySet());
            int requests = 0;
            for (Map.Entry<String, Expected> e : expected.entrySet()) {
                Expected want = e.getValue();
                for (Seen s : seen.get(e.getKey())) {
                    requests++;
                    assertThat(s.authorization())
                            .as("%s %s", e.getKey(), s.path())
                            .isEqualTo(want.token());
                    Map<String, String> wantHeaders = new LinkedHashMap<>(want.headers());
                    wantHeaders.put("x-call", e.getKey());
                    assertThat(s.extra()).as("%s %s", e.getKey(), s.path()).isEqualTo(wantHeaders);
                    assertThat(s.region()).as("%s %s", e.getKey(), s.path()).isEqualTo(want.region());
                }
            }
            assertThat(requests).as("requests checked").isGreaterThan(400);
        }
    }

    @Test
    void anInheritedHeaderOrTokenIsDroppedOnlyWhenAViewSaysSo() throws Exception {
        server.setDispatcher(new Answers());
        try (ClientConfig config = configBuilder().build()) {
            DnsClient dns = DnsClient.create(config);
            DnsClient tenant = dns.withOptions(RequestOptions.builder()
                    .token("tenant-9-secret")
                    .header("X-Tenant", "9")
                    .header("X-Debug", "on")
                    .build());
            // A name set again replaces the parent's value, whatever its case; a removed one is not sent.
            DnsClient narrowed = tenant.withOptions(RequestOptions.builder()
                    .header("x-tenant", "9b")
                    .removeHeader("X-DEBUG")
                    .header("X-Call", "narrowed")
                    .build());
            narrowed.recordsets().listPage(ZONE, ListRecordsetsRequest.all());
            Seen n = seen.get("narrowed").get(0);
            assertThat(n.authorization()).isEqualTo("Bearer tenant-9-secret");
            assertThat(n.extra()).isEqualTo(Map.of("x-tenant", "9b", "x-call", "narrowed"));

            DnsClient service = tenant.withOptions(RequestOptions.builder()
                    .configToken()
                    .header("X-Call", "service")
                    .build());
            service.recordsets().listPage(ZONE, ListRecordsetsRequest.all());
            Seen sv = seen.get("service").get(0);
            assertThat(sv.authorization()).isEqualTo("Bearer " + TOKEN);
            assertThat(sv.extra()).containsEntry("x-tenant", "9").containsEntry("x-debug", "on");

            // options() is what the chain accumulated; a view rebuilt from it sends the same.
            assertThat(narrowed.options().headers()).containsOnlyKeys("x-tenant", "X-Call");
            assertThat(narrowed.options().overridesToken()).isTrue();
            DnsClient rebuilt = dns.withOptions(narrowed.options().toBuilder()
                    .removeHeader("X-Call")
                    .header("X-Call", "rebuilt")
                    .build());
            rebuilt.recordsets().listPage(ZONE, ListRecordsetsRequest.all());
            Seen rb = seen.get("rebuilt").get(0);
            assertThat(rb.authorization()).isEqualTo("Bearer tenant-9-secret");
            assertThat(rb.extra()).isEqualTo(Map.of("x-tenant", "9b", "x-call", "rebuilt"));
            assertThat(dns.options()).isEqualTo(RequestOptions.none());
            assertThat(narrowed.withRegion("eu-2").options()).isEqualTo(narrowed.options());
        }
    }

    private static List<ServiceView> services(ClientConfig config) {
        return List.of(
                new ServiceView.Lb(LoadBalancerClient.create(config)),
                new ServiceView.Dns(DnsClient.create(config)),
                new ServiceView.Db(DatabaseClient.create(config)),
                new ServiceView.Storage(StorageClient.create(config)));
    }

    /** Answers every operation, and records what identity each request carried. */
    private final class Answers extends Dispatcher {
        private final List<String> paths = new CopyOnWriteArrayList<>();

        @Override
        public MockResponse dispatch(RecordedRequest request) {
            String path = request.getUrl().encodedPath();
            paths.add(path);
            Map<String, String> extra = new LinkedHashMap<>();
            for (String name : request.getHeaders().names()) {
                String lower = name.toLowerCase(Locale.ROOT);
                if (lower.startsWith("x-") && !lower.equals("x-region")) {
                    extra.put(lower, String.join(",", request.getHeaders().values(name)));
                }
            }
            String call = request.getHeaders().get("X-Call");
            seen.computeIfAbsent(call == null ? "none" : call, k -> new CopyOnWriteArrayList<>())
                    .add(new Seen(
                            path,
                            request.getHeaders().get("Authorization"),
                            extra,
                            request.getHeaders().get("X-Region")));
            if (path.endsWith("/pools")) {
                return json(201, fixture("loadbalancer/pool-created.json"));
            }
            if (path.endsWith("/recordsets")) {
                String marker = request.getUrl().queryParameter("marker");
                int page = marker == null ? 0 : Integer.parseInt(marker.substring(marker.length() - 1));
                return json(200, page(page));
            }
            if (path.startsWith("/api/v1/database-backups/")) {
                return json(202, fixture("database/restore-accepted.json"));
            }
            if (path.endsWith("/restart")) {
                return json(202, "{\"message\":\"restarting\"}");
            }
            return json(202, "{\"volume_id\":\"" + INSTANCE + "\"}");
        }
    }

    /** Page {@code n} of {@link #PAGES}: two recordsets whose ids end in the page's number and its item's. */
    private static String page(int n) {
        StringBuilder items = new StringBuilder();
        for (int i = 0; i < 2; i++) {
            items.append(i == 0 ? "" : ",")
                    .append("{\"id\":\"00000000-0000-4000-8000-0000000000")
                    .append(i)
                    .append(n + 1)
                    .append("\",\"name\":\"r")
                    .append(n)
                    .append(i)
                    .append(".example.org.\"}");
        }
        String last = "00000000-0000-4000-8000-0000000000" + 1 + (n + 1);
        return "{\"recordsets\":[" + items + "],\"meta\":{\"total\":" + 2 * PAGES + ",\"limit\":2,\"marker\":\"" + last
                + "\",\"has_more\":" + (n + 1 < PAGES) + "}}";
    }
}
