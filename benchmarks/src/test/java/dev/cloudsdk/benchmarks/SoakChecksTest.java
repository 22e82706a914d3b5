package dev.cloudsdk.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** Each of the soak's checks fails when its figure crosses its limit, and only that one. */
class SoakChecksTest {
    private static final SoakChecks.Figures HEALTHY =
            new SoakChecks.Figures(10_000, 9_300, 0, 10_200, 10_200, 0, 28, 28, 8_000_000, 8_100_000);

    private static List<String> failed(UnaryOperator<long[]> change) {
        long[] v = {10_000, 9_300, 0, 10_200, 10_200, 0, 28, 28, 8_000_000, 8_100_000};
        long[] f = change.apply(v);
        return SoakChecks.judge(
                        new SoakChecks.Figures(f[0], f[1], f[2], f[3], f[4], f[5], (int) f[6], (int) f[7], f[8], f[9]))
                .stream()
                .filter(c -> !c.passed())
                .map(SoakChecks.Check::name)
                .toList();
    }

    private static UnaryOperator<long[]> set(int index, long value) {
        return v -> {
            v[index] = value;
            return v;
        };
    }

    @Test
    void aHealthyRunPassesEveryCheck() {
        assertEquals(
                List.of(),
                SoakChecks.judge(HEALTHY).stream().filter(c -> !c.passed()).toList());
        assertEquals(7, SoakChecks.judge(HEALTHY).size());
    }

    @Test
    void oneFailureThatIsNotACloudSdkExceptionFailsTheRun() {
        assertEquals(List.of("every failure a typed SDK exception"), failed(set(2, 1)));
    }

    @Test
    void oneConnectionLeftInUseFailsTheRun() {
        assertEquals(List.of("no connection left in use"), failed(set(5, 1)));
    }

    @Test
    void threadsMayRiseByTheSlackButNotOneMore() {
        assertEquals(List.of(), failed(set(7, 28 + SoakChecks.THREAD_SLACK)));
        assertEquals(List.of("live threads flat (the emulator's aside)"), failed(set(7, 29 + SoakChecks.THREAD_SLACK)));
    }

    @Test
    void heapMayGrowTenPercentButNotEleven() {
        assertEquals(List.of(), failed(set(9, 8_800_000)));
        assertEquals(List.of("heap after full GC, end against first fifth"), failed(set(9, 8_880_000)));
    }

    @Test
    void moreThanOneAndAHalfRequestsPerCallFailsOnEitherSide() {
        assertEquals(
                List.of(), failed(v -> new long[] {v[0], v[1], v[2], 15_000, 15_000, v[5], v[6], v[7], v[8], v[9]}));
        assertEquals(List.of("requests received by the emulator per call"), failed(set(3, 15_001)));
        assertEquals(List.of("requests sent on the wire per call (client side)"), failed(set(4, 15_001)));
    }

    @Test
    void aRunWhereMostCallsFailedOrNoneWasMadeFails() {
        assertEquals(List.of("calls made and mostly successful"), failed(set(1, 7_999)));
        assertEquals(List.of("calls made and mostly successful"), failed(v ->
                new long[] {0, 0, 0, 0, 0, 0, 28, 28, 8_000_000, 8_000_000}));
    }
}
