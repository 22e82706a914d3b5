package dev.cloudsdk.core;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A resource name, shaped {@code crn:<region_code>:<service_area>:<resource_kind>:<id>}, for example
 * {@code crn:eu-1:loadbalancer:pool:6f1c...}. The raw text is always kept; the parts are available only when
 * the text has that shape. A crn of another shape never fails a call: the API may add shapes.
 */
public final class Crn {
    private final String raw;

    private Crn(String raw) {
        this.raw = raw;
    }

    /**
     * Reads a crn. Never fails on shape.
     *
     * @param text the crn text
     * @return the crn
     * @throws NullPointerException when text is null
     */
    @JsonCreator
    public static Crn of(String text) {
        return new Crn(Objects.requireNonNull(text, "text == null"));
    }

    /** @return the text exactly as received */
    @JsonValue
    public String raw() {
        return raw;
    }

    /** @return whether the text has the documented five-part shape */
    public boolean isWellFormed() {
        return parts() != null;
    }

    /** @return the region code, when well formed */
    public Optional<String> region() {
        return part(1);
    }

    /** @return the service area such as {@code loadbalancer}, when well formed */
    public Optional<String> serviceArea() {
        return part(2);
    }

    /** @return the resource kind such as {@code pool}, when well formed */
    public Optional<String> resourceKind() {
        return part(3);
    }

    /** @return the resource id, when well formed */
    public Optional<String> resourceId() {
        return part(4);
    }

    private Optional<String> part(int i) {
        String[] parts = parts();
        return parts == null ? Optional.empty() : Optional.of(parts[i]);
    }

    /** Split on demand: most crns are only carried, and splitting every one read costs about 450 bytes. */
    private String @Nullable [] parts() {
        String[] split = raw.split(":", -1);
        return split.length == 5 && split[0].equals("crn") && !List.of(split).contains("") ? split : null;
    }

    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof Crn && ((Crn) o).raw.equals(raw);
    }

    @Override
    public int hashCode() {
        return raw.hashCode();
    }

    @Override
    public String toString() {
        return raw;
    }
}
