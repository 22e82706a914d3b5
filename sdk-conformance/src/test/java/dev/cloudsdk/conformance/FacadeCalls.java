package dev.cloudsdk.conformance;

import dev.cloudsdk.conformance.ApiDocument.Operation;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The facade calls of the document's operations, as Java and Kotlin code writes them ({@code pools().create(},
 * {@code recordsets().listPage(}), for {@link OperationListing}'s enumeration check. Where two services share the
 * group and method ({@code backups().restore(}), a call counts only after the service's client class in the same
 * statement or after the variable its {@code example} declares.
 */
final class FacadeCalls {
    private final List<Operation> operations;
    /** Per operation (in {@link #operations}' order), the patterns of its facade call; none when not given. */
    private final List<List<Pattern>> calls = new ArrayList<>();

    /**
     * @param operations the document's operations
     * @param facades how they are called through the SDK
     */
    FacadeCalls(List<Operation> operations, List<ApiDocument.Facade> facades) {
        this.operations = operations;
        for (Operation op : operations) {
            ApiDocument.Facade f = facades.stream()
                    .filter(x -> x.operationId().equals(op.operationId()))
                    .findFirst()
                    .orElse(null);
            if (f == null) {
                calls.add(List.of());
                continue;
            }
            // group().method( with the facade's variants (listPage, createWithResponse); when another operation
            // shares group and method, only after its client class or variable (and an async() or withRegion(..)).
            String call = "\\b" + Pattern.quote(f.group()) + "\\(\\)\\s*\\.\\s*" + Pattern.quote(f.method())
                    + "(?:Page)?(?:WithResponse)?\\(";
            boolean shared = facades.stream()
                    .anyMatch(x ->
                            x != f && x.group().equals(f.group()) && x.method().equals(f.method()));
            calls.add(
                    shared
                            ? List.of(Pattern.compile(
                                    "\\b(?:" + Pattern.quote(f.client()) + "\\b[^;]*?|" + Pattern.quote(f.variable())
                                            + "\\s*\\.\\s*(?:\\w+\\([^()]*\\)\\s*\\.\\s*)*)" + call))
                            : List.of(Pattern.compile(call)));
        }
    }

    /** @return the operationIds of the operations the code calls through their facade */
    Set<String> named(String code) {
        Set<String> named = new LinkedHashSet<>();
        for (int k = 0; k < operations.size(); k++) {
            if (calls.get(k).stream().anyMatch(p -> p.matcher(code).find())) {
                named.add(operations.get(k).operationId());
            }
        }
        return named;
    }
}
