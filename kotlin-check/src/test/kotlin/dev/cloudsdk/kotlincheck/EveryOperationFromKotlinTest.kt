package dev.cloudsdk.kotlincheck

import dev.cloudsdk.testkit.ApiOperation
import java.nio.file.Files
import java.nio.file.Path
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.fail

/**
 * "Every operation called from Kotlin", true by construction: sdk-codegen writes one
 * `operations/<Operation>FromKotlinTest.kt` per operation of api/openapi.yaml (its blocking and its async call
 * against the emulator), and sdk-codegen's `GeneratedSourcesTest` fails when one is missing or stale. This checks
 * the other end, that this module compiled them: each row of README.md's generated operations table (between
 * `<!-- operations:start -->` and `<!-- operations:end -->`, one per `ApiOperation`) has its class here, with its
 * two tests. A row without one names the operation and the command that writes it.
 */
class EveryOperationFromKotlinTest {
    private val readme: Path = Path.of(System.getProperty("readme.root", "../README.md"))

    /** @return the operationIds of the table's rows */
    private fun operationIds(): List<String> {
        val lines = Files.readAllLines(readme)
        val start = lines.indexOfFirst { it.trim() == "<!-- operations:start -->" }
        val end = lines.indexOfFirst { it.trim() == "<!-- operations:end -->" }
        assertTrue(start in 0 until end, "$readme has no generated operations table")
        return lines.subList(start + 1, end).map { it.split("|").map(String::trim) }
            .filter { it.size > 5 && it[1].matches(Regex("`\\w+`")) }
            .map { it[1].trim('`') }
    }

    @Test
    fun everyOperationOfTheDocumentHasItsGeneratedBlockingAndAsyncCall() {
        val ids = operationIds()
        assertEquals(ApiOperation.values().size, ids.size,
            "rows of README.md's operations table against ApiOperation's constants: regenerate " +
                "(CONTRIBUTING.md, \"Adding an operation\")")
        val missing = ids.mapNotNull { id ->
            val name = "dev.cloudsdk.kotlincheck.operations.${id.replaceFirstChar(Char::uppercaseChar)}FromKotlinTest"
            // No class (ClassNotFoundException) is no tests, reported below with the operation.
            val tests = runCatching { Class.forName(name) }.getOrNull()?.declaredMethods.orEmpty()
                .filter { m -> m.isAnnotationPresent(Test::class.java) }.map { it.name }.toSet()
            if (tests == setOf("blocking", "async")) null else "$id: $name has tests $tests, not [blocking, async]"
        }
        if (missing.isNotEmpty()) {
            fail(missing.joinToString("\n  ", "${missing.size} operation(s) without their generated Kotlin call; " +
                "write them with ./mvnw -B -q -pl sdk-codegen -am compile exec:java@generate:\n  "))
        }
    }
}
