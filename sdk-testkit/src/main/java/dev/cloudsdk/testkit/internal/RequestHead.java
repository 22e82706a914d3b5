package dev.cloudsdk.testkit.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import okhttp3.HttpUrl;

/**
 * The head of one request as {@link ConnectionGuard} reads it, line by line: the request line and the header fields
 * that frame the body ({@code Content-Length}, {@code Transfer-Encoding}) or make its URL ({@code Host}), each
 * checked as it arrives, since MockWebServer acts on each as soon as it reads it.
 */
final class RequestHead {
    private static final String TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";

    private int headerBytes;
    private String method;
    private String target;
    private final List<String> contentLengths = new ArrayList<>();
    private final List<String> transferCodings = new ArrayList<>();
    private final List<String> hosts = new ArrayList<>();

    /** @return the refusal the request line calls for, or {@code null} */
    Refusal requestLine(String text) {
        String[] parts = text.split(" ", 3);
        // Known before the line is judged: the answer to a HEAD has no body, even a refusal of its request line.
        method = parts[0];
        if (parts.length != 3 || !parts[0].matches(TOKEN) || parts[1].isEmpty()
                || !parts[2].matches("HTTP/1\\.[01]")) {
            return Refusal.malformed("the request line is not 'METHOD TARGET HTTP/1.1': '" + Wire.printable(text)
                    + "'");
        }
        target = parts[1];
        // Checked here, and Host at its line: MockWebServer makes the URL of whatever it has read, even
        // of a request it failed to read, and throws (a SEVERE stack trace) when it can make none.
        if (!validUrl("localhost")) {
            return Refusal.malformed("the request target '" + Wire.printable(target) + "' is not a path (it "
                    + "starts with '/'), nor an absolute URL");
        }
        return null;
    }

    Refusal header(String text) {
        headerBytes += text.length() + 2;
        if (headerBytes > ConnectionGuard.MAX_HEADER_BYTES) {
            return new Refusal(431, "header_fields_too_large", "the header fields are longer than "
                    + ConnectionGuard.MAX_HEADER_BYTES + " bytes");
        }
        int colon = text.indexOf(':');
        if (colon <= 0 || !text.substring(0, colon).matches(TOKEN)) {
            return Refusal.malformed("a header line is not 'Name: value': '" + Wire.printable(text) + "'");
        }
        String name = text.substring(0, colon).toLowerCase(Locale.ROOT);
        String value = text.substring(colon + 1).strip();
        switch (name) {
            case "content-length" -> {
                // Checked at its own line: MockWebServer parses the value as soon as it reads the line.
                if (!value.matches("[0-9]{1,18}")) {
                    return Refusal.malformed("Content-Length must be a whole number of bytes, was '"
                            + Wire.printable(value) + "'");
                }
                if (!contentLengths.isEmpty() && !value.equals(contentLengths.get(0))) {
                    return Refusal.malformed("the request has two different Content-Length values");
                }
                contentLengths.add(value);
            }
            case "transfer-encoding" -> transferCodings.add(value);
            case "host" -> {
                if (!hosts.isEmpty()) {
                    return Refusal.malformed("the request has more than one Host header");
                }
                if (!validUrl(value)) {
                    return Refusal.malformed("the Host header '" + Wire.printable(value) + "' is not a host name or"
                            + " address with an optional port");
                }
                hosts.add(value);
            }
            default -> {
                // Not part of the framing.
            }
        }
        return null;
    }

    /**
     * @return the refusal the complete head calls for (both framings, a coding other than chunked, a body on a GET
     *     or HEAD, a body over the limit), or {@code null}
     */
    Refusal framing() {
        long length = contentLength();
        boolean chunked = chunked();
        if (chunked && !contentLengths.isEmpty()) {
            return Refusal.malformed("the request has both Content-Length and Transfer-Encoding");
        }
        if (chunked && (transferCodings.size() > 1 || !transferCodings.get(0).equalsIgnoreCase("chunked"))) {
            return new Refusal(501, "not_implemented", "Transfer-Encoding '"
                    + Wire.printable(String.join(", ", transferCodings)) + "' is not supported; send 'chunked' or a"
                    + " Content-Length");
        }
        if ((chunked || length > 0) && (method.equals("GET") || method.equals("HEAD"))) {
            return Refusal.malformed("a " + method + " request has no body");
        }
        if (length > ConnectionGuard.MAX_BODY_BYTES) {
            return Refusal.tooLarge("the body is " + length + " bytes (Content-Length)");
        }
        return null;
    }

    /** @return whether the request is a HEAD, as far as its request line has arrived */
    boolean isHead() {
        return "HEAD".equals(method);
    }

    /** @return whether the body is chunked */
    boolean chunked() {
        return !transferCodings.isEmpty();
    }

    /** @return the body's {@code Content-Length}, 0 without one */
    long contentLength() {
        return contentLengths.isEmpty() ? 0 : Long.parseLong(contentLengths.get(0));
    }

    /** @return whether MockWebServer can make the request's URL as it does: the target, or the host and the path */
    private boolean validUrl(String host) {
        if (HttpUrl.parse(target) != null) {
            return true;
        }
        String path = method.equals("OPTIONS") && target.equals("*") ? "/" : target;
        return path.startsWith("/") && HttpUrl.parse("http://" + host + path) != null;
    }
}
