package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every 409 that {@code api/openapi.yaml} documents can be produced: the admin API's {@code POST /_emulator/conflicts}
 * ({@link CloudEmulator#seedConflict}) seeds, for each operation whose document lists a 409, the state its rule
 * refuses, and names the path values to send; for any other operation it answers 400 saying why. Derived from the
 * document and {@link ApiOperation}, so a new operation with a 409 is checked with no edit here; that each seeded
 * state gets the 409 is the generated {@code EmulatorSuccessPathTest}'s {@code <operationId>Conflict} tests'.
 */
class EmulatorConflictsTest {
    private static final Path DOCUMENT = Path.of(System.getProperty("cloudsdk.document", "../api/openapi.yaml"));
    private static final Pattern VARIABLE = Pattern.compile("\\{([^}]+)}");
    private static final ObjectMapper JSON = new ObjectMapper();

    @RegisterExtension
    static final EmulatorExtension cloud = new EmulatorExtension();

    @ParameterizedTest
    @EnumSource(ApiOperation.class)
    void theAdminApiSeedsTheStateOfEveryDocumented409(ApiOperation op, CloudEmulator emulator) throws IOException {
        RawHttp.Reply seeded = RawHttp.post(
                emulator, "_emulator/conflicts", null, "{\"operation\": \"" + RawHttp.operationId(op) + "\"}");
        if (!documents409(op)) {
            assertThat(seeded.status())
                    .as("%s documents no 409: %s", op, seeded.body())
                    .isEqualTo(400);
            assertThat(seeded.body()).contains("\"field\":\"operation\"", "documents no 409");
            return;
        }
        assertThat(seeded.status())
                .as(
                        "%s documents a 409 in %s that no emulator state produces: %s; give its"
                                + " handler the generated hook <operationId>Conflict (regenerate, then "
                                + "write it beside the rule)",
                        op, DOCUMENT, seeded.body())
                .isEqualTo(201);
        JsonNode path = JSON.readTree(seeded.body()).path("path");
        Matcher variable = VARIABLE.matcher(op.path());
        while (variable.find()) {
            assertThat(path.path(variable.group(1)).asText())
                    .as("%s: the value of {%s} in %s", op, variable.group(1), seeded.body())
                    .isNotEmpty();
        }
    }

    /** One operation's own 409, through the admin API alone: a restart of an instance its rule refuses. */
    @Test
    void aRestartOfTheSeededInstanceAnswers409() throws IOException {
        CloudEmulator emulator = cloud.emulator();
        RawHttp.Reply seeded =
                RawHttp.post(emulator, "_emulator/conflicts", null, "{\"operation\": \"restartDatabaseInstance\"}");
        assertThat(seeded.status()).as(seeded.body()).isEqualTo(201);
        String id = JSON.readTree(seeded.body())
                .path("path")
                .path("database_instance_id")
                .asText();
        String path = ApiOperation.RESTART_DATABASE_INSTANCE
                .path()
                .substring(1)
                .replace("{database_instance_id}", id.toUpperCase(Locale.ROOT));
        RawHttp.Reply restart = RawHttp.post(emulator, path, null, "{\"force\": true}");
        assertThat(restart.status()).as(restart.body()).isEqualTo(409);
    }

    @Test
    void aMemberOtherThanTheOperationIsRefused() {
        RawHttp.Reply refused = RawHttp.post(
                cloud.emulator(),
                "_emulator/conflicts",
                null,
                "{\"operation\": \"restartDatabaseInstance\", \"times\": 2}");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.body()).contains("\"field\":\"times\"");
    }

    /** @return whether the document's entry of the operation (its path, then its method) lists the status 409 */
    private static boolean documents409(ApiOperation op) throws IOException {
        List<String> lines = Files.readAllLines(DOCUMENT);
        int at = lines.indexOf("  " + op.path() + ":");
        assertThat(at).as("%s's path in %s", op, DOCUMENT).isNotNegative();
        String method = "    " + op.method().toLowerCase(Locale.ROOT) + ":";
        boolean inMethod = false;
        for (String line : lines.subList(at + 1, lines.size())) {
            if (!line.startsWith("    ") && !line.isBlank()) {
                return false;
            }
            if (line.startsWith("    ") && !line.startsWith("     ")) {
                inMethod = line.equals(method);
            } else if (inMethod && line.strip().matches("['\"]?409['\"]?:.*")) {
                return true;
            }
        }
        return false;
    }
}
