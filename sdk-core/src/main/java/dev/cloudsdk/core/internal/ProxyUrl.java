package dev.cloudsdk.core.internal;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import okhttp3.Authenticator;
import okhttp3.Credentials;
import okhttp3.HttpUrl;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.Route;
import org.jspecify.annotations.Nullable;

/**
 * One HTTP proxy: its host and port, and the user and password it asks for, if any. The password never leaves
 * this class but in a {@code Proxy-Authorization} header: {@link #toString()} and every message show it as
 * {@code ****}.
 */
public final class ProxyUrl {
    private final String host;
    private final int port;
    private final @Nullable String user;
    private final @Nullable String password;

    private ProxyUrl(String host, int port, @Nullable String user, @Nullable String password) {
        this.host = host;
        this.port = port;
        this.user = user;
        this.password = password;
    }

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
    public static ProxyUrl parse(String value, String name) {
        String rest = value;
        int scheme = rest.indexOf("://");
        if (scheme >= 0) {
            String s = rest.substring(0, scheme);
            if (!s.equalsIgnoreCase("http")) {
                throw bad(name, value, "its scheme is '" + s + "': the SDK speaks to an http:// proxy only (a TLS"
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
        HttpUrl url = authority.isEmpty() || authority.matches(".*[\\s?#\\\\].*") ? null
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

    /**
     * @param host a host name or address
     * @param port its port
     * @param user the user it asks for, or {@code null} for none
     * @param password the user's password, or {@code null}
     * @return the proxy
     */
    public static ProxyUrl of(String host, int port, @Nullable String user, @Nullable String password) {
        return new ProxyUrl(host, port, user, user == null ? null : password);
    }

    /** @return OkHttp's proxy for it; the host is resolved when a connection is made, not now */
    public Proxy proxy() {
        return new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved(host, port));
    }

    /** @return whether it carries a user (and maybe a password) */
    public boolean hasCredentials() {
        return user != null;
    }

    /** @return the {@code Proxy-Authorization} value for its user and password, Basic */
    String authorization() {
        return Credentials.basic(Objects.requireNonNull(user), password == null ? "" : password,
                StandardCharsets.UTF_8);
    }

    /**
     * Answers a tunnel's {@code CONNECT} (before it is sent, and once more never), so the request itself is never
     * replayed; a value, so configs that share one {@code OkHttpClient} and one proxy share its connections.
     *
     * @return the authenticator for its credentials
     */
    Authenticator tunnelAuthenticator() {
        return new TunnelCredentials(this);
    }

    /** @param proxy the proxy whose credentials it sends */
    private record TunnelCredentials(ProxyUrl proxy) implements Authenticator {
        @Override
        public @Nullable Request authenticate(@Nullable Route route, Response response) {
            Request request = response.request();
            if (!"CONNECT".equals(request.method()) || request.header("Proxy-Authorization") != null) {
                return null;
            }
            return request.newBuilder().header("Proxy-Authorization", proxy.authorization()).build();
        }

        @Override
        public String toString() {
            return "TunnelCredentials[" + proxy + "]";
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ProxyUrl p && p.host.equals(host) && p.port == port && Objects.equals(p.user, user)
                && Objects.equals(p.password, password);
    }

    @Override
    public int hashCode() {
        return Objects.hash(host, port, user);
    }

    /** Shows the user, never the password. */
    @Override
    public String toString() {
        String h = host.contains(":") ? "[" + host + "]" : host;
        return "http://" + (user == null ? "" : user + (password == null ? "" : ":****") + "@") + h + ":" + port;
    }
}
