package dev.cloudsdk.core.runtime;

/** Whether an operation sends the {@code X-Region} header: a named choice in each declaration, not a boolean. */
public enum RegionHeader {
    /** The call carries {@code X-Region}; a view without a region refuses it before sending. */
    SENT,
    /** The call carries no {@code X-Region}, whatever region the view has. */
    NOT_SENT
}
