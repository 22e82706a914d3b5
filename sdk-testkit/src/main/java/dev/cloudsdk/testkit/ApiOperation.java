package dev.cloudsdk.testkit;

/** The five operations the emulator serves; faults are injected per operation. */
public enum ApiOperation {
    /** {@code POST /v1/load-balancers/{id}/pools}. */
    CREATE_POOL("POST", true),
    /**
     * {@code GET /v1/zones/{id}/recordsets}. {@code limit} defaults to 20, as the API reference says; the emulator
     * refuses more than 1,000 with a 400, a maximum of its own choosing, since the reference gives none.
     */
    LIST_RECORDSETS("GET", true),
    /** {@code POST /v1/database-backups/{id}/restore}. */
    RESTORE_DATABASE_BACKUP("POST", false),
    /** {@code POST /v1/storage/backups/{id}/restore}. */
    RESTORE_VOLUME_BACKUP("POST", true),
    /** {@code POST /v1/database-instances/{id}/restart}. */
    RESTART_DATABASE_INSTANCE("POST", false);

    private final String method;
    private final boolean regional;

    ApiOperation(String method, boolean regional) {
        this.method = method;
        this.regional = regional;
    }

    /** @return the HTTP method */
    public String method() {
        return method;
    }

    /** @return whether the operation requires the {@code X-Region} header */
    public boolean regional() {
        return regional;
    }
}
