package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The checks the generated {@code EmulatorSuccessPathTest} runs after a generic delete can fail: they see a resource
 * still held, in the generic store or in any other member of the admin API's state (a parent's list of ids, as the
 * dry run's stale pool id in its load balancer, issue 28).
 */
class SuccessPathTest {
    /** An item path of pools for the checks only, never sent: '~' marks it as the path of no operation. */
    private static final String POOL_ITEM = "/v1/load-balancers/{load_balancer_id}/pools/~{pool_id}";

    @RegisterExtension
    final EmulatorExtension cloud = new EmulatorExtension();

    @Test
    void theStateCheckSeesAPoolThatIsStillHeld(CloudEmulator emulator) {
        SuccessPath path = new SuccessPath(emulator)
                .seeded("load_balancer_id")
                .created(
                        "pool_id",
                        ApiOperation.CREATE_POOL,
                        "{\"protocol\":\"HTTP\",\"lb_algorithm\":\"ROUND_ROBIN\"}",
                        "pool",
                        "id");
        assertThatThrownBy(() -> path.assertNotInState("pool", POOL_ITEM, true, "id"))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("still holds the deleted pool");
    }

    @Test
    void theStateCheckNamesEveryMemberThatStillHoldsADeletedId() throws Exception {
        String id = "5e688e99-61b3-4c88-8697-6cf7b0bfbe20";
        List<String> where = new ArrayList<>();
        SuccessPath.holding(
                new ObjectMapper()
                        .readTree("{\"load_balancers\": [{\"id\": \"x\", \"pool_ids\": [\"a\", \"" + id
                                + "\"]}], \"resources\": {}, \"note\": \"" + id + " \"}"),
                id,
                "",
                where);
        assertThat(where)
                .as("the dry run's stale id in its load balancer; a text that only contains it is no id")
                .containsExactly("/load_balancers/0/pool_ids/1");
    }
}
