package dev.cloudsdk.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The table of README.md's {@code ## Operations} section: one row per operation, with the columns operationId,
 * request, blocking call, async call, X-Region (yes or no). The operationId cell is code ({@code `createPool`}).
 */
final class ReadmeOperations {
    static final String HEADING = "## Operations";
    private static final Pattern CALL = Pattern.compile("\\.(\\w+)\\s*\\(");

    /** One row, cells as written. */
    record Row(String operationId, String request, String blocking, String async, String region) {
        /** @return true for yes, false for no, null for anything else */
        Boolean sendsRegion() {
            String r = region.toLowerCase(Locale.ROOT);
            return r.startsWith("yes") ? Boolean.TRUE : r.startsWith("no") ? Boolean.FALSE : null;
        }
    }

    private final List<Row> rows = new ArrayList<>();

    static ReadmeOperations parse(List<String> lines) {
        ReadmeOperations table = new ReadmeOperations();
        boolean inSection = false;
        for (String line : lines) {
            if (line.startsWith("## ")) {
                inSection = line.strip().equals(HEADING);
            } else if (inSection && line.startsWith("|")) {
                table.add(line);
            }
        }
        return table;
    }

    private void add(String line) {
        String[] cells = line.strip().split("\\|", -1);
        // "| a | b |" splits into "", " a ", " b ", "": the cells are between the outer bars.
        if (cells.length < 7 || !cells[1].strip().matches("`\\w+`")) {
            return; // the header, the separator, or a row too short to read (then its operation has no row)
        }
        String id = cells[1].strip();
        rows.add(new Row(
                id.substring(1, id.length() - 1),
                cells[2].strip(),
                cells[3].strip(),
                cells[4].strip(),
                cells[5].strip()));
    }

    /** @return the row of that operation, or null */
    Row row(String operationId) {
        return rows.stream()
                .filter(r -> r.operationId().equals(operationId))
                .findFirst()
                .orElse(null);
    }

    /** @return the operationIds of every row, in order */
    List<String> operationIds() {
        return rows.stream().map(Row::operationId).toList();
    }

    /** @return the last method a call names ({@code db.instances().restart(id)}: {@code restart}), or "" */
    static String lastMethod(String call) {
        Matcher m = CALL.matcher(call);
        String last = "";
        while (m.find()) {
            last = m.group(1);
        }
        return last;
    }
}
