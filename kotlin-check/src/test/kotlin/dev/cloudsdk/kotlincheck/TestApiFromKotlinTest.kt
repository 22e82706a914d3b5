package dev.cloudsdk.kotlincheck

import dev.cloudsdk.codegen.TestApi
import dev.cloudsdk.codegen.TestApiClasses
import java.nio.file.Path
import org.jetbrains.kotlin.cli.common.ExitCode
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir

/**
 * The Kotlin that sdk-codegen generates for its test-only document (sdk-codegen's
 * `src/test/resources/testapi/openapi.yaml`: a 204, a nested list, a hand-written create), compiled and run as this
 * module's own `operations/<Operation>FromKotlinTest` are for api/openapi.yaml. sdk-codegen's `TestApiClasses`
 * compiles the document's SDK and emulator with javac (its generated main sources, the hand-written testkit and
 * `ComputeHandler`, the testkit's `SuccessPath`); the Kotlin compiler, with this module's defaults (JSpecify read
 * strictly, warnings as errors), compiles each operation's generated `<Operation>FromKotlinTest` against them; and
 * the JUnit launcher runs them against the document's emulator on loopback, in a loader that finds the document's
 * testkit before api/openapi.yaml's.
 */
class TestApiFromKotlinTest {
    companion object {
        private const val KOTLIN = "kotlin-check/src/test/kotlin/dev/cloudsdk/kotlincheck/operations/"
        private lateinit var sources: Map<String, String>
        private lateinit var compilation: Compilation
        private lateinit var java: Path
        private lateinit var kotlin: Path

        @JvmStatic
        @BeforeAll
        fun compile(@TempDir dir: Path) {
            java = TestApiClasses.compile(TestApiClasses.sources(TestApiClasses.SDK_AND_EMULATOR), dir.resolve("java"))
            sources = TestApi.files().filterKeys { it.startsWith(KOTLIN) }.mapKeys { it.key.removePrefix(KOTLIN) }
            compilation = SnippetCompiler.compile(sources, dir.resolve("kotlin"), listOf(java))
            kotlin = dir.resolve("kotlin/classes")
            // What the compiler said, in the test's output file, for whoever reads a failure.
            compilation.diagnostics.forEach(::println)
        }
    }

    @Test
    fun everyOperationsGeneratedKotlinCompilesWithoutAnErrorOrAWarning() {
        assertEquals(TestApi.spec().operations().size, sources.size, "one generated Kotlin check per operation")
        assertEquals(emptyList<Diagnostic>(), compilation.diagnostics, "the module compiles its Kotlin with -Werror")
        assertEquals(ExitCode.OK, compilation.exitCode)
    }

    @Test
    fun everyOperationsBlockingAndAsyncCallFromKotlinPassesAgainstTheDocumentsEmulator() {
        assertEquals(ExitCode.OK, compilation.exitCode, "not compiled: see the other test")
        val failures = mutableListOf<String>()
        val passed = TestApiClasses.loader(java, kotlin).use { loader ->
            sources.keys.associateWith { file ->
                val name = "dev.cloudsdk.kotlincheck.operations." + file.removeSuffix(".kt")
                TestApiClasses.run(loader.loadClass(name), failures).size
            }
        }

        assertEquals(emptyList<String>(), failures, "the generated Kotlin checks of the test-only document")
        assertEquals(sources.keys.associateWith { 2 }, passed, "its blocking and its async test, per operation")
    }
}
