package dev.cloudsdk.core.internal;

import java.math.BigInteger;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.URLDecoder;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.regex.Pattern;
import okhttp3.Authenticator;
import okhttp3.Credentials;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.Route;
import org.jspecify.annotations.Nullable;

/**
 * The proxy a config's HTTP client uses: decided once, when the config is built, for its base URL's scheme and
 * host (a config sends every call to that one host). The precedence, as {@code ClientConfigBuilder} documents it:
 * {@code proxy(...)} set on the builder; else the {@code OkHttpClient}'s own proxy or proxy selector; else, after
 * {@code fromEnv()}, the system properties, then the environment; else OkHttp's default (the JVM's
 * {@link ProxySelector}). Immutable.
 *
 * @param proxy the proxy, or {@code null} for a direct connection
 * @param source what decided it, for {@link #toString()}: a setter, a variable, a system property, or a bypass
 */
public record ProxySettings(@Nullable ProxyUrl proxy, String source) {
    /** The environment variables {@code fromEnv()} reads for the proxy; the lowercase one wins when both are set. */
    static final List<String> ENV =
            List.of("https_proxy", "HTTPS_PROXY", "http_proxy", "HTTP_PROXY", "no_proxy", "NO_PROXY");
    /** The system properties {@code fromEnv()} reads for the proxy. */
    static final List<String> PROPS = List.of(
            "https.proxyHost",
            "https.proxyPort",
            "https.proxyUser",
            "https.proxyPassword",
            "http.proxyHost",
            "http.proxyPort",
            "http.proxyUser",
            "http.proxyPassword",
            "http.nonProxyHosts");

    /** 127.0.0.0/8 as four decimal octets, each 0 to 255 without leading zeros. */
    private static final Pattern IPV4_LOOPBACK =
            Pattern.compile("127(\\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])){3}");

    private static final String FROM_ENV = " (from the environment)";
    private static final String PROP = " (system property)";

    /**
     * @param url {@code http://[user[:password]@]host[:port]}, or {@code null} to connect directly
     * @return the setting {@code proxy(url)} makes
     * @throws IllegalArgumentException naming {@code proxy} when {@code url} is not such a URL
     */
    public static ProxySettings explicit(@Nullable String url) {
        return new ProxySettings(url == null ? null : ProxyUrl.parse(url, "proxy"), "proxy(...)");
    }

    /**
     * @param env a variable's value, {@code null} when not set
     * @param props a system property's value, {@code null} when not set
     * @return what {@code fromEnv()} reads of the proxy: every name of {@link #ENV} and {@link #PROPS} that is set
     *     and not blank, with its value (a variable's name never is a property's)
     */
    public static Map<String, String> read(
            Function<String, @Nullable String> env, Function<String, @Nullable String> props) {
        Map<String, @Nullable String> read = new HashMap<>();
        ENV.forEach(name -> read.put(name, env.apply(name)));
        PROPS.forEach(name -> read.put(name, props.apply(name)));
        read.values().removeIf(v -> v == null || v.isBlank());
        return Map.copyOf(read);
    }

    /**
     * Decides the proxy for {@code baseUrl}, in the precedence of the class comment.
     *
     * @param explicit what {@code proxy(...)} set, or {@code null} when it was not called
     * @param read what {@code fromEnv()} read ({@link #read}), or {@code null} when it was not called
     * @param baseUrl the checked base URL
     * @param client the caller's HTTP client, or {@code null}
     * @return the setting, or {@code null} to leave the HTTP client's proxy as it is
     * @throws IllegalArgumentException naming the variable or property whose value is malformed (the password
     *     masked); only the ones for {@code baseUrl}'s scheme are read
     */
    public static @Nullable ProxySettings resolve(
            @Nullable ProxySettings explicit,
            @Nullable Map<String, String> read,
            HttpUrl baseUrl,
            @Nullable OkHttpClient client) {
        if (explicit != null) {
            return explicit;
        }
        // The caller's client names its own proxy or selector (OkHttp's default asks the JVM's selector).
        if (read == null
                || client != null && (client.proxy() != null || client.proxySelector() != ProxySelector.getDefault())) {
            return null;
        }
        String scheme = baseUrl.isHttps() ? "https" : "http";
        String host = baseUrl.host().toLowerCase(Locale.ROOT);
        String propHost = read.get(scheme + ".proxyHost");
        String envName =
                read.containsKey(scheme + "_proxy") ? scheme + "_proxy" : scheme.toUpperCase(Locale.ROOT) + "_PROXY";
        String envValue = read.get(envName);
        // The proxy and its bypass list come from one source, the system properties, else the environment; a malformed
        // one fails even when the host is loopback and connects directly.
        ProxyUrl proxy;
        String source;
        @Nullable String bypassedBy;
        if (propHost != null) {
            source = scheme + ".proxyHost" + PROP;
            proxy = fromProperties(scheme, propHost, read);
            String bypass = read.get("http.nonProxyHosts");
            bypassedBy = bypass != null && nonProxyHostsMatch(bypass, host) ? "http.nonProxyHosts" + PROP : null;
        } else if (envValue != null) {
            source = envName + FROM_ENV;
            proxy = ProxyUrl.parse(envValue, source);
            String noName = read.containsKey("no_proxy") ? "no_proxy" : "NO_PROXY";
            String noProxy = read.get(noName);
            bypassedBy = noProxy != null && noProxyMatches(noProxy, host, noName + FROM_ENV) ? noName + FROM_ENV : null;
        } else {
            return null;
        }
        if (isLoopback(host)) {
            return new ProxySettings(null, "loopback, never through " + source);
        }
        return bypassedBy != null ? new ProxySettings(null, bypassedBy) : new ProxySettings(proxy, source);
    }

    /**
     * @param host a host name or address, as {@link HttpUrl#host()} gives it (IPv6 without brackets, every
     *     spelling of {@code ::1} already written {@code ::1}, {@code ::ffff:127.0.0.1} as {@code 127.0.0.1})
     * @return whether it is {@code localhost} or a valid literal loopback address: 127.0.0.0/8 written as four
     *     decimal octets 0-255 without leading zeros, or {@code ::1}
     */
    public static boolean isLoopback(String host) {
        // Literal addresses only (and "localhost"): a name such as 127.example.com can resolve anywhere, and
        // 127.999.999.999 or 127.1 are names to a resolver, not addresses.
        return host.equals("localhost")
                || host.equals("::1")
                || IPV4_LOOPBACK.matcher(host).matches();
    }

    private static ProxyUrl fromProperties(String scheme, String host, Map<String, String> props) {
        String port = props.get(scheme + ".proxyPort");
        String hostName = scheme + ".proxyHost" + PROP;
        String portName = scheme + ".proxyPort" + PROP;
        // The JDK's default ports for these properties.
        int p = scheme.equals("https") ? 443 : 80;
        if (port != null) {
            p = port.matches("[0-9]{1,5}") ? Integer.parseInt(port) : -1;
            if (p < 1 || p > 65535) {
                throw new IllegalArgumentException(portName + " must be a port number, 1 to 65535, was '" + port + "'");
            }
        }
        HttpUrl url = host.matches("[A-Za-z0-9._\\-:\\[\\]]+")
                ? HttpUrl.parse("http://" + (host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host)
                        + ":" + p + "/")
                : null;
        if (url == null) {
            throw new IllegalArgumentException(hostName + " must be a host name or address, was '" + host + "'");
        }
        String user = props.get(scheme + ".proxyUser");
        return new ProxyUrl(url.host(), p, user, user == null ? null : props.get(scheme + ".proxyPassword"));
    }

    /**
     * {@code NO_PROXY}: comma-separated; {@code *} matches every host; {@code example.com} matches it and its
     * subdomains, {@code .example.com} and {@code *.example.com} only its subdomains; an address range such as
     * {@code 10.0.0.0/8} matches a base URL whose host is a literal address in it; a port after a host is ignored.
     */
    static boolean noProxyMatches(String list, String host, String name) {
        for (String raw : list.split(",")) {
            String e = raw.strip().toLowerCase(Locale.ROOT);
            if (e.equals("*") || (e.contains("/") ? inRange(e, host, name) : domainMatches(withoutPort(e), host))) {
                return true;
            }
        }
        return false;
    }

    private static boolean domainMatches(String entry, String host) {
        String e = entry.startsWith("*.") ? entry.substring(1) : entry;
        return !e.isEmpty() && (e.startsWith(".") ? host.endsWith(e) : host.equals(e) || host.endsWith("." + e));
    }

    private static String withoutPort(String entry) {
        if (entry.startsWith("[")) {
            int close = entry.indexOf(']');
            return close > 0 ? entry.substring(1, close) : entry;
        }
        int colon = entry.indexOf(':');
        return colon >= 0 && colon == entry.lastIndexOf(':') ? entry.substring(0, colon) : entry;
    }

    private static boolean inRange(String cidr, String host, String name) {
        String[] parts = cidr.split("/", -1);
        byte[] range = parts.length == 2 ? literal(parts[0]) : null;
        int bits = parts.length == 2 && parts[1].matches("[0-9]{1,3}") ? Integer.parseInt(parts[1]) : -1;
        if (range == null || bits < 0 || bits > range.length * 8) {
            throw new IllegalArgumentException(
                    name + " holds '" + cidr + "', which is not an address range such as" + " 10.0.0.0/8 or fd00::/8");
        }
        byte[] address = literal(host);
        // The addresses as unsigned numbers, compared on their first bits only.
        int rest = range.length * 8 - bits;
        return address != null
                && address.length == range.length
                && new BigInteger(1, address).shiftRight(rest).equals(new BigInteger(1, range).shiftRight(rest));
    }

    /** The bytes of a literal address, never a name lookup; {@code null} for anything else. */
    private static byte @Nullable [] literal(String text) {
        String t = text.startsWith("[") && text.endsWith("]") ? text.substring(1, text.length() - 1) : text;
        if (!t.matches("[0-9]{1,3}(\\.[0-9]{1,3}){3}") && !(t.contains(":") && t.matches("[0-9a-f:.]+"))) {
            return null;
        }
        try {
            return InetAddress.getByName(t).getAddress();
        } catch (UnknownHostException e) {
            return null;
        }
    }

    /** {@code http.nonProxyHosts}: {@code |}-separated host patterns, {@code *} any characters, ignoring case. */
    static boolean nonProxyHostsMatch(String list, String host) {
        for (String raw : list.split("\\|")) {
            String e = raw.strip().toLowerCase(Locale.ROOT);
            if (e.startsWith("[") && e.endsWith("]")) {
                e = e.substring(1, e.length() - 1);
            }
            if (!e.isEmpty() && Pattern.matches(("\\Q" + e + "\\E").replace("*", "\\E.*\\Q"), host)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sets the proxy on {@code b}, and its credentials: for an https base URL in the tunnel's {@code CONNECT} only,
     * for an http one on each request (which the proxy reads whole, the token included).
     *
     * @param b the SDK's client being built
     * @param https whether the base URL is https
     * @param callerAuth the caller's proxy authenticator, or {@link Authenticator#NONE}
     * @return the proxy authenticator the client should use
     */
    Authenticator applyTo(OkHttpClient.Builder b, boolean https, Authenticator callerAuth) {
        ProxyUrl p = proxy;
        // The host is resolved when a connection is made, not now.
        b.proxy(
                p == null
                        ? Proxy.NO_PROXY
                        : new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved(p.host(), p.port())));
        if (p == null || p.user() == null) {
            return callerAuth;
        }
        if (!https) {
            b.addNetworkInterceptor(chain -> chain.proceed(chain.request()
                    .newBuilder()
                    .header("Proxy-Authorization", p.authorization())
                    .build()));
        }
        return p;
    }

    /** Never shows a password. */
    @Override
    public String toString() {
        return (proxy == null ? "direct" : proxy.toString()) + " (" + source + ")";
    }

    /**
     * One HTTP proxy: its host and port, and the user and password it asks for, if any. The password is sent only in
     * a {@code Proxy-Authorization} header: {@link #toString()} and every message show it as {@code ****}.
     *
     * @param host a host name or address
     * @param port its port
     * @param user the user it asks for, or {@code null} for none
     * @param password the user's password, or {@code null}
     */
    record ProxyUrl(
            String host,
            int port,
            @Nullable String user,
            @Nullable String password) implements Authenticator {
        /**
         * Reads {@code [http://][user[:password]@]host[:port][/]} (port 80 when absent; user and password
         * percent-decoded).
         *
         * @param value the text
         * @param name what messages call it (a setter, a variable, a system property)
         * @return the proxy
         * @throws IllegalArgumentException naming {@code name}, with the value's password masked, when it is not such
         *     a URL
         */
        static ProxyUrl parse(String value, String name) {
            String rest = value;
            int scheme = rest.indexOf("://");
            if (scheme >= 0) {
                String s = rest.substring(0, scheme);
                if (!s.equalsIgnoreCase("http")) {
                    throw bad(
                            name,
                            value,
                            "its scheme is '" + s + "': the SDK speaks to an http:// proxy only (a TLS"
                                    + " connection to the proxy or SOCKS is not supported)");
                }
                rest = rest.substring(scheme + 3);
            }
            int slash = rest.indexOf('/');
            if (slash >= 0 && slash != rest.length() - 1) {
                throw bad(name, value, "a proxy URL has no path, query or fragment");
            }
            String authority = slash >= 0 ? rest.substring(0, slash) : rest;
            int at = authority.lastIndexOf('@');
            String user = null;
            String password = null;
            if (at >= 0) {
                String userInfo = authority.substring(0, at);
                int colon = userInfo.indexOf(':');
                user = decode(colon >= 0 ? userInfo.substring(0, colon) : userInfo, name, value);
                password = colon >= 0 ? decode(userInfo.substring(colon + 1), name, value) : null;
                if (user.isEmpty()) {
                    throw bad(name, value, "it has an '@' but no user before it");
                }
                authority = authority.substring(at + 1);
            }
            HttpUrl url = authority.isEmpty() || authority.matches(".*[\\s?#\\\\].*")
                    ? null
                    : HttpUrl.parse("http://" + authority + "/");
            if (url == null) {
                throw bad(name, value, "expected http://host:port, or http://user:password@host:port");
            }
            return new ProxyUrl(url.host(), url.port(), user, password);
        }

        private static String decode(String text, String name, String value) {
            try {
                return URLDecoder.decode(text.replace("+", "%2B"), StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                throw bad(name, value, "its user or password holds a '%' that is not a %XX escape");
            }
        }

        private static IllegalArgumentException bad(String name, String value, String why) {
            return new IllegalArgumentException(name + " is not a proxy URL (" + masked(value) + "): " + why);
        }

        /** The text with any password between {@code user:} and the last {@code @} of the authority masked. */
        static String masked(String value) {
            // The last '@' of the whole text, not of the authority: a password may hold an unescaped '/'.
            int start = value.indexOf("://") >= 0 ? value.indexOf("://") + 3 : 0;
            int at = value.lastIndexOf('@');
            if (at < start) {
                return value;
            }
            int colon = value.indexOf(':', start);
            int from = colon >= 0 && colon < at ? colon + 1 : start;
            return value.substring(0, from) + "****" + value.substring(at);
        }

        /** @return the {@code Proxy-Authorization} value for its user and password, Basic */
        String authorization() {
            return Credentials.basic(
                    Objects.requireNonNull(user), password == null ? "" : password, StandardCharsets.UTF_8);
        }

        /**
         * As the proxy authenticator, answers a tunnel's {@code CONNECT} with its credentials (before it is sent, and
         * once more never), so the request itself is never replayed: the SDK's client asks it through
         * {@link ConfigCalls.TunnelOnly}, which passes on a {@code CONNECT}'s 407 only. A value, so configs that share
         * one {@code OkHttpClient} and one proxy share its connections.
         */
        @Override
        public @Nullable Request authenticate(@Nullable Route route, Response response) {
            Request request = response.request();
            if (request.header("Proxy-Authorization") != null) {
                return null;
            }
            return request.newBuilder()
                    .header("Proxy-Authorization", authorization())
                    .build();
        }

        /** Shows the user, never the password. */
        @Override
        public String toString() {
            String h = host.contains(":") ? "[" + host + "]" : host;
            return "http://" + (user == null ? "" : user + (password == null ? "" : ":****") + "@") + h + ":" + port;
        }
    }
}
