package dev.cloudsdk.kotlincheck

/**
 * One nullability mistake a Kotlin user could make with the SDK, beside its correct form. Both are one line that
 * declares `x`, inside a function taking [parameters]; the only difference between a snippet that must compile and
 * one that must not is that line.
 *
 * @property expected what the compiler must say at the [bad] line
 * @property warning whether the compiler only warns: the mistake is a null check of a value the SDK declares
 *     non-null ("condition is always 'false'"), which a platform type (a package without `@NullMarked`) would let
 *     pass in silence. Kotlin 2.2's command line no longer reports a needless `!!` or `?.`, so the check is `== null`.
 */
class Mistake(
    val name: String,
    val parameters: String,
    val good: String,
    val bad: String,
    val expected: Regex,
    val warning: Boolean = false,
) {
    override fun toString() = name
}

/** The snippets' source: one function per mistake, in the correct or the mistaken form. */
object Mistakes {
    private val HEADER = """
        package snippets

        import dev.cloudsdk.core.*
        import dev.cloudsdk.database.*
        import dev.cloudsdk.database.model.*
        import dev.cloudsdk.dns.*
        import dev.cloudsdk.dns.model.*
        import dev.cloudsdk.loadbalancer.*
        import dev.cloudsdk.loadbalancer.model.*
        import dev.cloudsdk.storage.*
        import dev.cloudsdk.storage.model.*
        import dev.cloudsdk.testkit.*
        import java.time.Duration
        import java.util.UUID

    """.trimIndent()

    /** @return the line of [source] that holds [statement], counting from 1 as the compiler does */
    fun lineOf(source: String, statement: String) = source.lines().indexOf("    $statement") + 1

    /** @return a file holding the mistake's function, named `mistake<index>` */
    fun mistaken(index: Int, mistake: Mistake) = HEADER + function("mistake$index", mistake, mistake.bad)

    /** @return a file holding every mistake's correct form, functions named `correct<index>` */
    fun allCorrect() = HEADER + ALL.mapIndexed { i, m -> function("correct$i", m, m.good) }.joinToString("")

    private fun function(name: String, mistake: Mistake, line: String) =
        "\n// ${mistake.name}\nfun $name(${mistake.parameters}) {\n    $line\n    println(x)\n}\n"

    /** A type mismatch whose actual type is [type]; Kotlin may show a Java collection as `(Mutable)List<...>`. */
    private fun mismatch(type: String) = Regex("(?i)mismatch.*" + Regex.escape(type) + "'")
    private val NULL_FOR_NON_NULL = Regex("(?i)null cannot be a value of a non-null type")
    private val ALWAYS_FALSE = Regex("(?i)condition is always 'false'")
    private fun nullable(name: String, parameters: String, type: String, expression: String) =
        Mistake(name, parameters, "val x: $type? = $expression", "val x: $type = $expression", mismatch("$type?"))

    val ALL: List<Mistake> = listOf(
        nullable("ClientConfig.region() without a default region", "cfg: ClientConfig", "String", "cfg.region()"),
        nullable("DnsClient.region()", "cfg: ClientConfig", "String", "DnsClient.create(cfg).region()"),
        nullable("LoadBalancerClient.region()", "cfg: ClientConfig", "String", "LoadBalancerClient.create(cfg).region()"),
        nullable("StorageClient.region()", "cfg: ClientConfig", "String", "StorageClient.create(cfg).region()"),
        nullable("a response component: Recordset.name()", "r: Recordset", "String", "r.name()"),
        nullable("Recordset.ttl()", "r: Recordset", "Int", "r.ttl()"),
        nullable("Recordset.type() when the type is absent", "r: Recordset", "RecordType", "r.type()"),
        nullable("Pool.id()", "p: Pool", "UUID", "p.id()"),
        nullable("Pool.protocol()", "p: Pool", "Protocol", "p.protocol()"),
        nullable("Pool.sessionPersistence()", "p: Pool", "SessionPersistence", "p.sessionPersistence()"),
        nullable("DatabaseInstance.status()", "i: DatabaseInstance", "String", "i.status()"),
        nullable("a nested record: DatabaseInstance.flavor()", "i: DatabaseInstance", "DatabaseResourceRef", "i.flavor()"),
        nullable("an optional request component: ListRecordsetsRequest.limit()", "q: ListRecordsetsRequest", "Int", "q.limit()"),
        nullable("CreatePoolRequest.tags()", "q: CreatePoolRequest", "List<String>", "q.tags()"),
        nullable("RestoreVolumeBackupRequest.volumeId()", "q: RestoreVolumeBackupRequest", "UUID", "q.volumeId()"),
        nullable("PageMeta.total()", "pg: Page<Recordset>", "Int", "pg.meta().total()"),
        nullable("Page.requestId()", "pg: Page<Recordset>", "String", "pg.requestId()"),
        nullable("Response.requestId()", "resp: Response<Pool>", "String", "resp.requestId()"),
        nullable("RequestOptions.callTimeout()", "o: RequestOptions", "Duration", "o.callTimeout()"),
        nullable("CallListener.Call.region()", "c: CallListener.Call", "String", "c.region()"),
        nullable("CallListener.Attempt.failure()", "a: CallListener.Attempt", "Throwable", "a.failure()"),
        nullable("VolumeState.restoredFrom()", "v: VolumeState", "UUID", "v.restoredFrom()"),
        nullable("a future that completes with null: AsyncPage.forEachRemaining", "ap: AsyncPage<Recordset>", "Void",
            "ap.forEachRemaining { }.join()"),
        Mistake("ApiException.error() holds JSON nulls", "e: ApiException",
            "val x: Map<String, Any?> = e.error()", "val x: Map<String, Any> = e.error()", mismatch("Map<String, Any?>")),
        Mistake("a listener's failure is null on success", "",
            "val x = object : CallListener.Observer { override fun callEnd(attempts: Int, elapsed: Duration, failure: Throwable?) = Unit }",
            "val x = object : CallListener.Observer { override fun callEnd(attempts: Int, elapsed: Duration, failure: Throwable) = Unit }",
            Regex("(?i)overrides nothing")),
        Mistake("null for withRegion", "cfg: ClientConfig",
            "val x = DnsClient.create(cfg).withRegion(\"eu-1\")", "val x = DnsClient.create(cfg).withRegion(null)", NULL_FOR_NON_NULL),
        Mistake("null for a required request component", "",
            "val x = RestoreDatabaseBackupRequest.named(\"copy\")", "val x = RestoreDatabaseBackupRequest.named(null)", NULL_FOR_NON_NULL),
        Mistake("null for a required builder setting", "",
            "val x = CreatePoolRequest.builder().protocol(Protocol.TCP)", "val x = CreatePoolRequest.builder().protocol(null)",
            NULL_FOR_NON_NULL),
        Mistake("a nullable id where an id is required", "dns: DnsClient, r: Recordset",
            "val x = dns.recordsets().list(checkNotNull(r.zoneId()))", "val x = dns.recordsets().list(r.zoneId())",
            mismatch("UUID?")),
        Mistake("a null check of ClientConfig.baseUrl(), never null", "cfg: ClientConfig",
            "val x = cfg.baseUrl()", "val x = cfg.baseUrl() == null", ALWAYS_FALSE, warning = true),
        Mistake("a null check of a client accessor, which is non-null", "dns: DnsClient",
            "val x = dns.recordsets()", "val x = dns.recordsets() == null", ALWAYS_FALSE, warning = true),
        Mistake("a null check of a response list, never null", "r: Recordset",
            "val x = r.records()", "val x = r.records() == null", ALWAYS_FALSE, warning = true),
        Mistake("a null check of an operation's result, never null", "db: DatabaseClient, id: UUID",
            "val x = db.instances().restart(id)", "val x = db.instances().restart(id) == null", ALWAYS_FALSE,
            warning = true),
    )
}
