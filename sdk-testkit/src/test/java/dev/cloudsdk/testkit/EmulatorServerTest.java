package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import okhttp3.RequestBody;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The server's options and start, in this JVM ({@code EmulatorServerIT} runs the jar itself): what the options
 * seed, that the banner names what was seeded, and that the admin API's reset seeds it again with the same ids.
 */
class EmulatorServerTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void theHelpListsEveryOptionWithItsDefault() {
        String usage = ServerOptions.USAGE;
        assertThat(Pattern.compile("\n  --([a-z-]+)").matcher(usage).results().map(m -> m.group(1)))
                .containsExactlyInAnyOrderElementsOf(
                        Stream.concat(ServerOptions.DEFAULTS.keySet().stream(), Stream.of("help"))
                                .toList());
        ServerOptions.DEFAULTS.forEach((name, value) -> {
            int at = usage.indexOf("\n  --" + name + " ");
            String entry = usage.substring(at, usage.indexOf("\n  --", at + 1));
            // The seed's default is drawn at each parse; every other default is shown as given, or before a colon.
            assertThat(entry)
                    .as(name)
                    .containsPattern(name.equals("seed") ? "\\[a random one" : "\\[" + Pattern.quote(value) + "[]:]");
        });
    }

    @Test
    void theDefaultsSeedOneOfEachOnPort9400() {
        ServerOptions o = ServerOptions.parse();
        assertThat(o.port()).isEqualTo(9400);
        assertThat(o.token()).isEqualTo(CloudEmulator.DEFAULT_TOKEN);
        assertThat(o.region()).isEqualTo(CloudEmulator.DEFAULT_REGION);
        assertThat(o.transitionDelay()).isEqualTo(Duration.ofSeconds(1));
        assertThat(o.requestTimeout()).isEqualTo(Duration.ofSeconds(30));
        assertThat(o.loadBalancers()).isEqualTo(1);
        assertThat(o.listeners()).isEqualTo(2);
        assertThat(o.zones()).containsExactly("example.org");
        assertThat(o.recordsets()).isEqualTo(100);
        assertThat(o.databaseBackups()).containsExactly(BackupStatus.AVAILABLE);
        assertThat(o.databaseInstances()).containsExactly(InstanceStatus.ACTIVE);
        assertThat(o.volumeBackups()).containsExactly(BackupStatus.AVAILABLE);
        assertThat(o.volumes()).containsExactly(VolumeStatus.AVAILABLE);
        assertThat(o.seed()).isBetween(1L, 999_999L);
    }

    @Test
    void eachSeedOptionTakesACountOrAList() {
        ServerOptions o = ServerOptions.parse(
                "--port=0",
                "--zones",
                "3",
                "--database-backups",
                "available,CREATING",
                "--database-instances",
                "0",
                "--volume-backups",
                "2",
                "--volumes",
                "in-use, available",
                "--seed",
                "-7",
                "--transition-delay-ms",
                "0",
                "--token",
                "t0k",
                "--region",
                "us-1",
                "--request-timeout-ms",
                "250");
        assertThat(o.requestTimeout()).isEqualTo(Duration.ofMillis(250));
        assertThat(o.builder().requestTimeout).isEqualTo(Duration.ofMillis(250));
        assertThatThrownBy(() -> ServerOptions.parse("--request-timeout-ms", "0"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--request-timeout-ms must be a whole number from 1 to 2147483647, was '0'");
        assertThat(o.port()).isZero();
        assertThat(o.zones()).containsExactly("zone-1.example.org", "zone-2.example.org", "zone-3.example.org");
        assertThat(o.databaseBackups()).containsExactly(BackupStatus.AVAILABLE, BackupStatus.CREATING);
        assertThat(o.databaseInstances()).isEmpty();
        assertThat(o.volumeBackups()).containsExactly(BackupStatus.AVAILABLE, BackupStatus.AVAILABLE);
        assertThat(o.volumes()).containsExactly(VolumeStatus.IN_USE, VolumeStatus.AVAILABLE);
        assertThat(o.seed()).isEqualTo(-7);
        assertThat(o.transitionDelay()).isZero();
        assertThat(o.token()).isEqualTo("t0k");
        assertThat(o.region()).isEqualTo("us-1");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "--bogus 1 | unknown option --bogus",
                "9400 | expected an option such as --port, was '9400'",
                "--port | --port needs a value",
                "--port 65536 | --port must be a whole number from 0 to 65535, was '65536'",
                "--seed x | --seed must be a whole number, was 'x'",
                "--database-backups AVAILABLE,LOST | --database-backups: 'LOST' is no state of BackupStatus",
                "--zones a.example,,b.example | --zones: a zone name is empty",
                "--recordsets -1 | --recordsets must be a whole number from 0 to 1000000, was '-1'"
            })
    void aWrongOptionIsRefusedNamingIt(String args, String message) {
        assertThatThrownBy(() -> ServerOptions.parse(args.split(" ")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message);
    }

    @Test
    void theBannerNamesWhatWasSeededAndAResetSeedsTheSameAgain() throws Exception {
        ServerOptions options = ServerOptions.parse(
                "--port",
                "0",
                "--seed",
                "5",
                "--zones",
                "a.example,b.example",
                "--recordsets",
                "12",
                "--database-backups",
                "AVAILABLE,CREATING",
                "--volumes",
                "in-use");
        EmulatorServer.Running running = EmulatorServer.start(options);
        try (CloudEmulator emulator = running.emulator()) {
            JsonNode before = state(emulator);
            String banner = running.banner();
            assertThat(banner)
                    .startsWith("cloudsdk emulator listening on " + emulator.baseUrl() + "\n")
                    .contains(ServerOptions.line("token", "emulator-token"), ServerOptions.line("seed", "5"))
                    .endsWith("Ctrl-C stops the emulator.\n");
            assertThat(before.get("zones")).hasSize(2);
            assertThat(before.get("database_backups")).hasSize(2);
            for (JsonNode kind : before) {
                for (JsonNode resource : kind.isArray() ? kind : JSON.createArrayNode()) {
                    assertThat(banner)
                            .as("the banner names %s", resource)
                            .contains(resource.get("id").asText());
                }
            }
            assertThat(before.at("/zones/0/recordsets").asInt()).isEqualTo(12);
            assertThat(before.at("/volumes/0/status").asText()).isEqualTo("in-use");
            UUID lb = UUID.fromString(before.at("/load_balancers/0/id").asText());
            LoadBalancerClient.create(emulator.config())
                    .pools()
                    .create(
                            lb,
                            CreatePoolRequest.builder()
                                    .protocol(Protocol.HTTP)
                                    .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
                                    .build());
            assertThat(emulator.pools(lb)).hasSize(1);

            assertThat(RawHttp.send(RawHttp.request(emulator, "_emulator/reset")
                                    .post(RequestBody.create(new byte[0]))
                                    .build())
                            .status())
                    .isEqualTo(204);

            assertThat(state(emulator)).isEqualTo(before);
            assertThat(emulator.pools(lb)).isEmpty();
        }
    }

    @Test
    void theSameSeedGivesTheSameBannerButForThePort() {
        List<String> banners = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            EmulatorServer.Running running = EmulatorServer.start(ServerOptions.parse("--port", "0", "--seed", "11"));
            try (CloudEmulator emulator = running.emulator()) {
                banners.add(running.banner().replace(emulator.baseUrl(), "URL"));
            }
        }
        assertThat(banners.get(1))
                .isEqualTo(banners.get(0))
                .contains(
                        "load balancer",
                        "listener",
                        "zone",
                        "database backup",
                        "database instance",
                        "volume backup",
                        "volume ");
    }

    private static JsonNode state(CloudEmulator emulator) throws Exception {
        RawHttp.Reply reply = RawHttp.get(emulator, "_emulator/state", null);
        assertThat(reply.status()).isEqualTo(200);
        return JSON.readTree(reply.body());
    }
}
