package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.util.HashMap;
import java.util.Map;
import okhttp3.Authenticator;
import okhttp3.Credentials;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which proxy a config decides from the builder, its HTTP client, the system properties and the environment. */
class ProxySettingsTest {
    private static final String SECRET = "s3cr3t-pw";
    private static final HttpUrl HTTPS = HttpUrl.get("https://api.cloud.example/api/");
    private static final HttpUrl HTTP = HttpUrl.get("http://emulator.internal:8080/");

    private static Map<String, String> map(String... pairs) {
        Map<String, String> m = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return m;
    }

    private static Map<String, String> env(String... pairs) {
        return ProxySettings.read(map(pairs)::get, name -> null);
    }

    private static @Nullable String chosen(Map<String, String> sources, HttpUrl base) {
        ProxySettings s = ProxySettings.resolve(null, sources, base, null);
        return s == null ? null : String.valueOf(s.proxy());
    }

    @Test
    void anHttpsBaseUrlTakesHttpsProxyAndNeverHttpProxy() {
        assertThat(chosen(env("HTTPS_PROXY", "http://proxy.corp:3128"), HTTPS)).isEqualTo("http://proxy.corp:3128");
        assertThat(chosen(env("https_proxy", "proxy.corp:3128"), HTTPS)).isEqualTo("http://proxy.corp:3128");
        assertThat(ProxySettings.resolve(null, env("HTTP_PROXY", "http://proxy.corp:3128"), HTTPS, null))
                .isNull();
    }

    @Test
    void anHttpBaseUrlTakesHttpProxyAndNeverHttpsProxy() {
        assertThat(chosen(env("HTTP_PROXY", "http://proxy.corp"), HTTP)).isEqualTo("http://proxy.corp:80");
        assertThat(ProxySettings.resolve(null, env("HTTPS_PROXY", "http://proxy.corp:3128"), HTTP, null))
                .isNull();
    }

    @Test
    void theLowercaseVariableWinsOverTheUppercaseOne() {
        assertThat(chosen(env("https_proxy", "http://lower:1", "HTTPS_PROXY", "http://upper:2"), HTTPS))
                .isEqualTo("http://lower:1");
        assertThat(chosen(env("HTTPS_PROXY", "http://p:1", "no_proxy", "other.example", "NO_PROXY", "*"), HTTPS))
                .isEqualTo("http://p:1");
    }

    @Test
    void systemPropertiesWinOverTheEnvironmentAndBringTheirOwnBypassList() {
        Map<String, String> both = ProxySettings.read(
                map("HTTPS_PROXY", "http://from-env:1", "NO_PROXY", "*")::get,
                map("https.proxyHost", "from-props", "https.proxyPort", "8443")::get);
        assertThat(chosen(both, HTTPS)).isEqualTo("http://from-props:8443");
        Map<String, String> defaultPort = ProxySettings.read(
                name -> null, map("https.proxyHost", "from-props", "http.nonProxyHosts", "*.example|localhost")::get);
        assertThat(chosen(defaultPort, HttpUrl.get("https://api.cloud.test/"))).isEqualTo("http://from-props:443");
        assertThat(chosen(defaultPort, HTTPS)).isEqualTo("null");
        Map<String, String> httpProps = ProxySettings.read(name -> null, map("http.proxyHost", "from-props")::get);
        assertThat(chosen(httpProps, HTTP)).isEqualTo("http://from-props:80");
        Map<String, String> withUser = ProxySettings.read(
                name -> null,
                map(
                        "https.proxyHost",
                        "p",
                        "https.proxyUser",
                        "me",
                        "https.proxyPassword",
                        SECRET,
                        "http.proxyUser",
                        "not-for-https")::get);
        ProxySettings s = ProxySettings.resolve(null, withUser, HTTPS, null);
        assertThat(s.proxy().authorization()).isEqualTo(Credentials.basic("me", SECRET));
        assertThat(s).hasToString("http://me:****@p:443 (https.proxyHost (system property))");
        assertThat(ProxySettings.resolve(null, httpProps, HTTPS, null)).isNull();
    }

    @Test
    void theBuilderWinsOverEverythingAndTheCallersClientOverWhatWasRead() {
        OkHttpClient own = new OkHttpClient.Builder()
                .proxy(new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved("own", 1)))
                .build();
        Map<String, String> read = env("HTTPS_PROXY", "http://from-env:1");
        assertThat(ProxySettings.resolve(null, read, HTTPS, own)).isNull();
        OkHttpClient ownSelector =
                new OkHttpClient.Builder().proxySelector(ProxySelector.of(null)).build();
        assertThat(ProxySettings.resolve(null, read, HTTPS, ownSelector)).isNull();
        assertThat(ProxySettings.resolve(null, read, HTTPS, new OkHttpClient())).isNotNull();
        assertThat(ProxySettings.resolve(ProxySettings.explicit("http://set:9"), read, HTTPS, own)
                        .proxy())
                .hasToString("http://set:9");
        assertThat(ProxySettings.resolve(ProxySettings.explicit(null), read, HTTPS, own)
                        .proxy())
                .isNull();
        // Without fromEnv() nothing is decided: OkHttp's default, the JVM's ProxySelector.
        assertThat(ProxySettings.resolve(null, null, HTTPS, null)).isNull();
    }

    @ParameterizedTest(name = "NO_PROXY={0}, host {1}: bypassed {2}")
    @CsvSource(
            delimiter = ';',
            value = {
                "*; api.cloud.example; true",
                "cloud.example; api.cloud.example; true",
                "cloud.example; cloud.example; true",
                "cloud.example; notcloud.example; false",
                ".cloud.example; api.cloud.example; true",
                ".cloud.example; cloud.example; false",
                "*.cloud.example; api.cloud.example; true",
                "*.cloud.example; cloud.example; false",
                "'other.example, API.Cloud.Example:443'; api.cloud.example; true",
                "api.cloud.example:8443; api.cloud.example; true",
                "10.0.0.0/8; 10.1.2.3; true",
                "10.0.0.0/8; 11.1.2.3; false",
                "10.0.0.0/8; api.cloud.example; false",
                "fd00::/8; fd12::1; true",
                "fd00::/8; fe12::1; false",
                "[fd12::1]:443; fd12::1; true",
                "'  ,, '; api.cloud.example; false",
            })
    void noProxyMatches(String list, String host, boolean bypassed) {
        assertThat(ProxySettings.noProxyMatches(list, host, "NO_PROXY")).isEqualTo(bypassed);
    }

    @ParameterizedTest(name = "http.nonProxyHosts={0}, host {1}: bypassed {2}")
    @CsvSource(
            delimiter = ';',
            value = {
                "*.cloud.example; api.cloud.example; true",
                "*.cloud.example; cloud.example; false",
                "api.*; api.cloud.example; true",
                "other|API.cloud.example; api.cloud.example; true",
                "10.*; 10.1.2.3; true",
                "[::1]|a.b; ::1; true",
                "api.cloud.exampl; api.cloud.example; false",
                "api.cloud.example.*; api.cloud.example; false",
            })
    void nonProxyHostsMatch(String list, String host, boolean bypassed) {
        assertThat(ProxySettings.nonProxyHostsMatch(list, host)).isEqualTo(bypassed);
    }

    @Test
    void aBypassedOrLoopbackHostConnectsDirectly() {
        ProxySettings bypassed = ProxySettings.resolve(
                null, env("HTTPS_PROXY", "http://p:1", "NO_PROXY", ".cloud.example"), HTTPS, null);
        assertThat(bypassed.proxy()).isNull();
        assertThat(bypassed).hasToString("direct (NO_PROXY (from the environment))");
        for (String loopback : new String[] {"http://localhost:8080/", "http://127.0.0.1:8080/", "http://[::1]/"}) {
            ProxySettings direct =
                    ProxySettings.resolve(null, env("HTTP_PROXY", "http://p:1"), HttpUrl.get(loopback), null);
            assertThat(direct.proxy()).as(loopback).isNull();
        }
    }

    @Test
    void credentialsAreReadAndThePasswordIsNeverShown() {
        ProxySettings s = ProxySettings.resolve(
                null, env("HTTPS_PROXY", "http://me%40corp:" + SECRET + "@proxy.corp:3128/"), HTTPS, null);
        assertThat(s.proxy().user()).isNotNull();
        assertThat(s.proxy().authorization()).isEqualTo(Credentials.basic("me@corp", SECRET));
        assertThat(s.toString()).isEqualTo("http://me@corp:****@proxy.corp:3128 (HTTPS_PROXY (from the environment))");
        // The proxy is its own tunnel authenticator: what OkHttp may show of that shows no password either.
        assertThat((Authenticator) s.proxy()).asString().doesNotContain(SECRET);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = ';',
            value = {
                "socks5://me:" + SECRET + "@p:1080; HTTPS_PROXY (from the environment) is not a proxy URL"
                        + " (socks5://me:****@p:1080): its scheme is 'socks5'",
                "https://p:443; HTTPS_PROXY (from the environment) is not a proxy URL (https://p:443): "
                        + "its scheme is 'https'",
                "http://me:" + SECRET + "@p:port; HTTPS_PROXY (from the environment) is not a proxy URL"
                        + " (http://me:****@p:port): expected http://host:port",
                "http://me:pa/" + SECRET + "@p:1; HTTPS_PROXY (from the environment) is not a proxy URL"
                        + " (http://me:****@p:1): a proxy URL has no path",
                "http://p:1/path; HTTPS_PROXY (from the environment) is not a proxy URL "
                        + "(http://p:1/path): a proxy URL has" + " no path",
                "http://:" + SECRET
                        + "@p:1; HTTPS_PROXY (from the environment) is not a proxy URL (http://:****@p:1): it has"
                        + " an '@' but no user",
                "http://p:99999; HTTPS_PROXY (from the environment) is not a proxy URL (http://p:99999): expected",
                "http://me:%zz" + SECRET + "@p:1; HTTPS_PROXY (from the environment) is not a proxy URL"
                        + " (http://me:****@p:1): its user or password holds a '%'",
            })
    void aMalformedProxyIsRefusedNamingTheVariableWithoutThePassword(String value, String message) {
        assertThatThrownBy(() -> ProxySettings.resolve(null, env("HTTPS_PROXY", value), HTTPS, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message)
                .message()
                .doesNotContain(SECRET);
    }

    @Test
    void malformedPropertiesAndRangesAreRefusedNamingThem() {
        assertThatThrownBy(() -> ProxySettings.resolve(
                        null,
                        ProxySettings.read(name -> null, map("https.proxyHost", "p", "https.proxyPort", "80a")::get),
                        HTTPS,
                        null))
                .hasMessage("https.proxyPort (system property) must be a port number, 1 to 65535, was '80a'");
        assertThatThrownBy(() -> ProxySettings.resolve(
                        null, ProxySettings.read(name -> null, map("https.proxyHost", "http://p")::get), HTTPS, null))
                .hasMessage("https.proxyHost (system property) must be a host name or address, was 'http://p'");
        assertThatThrownBy(() -> ProxySettings.resolve(
                        null, env("HTTPS_PROXY", "http://p:1", "no_proxy", "10.0.0.0/33"), HTTPS, null))
                .hasMessage("no_proxy (from the environment) holds '10.0.0.0/33', which is not an address range such"
                        + " as 10.0.0.0/8 or fd00::/8");
        assertThatThrownBy(() -> ProxySettings.explicit("ftp://p:1"))
                .hasMessageStartingWith("proxy is not a proxy URL");
    }

    @Test
    void onlyTheSettingsForTheBaseUrlsSchemeAreChecked() {
        // A broken HTTP_PROXY does not stop an https client, which never reads it.
        assertThat(ProxySettings.resolve(null, env("HTTP_PROXY", "socks5://p:1"), HTTPS, null))
                .isNull();
    }
}
