package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ClientConfigBuilder;
import dev.cloudsdk.core.FakeEnvironment;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.SelfSignedTls;
import dev.cloudsdk.core.testing.WireTest;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import okhttp3.Credentials;
import okhttp3.Dns;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The proxy {@code fromEnv()} and {@code proxy(...)} decide, against a loopback proxy: {@link #proxyServer} plays
 * an HTTP forward proxy (it answers an absolute-form request itself) and refuses tunnels; {@link #server} is the
 * origin, reached as {@code api.cloud.test}, which the client's DNS maps to loopback (a loopback host never goes
 * through a proxy read from the environment).
 */
class ProxyWireTest extends WireTest {
    private static final String HOST = "api.cloud.test";
    private static final String SECRET = "pr0xy-pa55-4b1d";
    private static final String NOTHING_LISTENS = "http://127.0.0.1:1";

    @StartStop
    public final MockWebServer proxyServer = new MockWebServer();

    /** The test's client: {@code api.cloud.test} is loopback; built per test, after any change of the JVM default. */
    private OkHttpClient client() {
        // Not http.newBuilder(): that would keep the JVM's selector of when http was built, a selector of its own.
        return new OkHttpClient.Builder()
                .connectionPool(pool)
                .dns(host -> host.equals(HOST) ? List.of(InetAddress.getLoopbackAddress()) : Dns.SYSTEM.lookup(host))
                .build();
    }

    private String proxyUrl() {
        return "http://me:" + SECRET + "@127.0.0.1:" + proxyServer.getPort();
    }

    private String origin(String scheme) {
        return scheme + "://" + HOST + (scheme.equals("http") ? ":" + server.getPort() : "") + "/api";
    }

    private ClientConfigBuilder fromEnv(Map<String, String> env, Map<String, String> props) {
        return FakeEnvironment.fromEnv(
                        ClientConfig.builder()
                                .baseUrl(origin("http"))
                                .token(TOKEN)
                                .region(REGION),
                        env,
                        props)
                .allowInsecureHttp(true)
                .httpClient(client())
                .retryPolicy(RetryPolicy.none());
    }

    private static String getItemsTarget(String base) {
        return base + "/v1/things/" + TestApi.ID + "/items";
    }

    private static RecordedRequest takeFrom(MockWebServer s) {
        try {
            RecordedRequest r = s.takeRequest(5, TimeUnit.SECONDS);
            assertThat(r).as("a request reached the server").isNotNull();
            return r;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    @AfterEach
    void theProxyPasswordIsInNoLogLine() {
        assertThat(LogCapture.lines()).noneMatch(line -> line.contains(SECRET));
    }

    @Test
    void anHttpBaseUrlGoesThroughHttpProxyWithItsCredentials() {
        ClientConfig config =
                fromEnv(Map.of("HTTP_PROXY", proxyUrl()), Map.of()).build();
        proxyServer.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(ServiceContext.of(config));
        RecordedRequest r = takeFrom(proxyServer);
        // The absolute form, which only a proxy is sent; the proxy reads a plain-http request whole, token included.
        assertThat(r.getRequestLine()).isEqualTo("GET " + getItemsTarget(origin("http")) + " HTTP/1.1");
        assertThat(r.getHeaders().get("Proxy-Authorization")).isEqualTo(Credentials.basic("me", SECRET));
        assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
        assertThat(server.getRequestCount()).isZero();
        assertThat(config.toString())
                .contains("proxy=http://me:****@127.0.0.1:" + proxyServer.getPort()
                        + " (HTTP_PROXY (from the environment))")
                .doesNotContain(SECRET);
    }

    @Test
    void noProxyBypassesTheProxyAndTheOriginNeverSeesItsCredentials() {
        ClientConfig config = fromEnv(
                        Map.of("HTTP_PROXY", proxyUrl(), "NO_PROXY", "other.example,.cloud.test"), Map.of())
                .build();
        server.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(ServiceContext.of(config));
        RecordedRequest r = takeRequest();
        assertThat(r.getTarget()).isEqualTo("/api/v1/things/" + TestApi.ID + "/items");
        assertThat(r.getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
        assertThat(r.getHeaders().get("Proxy-Authorization")).isNull();
        assertThat(proxyServer.getRequestCount()).isZero();
    }

    @Test
    void throughAnHttpsTunnelTheTokenGoesOnlyToTheOriginAndTheCredentialsOnlyToTheProxy() {
        // proxyServer plays both: the proxy that answers CONNECT, then, inside the tunnel, the TLS origin.
        SelfSignedTls tls = SelfSignedTls.create();
        proxyServer.useHttps(tls.server().getSocketFactory());
        OkHttpClient trusting = client().newBuilder()
                .sslSocketFactory(tls.client().getSocketFactory(), tls.trustManager())
                .hostnameVerifier((host, session) -> host.equals(HOST)) // the certificate names 127.0.0.1
                .build();
        ClientConfig config = fromEnv(Map.of("HTTPS_PROXY", proxyUrl()), Map.of())
                .baseUrl(origin("https"))
                .httpClient(trusting)
                .build();
        proxyServer.enqueue(new MockResponse.Builder().inTunnel().build());
        proxyServer.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(ServiceContext.of(config));
        RecordedRequest connect = takeFrom(proxyServer);
        assertThat(connect.getRequestLine()).isEqualTo("CONNECT " + HOST + ":443 HTTP/1.1");
        assertThat(connect.getHeaders().get("Proxy-Authorization")).isEqualTo(Credentials.basic("me", SECRET));
        assertThat(connect.getHeaders().get("Authorization")).isNull();
        RecordedRequest inTunnel = takeFrom(proxyServer);
        assertThat(inTunnel.getHandshake())
                .as("the request travelled inside TLS")
                .isNotNull();
        assertThat(inTunnel.getTarget()).isEqualTo("/api/v1/things/" + TestApi.ID + "/items");
        assertThat(inTunnel.getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
        assertThat(inTunnel.getHeaders().get("Proxy-Authorization")).isNull();
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aProxyThatRefusesTheCredentialsIsAskedOnceAndTheErrorShowsNeitherSecret() {
        ClientConfig config = fromEnv(Map.of("HTTPS_PROXY", proxyUrl()), Map.of())
                .baseUrl(origin("https"))
                .build();
        // A proxy that refuses the credentials: the SDK sent them before it was asked, and never sends them twice.
        proxyServer.enqueue(new MockResponse.Builder()
                .code(407)
                .addHeader("Proxy-Authenticate", "Basic realm=\"corp\"")
                .build());
        assertThatThrownBy(() -> TestApi.getItems(ServiceContext.of(config)))
                .isInstanceOf(ApiConnectionException.class)
                .message()
                .doesNotContain(SECRET)
                .doesNotContain(TOKEN);
        RecordedRequest connect = takeFrom(proxyServer);
        assertThat(connect.getRequestLine()).isEqualTo("CONNECT " + HOST + ":443 HTTP/1.1");
        assertThat(connect.getHeaders().get("Proxy-Authorization")).isEqualTo(Credentials.basic("me", SECRET));
        assertThat(connect.getHeaders().get("Authorization")).isNull();
        assertThat(connect.getHeaders().toString()).doesNotContain(TOKEN);
        assertThat(proxyServer.getRequestCount()).isEqualTo(1);
    }

    @Test
    void systemPropertiesWinOverTheEnvironment() {
        ClientConfig config = fromEnv(
                        Map.of("HTTP_PROXY", NOTHING_LISTENS),
                        Map.of("http.proxyHost", "127.0.0.1", "http.proxyPort", String.valueOf(proxyServer.getPort())))
                .build();
        proxyServer.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(ServiceContext.of(config));
        RecordedRequest r = takeFrom(proxyServer);
        assertThat(r.getRequestLine()).startsWith("GET http://" + HOST);
        assertThat(r.getHeaders().get("Proxy-Authorization")).isNull();
    }

    @Test
    void theCallersClientProxyWinsOverTheEnvironmentAndTheBuilderOverBoth() {
        Proxy toProxyServer = new Proxy(Proxy.Type.HTTP, new InetSocketAddress("127.0.0.1", proxyServer.getPort()));
        ClientConfig clientWins = fromEnv(Map.of("HTTP_PROXY", NOTHING_LISTENS), Map.of())
                .httpClient(client().newBuilder().proxy(toProxyServer).build())
                .build();
        proxyServer.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(ServiceContext.of(clientWins));
        assertThat(takeFrom(proxyServer).getRequestLine()).startsWith("GET http://" + HOST);

        ClientConfig builderWins = fromEnv(Map.of("HTTP_PROXY", NOTHING_LISTENS), Map.of())
                .httpClient(client().newBuilder()
                        .proxy(new Proxy(Proxy.Type.HTTP, new InetSocketAddress("127.0.0.1", 1)))
                        .build())
                .proxy(proxyUrl())
                .build();
        proxyServer.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(ServiceContext.of(builderWins));
        assertThat(takeFrom(proxyServer).getHeaders().get("Proxy-Authorization"))
                .isEqualTo(Credentials.basic("me", SECRET));

        ClientConfig direct =
                fromEnv(Map.of("HTTP_PROXY", proxyUrl()), Map.of()).proxy(null).build();
        server.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(ServiceContext.of(direct));
        assertThat(takeRequest().getHeaders().get("Proxy-Authorization")).isNull();
        assertThat(proxyServer.getRequestCount()).isEqualTo(2);
    }

    @Test
    void whatFromEnvDecidesIsNotTheJvmDefaultSelectorsToChange() {
        List<URI> asked = new CopyOnWriteArrayList<>();
        ProxySelector original = ProxySelector.getDefault();
        ProxySelector.setDefault(new ProxySelector() {
            @Override
            public List<Proxy> select(URI uri) {
                // The JDK itself asks for socket:// (SOCKS) on every plain socket; OkHttp asks for http(s)://.
                if (uri.getScheme().startsWith("http")) {
                    asked.add(uri);
                }
                return List.of(new Proxy(Proxy.Type.HTTP, new InetSocketAddress("127.0.0.1", proxyServer.getPort())));
            }

            @Override
            public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {}
        });
        try {
            // Bypassed by NO_PROXY: direct, and the JVM's selector (which would say the proxy) is never asked.
            ClientConfig bypassed = fromEnv(Map.of("HTTP_PROXY", proxyUrl(), "NO_PROXY", HOST), Map.of())
                    .build();
            server.enqueue(json(200, "{\"items\":[]}"));
            TestApi.getItems(ServiceContext.of(bypassed));
            assertThat(takeRequest().getTarget()).startsWith("/api/");
            assertThat(asked).isEmpty();
            // Nothing read names a proxy: the JVM's selector decides, as OkHttp's default.
            ClientConfig jvmDefault = fromEnv(Map.of(), Map.of()).build();
            proxyServer.enqueue(json(200, "{\"items\":[]}"));
            TestApi.getItems(ServiceContext.of(jvmDefault));
            assertThat(takeFrom(proxyServer).getRequestLine()).startsWith("GET http://" + HOST);
            assertThat(asked).hasSize(1);
        } finally {
            ProxySelector.setDefault(original);
        }
    }
}
