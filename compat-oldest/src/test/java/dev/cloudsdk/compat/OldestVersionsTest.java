package dev.cloudsdk.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.runtime.RuntimeDependencies;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import okhttp3.OkHttp;
import org.junit.jupiter.api.Test;

/**
 * This module's suites run on exactly the oldest versions the runtime check accepts: the minimum it names (read from
 * the properties the build wrote into sdk-core, as the check reads them) is the one proven here, and the check lets it
 * through.
 */
class OldestVersionsTest {
    @Test
    void theSuitesRunOnTheMinimumOkHttpAndJacksonThatTheRuntimeCheckNames() throws IOException {
        Properties minimums = new Properties();
        try (InputStream in = RuntimeDependencies.class.getResourceAsStream("runtime-dependencies.properties")) {
            minimums.load(in);
        }
        String jackson = minimums.getProperty("jackson.minimum");
        assertThat(OkHttp.VERSION).isEqualTo(minimums.getProperty("okhttp.minimum"));
        assertThat(com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString())
                .isEqualTo(jackson);
        assertThat(com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString())
                .isEqualTo(jackson);
        assertThat(com.fasterxml.jackson.datatype.jsr310.PackageVersion.VERSION.toString())
                .isEqualTo(jackson);
        RuntimeDependencies.check();
    }
}
