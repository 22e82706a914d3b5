package dev.cloudsdk.kotlincheck

import dev.cloudsdk.testkit.ApiOperation
import java.nio.file.Files
import java.nio.file.Path
import kotlin.io.path.readText
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.fail

/**
 * "Every operation called from Kotlin", true by construction: the operations are the rows of README.md's generated
 * table (between `<!-- operations:start -->` and `<!-- operations:end -->`, one per `ApiOperation`), and this
 * module's Kotlin tests must call each one's blocking and async method as that table writes it
 * (`lb.pools().create(`, `lb.async().pools().create(`). An operation added to the document fails here, named, until
 * a Kotlin test calls it.
 */
class EveryOperationFromKotlinTest {
    private val readme: Path = Path.of(System.getProperty("readme.root", "../README.md"))
    private val sources: Path = Path.of("src/test/kotlin")

    /** One row of the table: the operationId and its two calls, each up to its opening parenthesis. */
    private data class Row(val operationId: String, val blocking: String, val async: String)

    private fun rows(): List<Row> {
        val lines = Files.readAllLines(readme)
        val start = lines.indexOfFirst { it.trim() == "<!-- operations:start -->" }
        val end = lines.indexOfFirst { it.trim() == "<!-- operations:end -->" }
        assertTrue(start in 0 until end, "$readme has no generated operations table")
        return lines.subList(start + 1, end).map { it.split("|").map(String::trim) }
            .filter { it.size > 5 && it[1].matches(Regex("`\\w+`")) }
            .map { Row(it[1].trim('`'), call(it[3]), call(it[4])) }
    }

    /** `lb.pools().create(loadBalancerId, request)` is called as `lb.pools().create(`. */
    private fun call(cell: String): String =
        Regex("^(?:\\w+(?:\\(\\))?\\.)*\\w+\\(").find(cell.trim('`'))?.value
            ?: fail("README.md's operations table has a call that is no method chain: $cell")

    private fun code(text: String): String = text
        .replace(Regex("\"\"\"[\\s\\S]*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\""), "\"\"")
        .replace(Regex("/\\*[\\s\\S]*?\\*/|//[^\\n]*"), " ")

    @Test
    fun everyOperationOfTheDocumentIsCalledBlockingAndAsync() {
        val rows = rows()
        assertEquals(ApiOperation.values().size, rows.size,
            "rows of README.md's operations table against ApiOperation's constants: regenerate " +
                "(CONTRIBUTING.md, \"Adding an operation\")")
        // The code of the tests that run calls: comments and string literals (the compiler test's snippets) removed.
        val kotlin = Files.walk(sources).use { files ->
            files.filter { it.fileName.toString().endsWith("FromKotlinTest.kt") && it.fileName.toString() !=
                "EveryOperationFromKotlinTest.kt" }.toList().joinToString("\n") { code(it.readText()) }
        }
        val missing = rows.flatMap { row ->
            listOf("blocking" to row.blocking, "async" to row.async)
                .filter { (_, call) -> !kotlin.contains(call) }
                .map { (kind, call) -> "${row.operationId}: no $kind call '$call...)' in kotlin-check/$sources" }
        }
        if (missing.isNotEmpty()) {
            fail(missing.joinToString("\n  ", "${missing.size} call(s) of an operation not made from Kotlin; add a " +
                "test that makes each one to the service's *FromKotlinTest.kt, naming the client as README.md's " +
                "Operations table does (lb, dns, db, storage), and assert what Kotlin sees of the result:\n  "))
        }
    }
}
