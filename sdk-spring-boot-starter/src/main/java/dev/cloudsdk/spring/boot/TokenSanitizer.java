package dev.cloudsdk.spring.boot;

import java.util.Locale;
import org.springframework.boot.actuate.endpoint.SanitizableData;
import org.springframework.boot.actuate.endpoint.SanitizingFunction;

/**
 * Masks {@code cloudsdk.token} in the actuator's {@code env} and {@code configprops} endpoints. Since Spring Boot
 * 3.0 they hide every value unless {@code show-values} is {@code always} (or {@code when-authorized} for an
 * authorized caller), and then they show every value, keys named like secrets included: this function keeps the
 * token hidden there too. The key is matched in every spelling a property source may hold it under
 * ({@code cloudsdk.token}, {@code CLOUDSDK_TOKEN} from the environment, {@code cloudsdk.Token}).
 */
final class TokenSanitizer implements SanitizingFunction {
    private static final String KEY = CloudSdkProperties.PREFIX + "token";

    @Override
    public SanitizableData apply(SanitizableData data) {
        String key = data.getKey().toLowerCase(Locale.ROOT).replaceAll("[-_.]", "");
        return key.equals(KEY) ? data.withSanitizedValue() : data;
    }
}
