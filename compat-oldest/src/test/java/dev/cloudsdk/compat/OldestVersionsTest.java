package dev.cloudsdk.compat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.runtime.RuntimeDependencies;
import okhttp3.OkHttp;
import org.junit.jupiter.api.Test;

/**
 * This module's suites run on exactly the oldest versions the runtime check accepts: the minimum it names is the
 * one proven here, and the check lets it through.
 */
class OldestVersionsTest {
    @Test
    void theSuitesRunOnTheMinimumOkHttpAndJacksonThatTheRuntimeCheckNames() {
        assertThat(OkHttp.VERSION).isEqualTo(RuntimeDependencies.minimumOkHttp());
        assertThat(com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString())
                .isEqualTo(RuntimeDependencies.minimumJackson());
        assertThat(com.fasterxml.jackson.core.json.PackageVersion.VERSION.toString())
                .isEqualTo(RuntimeDependencies.minimumJackson());
        assertThat(com.fasterxml.jackson.datatype.jsr310.PackageVersion.VERSION.toString())
                .isEqualTo(RuntimeDependencies.minimumJackson());
        RuntimeDependencies.check();
    }
}
