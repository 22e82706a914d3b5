package dev.cloudsdk.codegen;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Names of the document (snake_case, lowerCamel operationIds) as Java spells them. */
public final class Names {
    private static final Pattern SEPARATED = Pattern.compile("(?s)[_-]+(.)");

    private Names() {}

    /**
     * @param name {@code load_balancer_id} or {@code load-balancer-id}
     * @return {@code loadBalancerId}
     */
    public static String lowerCamel(String name) {
        // Separators at either end are dropped; a run of them inside upper-cases the character after it.
        return SEPARATED
                .matcher(name.replaceAll("^[_-]+|[_-]+$", ""))
                .replaceAll(m -> Matcher.quoteReplacement(
                        String.valueOf(Character.toUpperCase(m.group(1).charAt(0)))));
    }

    /**
     * @param name {@code createPool} or {@code load_balancer}
     * @return {@code CreatePool} or {@code LoadBalancer}
     */
    public static String upperCamel(String name) {
        String camel = lowerCamel(name);
        return camel.isEmpty() ? camel : Character.toUpperCase(camel.charAt(0)) + camel.substring(1);
    }

    /**
     * @param name {@code createPool} or {@code load_balancer}
     * @return {@code CREATE_POOL} or {@code LOAD_BALANCER}
     */
    public static String upperSnake(String name) {
        return lowerCamel(name).replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
    }

    /**
     * @param name {@code Addresses}, {@code Replicas} or {@code Policies}, the name of an array
     * @return {@code Address}, {@code Replica} or {@code Policy}, the name of one item
     */
    public static String singular(String name) {
        if (name.endsWith("sses") || name.endsWith("xes")) {
            return name.substring(0, name.length() - 2);
        }
        if (name.endsWith("ies")) {
            return name.substring(0, name.length() - 3) + "y";
        }
        return name.endsWith("s") && !name.endsWith("ss") ? name.substring(0, name.length() - 1) : name;
    }

    /**
     * @param name a member's name or a path
     * @return it as one token of a JSON pointer (RFC 6901): {@code ~} as {@code ~0}, {@code /} as {@code ~1}
     */
    public static String pointerToken(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }
}
