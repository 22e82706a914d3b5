package dev.cloudsdk.core.internal;

import java.util.regex.Pattern;
import okhttp3.HttpUrl;

/**
 * The base URL check of the config and the environment: an absolute http or https URL without user info, query or
 * fragment, https unless the host is loopback or plain http is allowed, ending with {@code /}.
 */
public final class BaseUrls {
    /** 127.0.0.0/8 as four decimal octets, each 0 to 255 without leading zeros. */
    private static final Pattern IPV4_LOOPBACK =
            Pattern.compile("127(\\.(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])){3}");

    private BaseUrls() {}

    /**
     * @param baseUrl the configured base URL
     * @param allowInsecureHttp whether plain http to a remote host is allowed
     * @param name what to call it in the message: {@code baseUrl}, or the environment variable it came from
     * @param token the configured token, or {@code null}: a message that quotes the URL shows it as {@code ****}
     *     (two environment variables can be mixed up)
     * @return the parsed URL, ending with {@code /}
     * @throws IllegalArgumentException when missing, malformed, or plain http to a remote host unless allowed
     */
    public static HttpUrl baseUrl(String baseUrl, boolean allowInsecureHttp, String name, String token) {
        try {
            return checkedBaseUrl(baseUrl, allowInsecureHttp, name);
        } catch (IllegalArgumentException e) {
            if (token == null || token.isBlank() || !e.getMessage().contains(token)) {
                throw e;
            }
            throw new IllegalArgumentException(e.getMessage().replace(token, "****"));
        }
    }

    private static HttpUrl checkedBaseUrl(String baseUrl, boolean allowInsecureHttp, String name) {
        if (baseUrl == null) {
            throw new IllegalArgumentException(name + " is required");
        }
        if (baseUrl.isBlank()) {
            throw new IllegalArgumentException(name + " must not be blank");
        }
        HttpUrl url = HttpUrl.parse(baseUrl.trim());
        if (url == null) {
            throw new IllegalArgumentException(
                    name + " must be an absolute http or https URL, was: " + withoutUserInfo(baseUrl));
        }
        if (!url.username().isEmpty() || !url.password().isEmpty()) {
            // OkHttp would not send it, and the SDK authenticates with the bearer token: refuse, never quote it.
            throw new IllegalArgumentException(name + " must not carry user info (user:password@): the SDK"
                    + " authenticates with the token. Was: " + withoutUserInfo(baseUrl));
        }
        if (url.query() != null || url.fragment() != null) {
            throw new IllegalArgumentException(name + " must not carry a query or fragment, was: " + baseUrl);
        }
        if (!url.isHttps() && !allowInsecureHttp && !isLoopback(url.host())) {
            throw new IllegalArgumentException(name + " is plain http to a host that is not loopback (" + url
                    + "): the bearer token would travel unencrypted. Use https, or allowInsecureHttp(true)");
        }
        // A base URL with a path prefix is a directory: https://h/api and https://h/api/ are equal.
        return url.encodedPath().endsWith("/")
                ? url
                : url.newBuilder().addPathSegment("").build();
    }

    /** The text with anything between {@code //} and an {@code @} before the path masked. */
    private static String withoutUserInfo(String url) {
        return url.replaceAll("//[^/?#]*@", "//****@");
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
}
