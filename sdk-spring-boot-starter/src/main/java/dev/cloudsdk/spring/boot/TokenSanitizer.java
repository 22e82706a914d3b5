package dev.cloudsdk.spring.boot;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;
import org.springframework.boot.context.properties.source.ConfigurationProperty;
import org.springframework.boot.context.properties.source.ConfigurationPropertyName;
import org.springframework.boot.context.properties.source.ConfigurationPropertySource;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.boot.json.JsonParserFactory;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.Environment;
import org.springframework.core.env.PropertySource;

/**
 * Masks the token in the actuator's {@code env} and {@code configprops} endpoints. Since Spring Boot 3.0 they hide
 * every value unless {@code show-values} is {@code always} (or {@code when-authorized} for an authorized caller),
 * and then they show every value, keys named like secrets included: this function keeps the token hidden there too.
 *
 * <p>It masks:
 * <ul>
 *   <li>{@code cloudsdk.token} in every spelling a property source may hold it under ({@code cloudsdk.token},
 *       {@code CLOUDSDK_TOKEN} from the environment, {@code cloudsdk.Token});</li>
 *   <li>any property whose value contains a token: the value of {@code cloudsdk.token} in any property source
 *       (placeholders resolved), so {@code other.copy=${cloudsdk.token}} is masked too;</li>
 *   <li>{@code SPRING_APPLICATION_JSON} and {@code spring.application.json}, where Spring Boot reads JSON
 *       properties from, whenever that JSON sets {@code cloudsdk.token} (and its token is masked wherever else it
 *       appears, even when Spring Boot read another JSON instead).</li>
 * </ul>
 * The tokens are looked up in the environment at each call, so a property source added later is covered too.
 */
final class TokenSanitizer implements SanitizingFunction {
    private static final String PROPERTY = CloudSdkProperties.PREFIX + ".token";
    private static final ConfigurationPropertyName NAME = ConfigurationPropertyName.of(PROPERTY);
    /** {@link #PROPERTY} lower-case, without the separators of its spellings. */
    private static final String BARE_KEY = CloudSdkProperties.PREFIX + "token";
    /** The two names Spring Boot reads JSON properties from ({@code SpringApplicationJsonEnvironmentPostProcessor}). */
    private static final List<String> JSON_KEYS = List.of("spring.application.json", "SPRING_APPLICATION_JSON");

    private final Environment environment;

    TokenSanitizer(Environment environment) {
        this.environment = environment;
    }

    @Override
    public SanitizableData apply(SanitizableData data) {
        String key = data.getKey();
        if (isTokenKey(key)) {
            return data.withSanitizedValue();
        }
        Object value = data.getValue();
        if (value == null) {
            return data;
        }
        String text = value.toString();
        if (isJsonKey(key) && !tokensInJson(text).isEmpty()) {
            return data.withSanitizedValue();
        }
        for (String token : tokens()) {
            if (text.contains(token)) {
                return data.withSanitizedValue();
            }
        }
        return data;
    }

    /** @return every value {@code cloudsdk.token} has in the environment, in any property source, never blank */
    private Set<String> tokens() {
        Set<String> tokens = new LinkedHashSet<>();
        if (!(environment instanceof ConfigurableEnvironment configurable)) {
            try {
                add(tokens, environment.getProperty(PROPERTY));
            } catch (IllegalArgumentException unresolvable) {
                // a placeholder without a value: no token to look for
            }
            return tokens;
        }
        for (ConfigurationPropertySource source : ConfigurationPropertySources.get(configurable)) {
            ConfigurationProperty property = source.getConfigurationProperty(NAME);
            if (property != null) {
                add(tokens, property.getValue());
            }
        }
        for (PropertySource<?> source : configurable.getPropertySources()) {
            for (String jsonKey : JSON_KEYS) {
                Object json = source.containsProperty(jsonKey) ? source.getProperty(jsonKey) : null;
                if (json != null) {
                    tokensInJson(json.toString()).forEach(token -> add(tokens, token));
                }
            }
        }
        return tokens;
    }

    private void add(Set<String> tokens, @Nullable Object value) {
        if (value != null) {
            String token = environment.resolvePlaceholders(value.toString());
            if (!token.isBlank()) {
                tokens.add(token);
            }
        }
    }

    /** @return the values of every token key in the JSON, at any depth (none when it is not a JSON object) */
    private static List<Object> tokensInJson(String json) {
        List<Object> tokens = new ArrayList<>();
        try {
            collect("", JsonParserFactory.getJsonParser().parseMap(json), tokens);
        } catch (RuntimeException notJson) {
            // Spring Boot refuses to start on a JSON it reads that does not parse; one it does not read is no
            // token source: there is nothing to mask in it
        }
        return tokens;
    }

    private static void collect(String key, @Nullable Object value, List<Object> tokens) {
        if (value instanceof Map<?, ?> map) {
            map.forEach((k, v) -> collect(key.isEmpty() ? String.valueOf(k) : key + "." + k, v, tokens));
        } else if (value instanceof List<?> list) {
            list.forEach(v -> collect(key + "[]", v, tokens));
        } else if (value != null && isTokenKey(key)) {
            tokens.add(value);
        }
    }

    private static boolean isTokenKey(String key) {
        return key.toLowerCase(Locale.ROOT).replaceAll("[-_.]", "").equals(BARE_KEY);
    }

    private static boolean isJsonKey(String key) {
        return JSON_KEYS.contains(key);
    }
}
