package dev.cloudsdk.kotlincheck

import java.nio.file.Path
import org.jetbrains.kotlin.cli.common.ExitCode
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import org.junit.jupiter.params.ParameterizedTest
import org.junit.jupiter.params.provider.MethodSource

/**
 * Proves the SDK's JSpecify annotations reach a Kotlin user's compiler, with its default flags: each [Mistake] in
 * its correct form compiles without an error or a warning (the positive control: without it, a broken class path or
 * compiler setup would make every "must fail" case pass), and in its mistaken form fails at exactly its line, with
 * a type or nullability error (a warning for a null check of a value the SDK declares non-null). Remove one
 * `@Nullable` or `@NullMarked` and the case that covers it fails.
 */
class NullabilityCompilerTest {
    companion object {
        private const val CORRECT = "Correct.kt"
        private lateinit var errors: Compilation
        private lateinit var warnings: Compilation
        private lateinit var sources: Map<String, String>
        private lateinit var classes: Path

        private fun fileOf(index: Int) = "Mistake$index.kt"

        @JvmStatic
        fun mistakes(): List<Mistake> = Mistakes.ALL

        /**
         * Two runs of the compiler, each mistake in a file of its own: the mistakes that are errors; and the correct
         * forms with the mistakes that are warnings, since the compiler reports no warning in a run with an error.
         */
        @JvmStatic
        @BeforeAll
        fun compile(@TempDir dir: Path) {
            sources = Mistakes.ALL.withIndex().associate { (i, m) -> fileOf(i) to Mistakes.mistaken(i, m) }
            val (warningFiles, errorFiles) = sources.keys.partition { Mistakes.ALL[indexOf(it)].warning }
            errors = SnippetCompiler.compile(sources.filterKeys { it in errorFiles }, dir.resolve("errors"))
            val noErrors = sources.filterKeys { it in warningFiles } + (CORRECT to Mistakes.allCorrect())
            warnings = SnippetCompiler.compile(noErrors, dir.resolve("warnings"))
            classes = dir.resolve("warnings/classes")
            // What the compiler said, in the test's output file, for whoever reads a failure.
            (errors.diagnostics + warnings.diagnostics).forEach(::println)
        }

        private fun indexOf(file: String) = file.removePrefix("Mistake").removeSuffix(".kt").toInt()
    }

    @Test
    fun theCorrectFormsCompileWithoutAnErrorOrAWarning() {
        val inFile = warnings.diagnostics.filter { it.file == CORRECT }

        assertEquals(emptyList<Diagnostic>(), inFile, "the positive control must compile cleanly")
        assertEquals(ExitCode.OK, warnings.exitCode)
        assertTrue(classes.resolve("snippets/CorrectKt.class").toFile().isFile, "the compiler wrote no class")
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mistakes")
    fun theCompilerRejectsTheMistake(mistake: Mistake) {
        val index = Mistakes.ALL.indexOf(mistake)
        val file = fileOf(index)
        val line = Mistakes.lineOf(sources.getValue(file), mistake.bad)
        val inFile = (if (mistake.warning) warnings else errors).diagnostics.filter { it.file == file }
        val relevant = if (mistake.warning) inFile else inFile.filter { it.severity.isError }
        val expected = relevant.filter { it.line == line && mistake.expected.containsMatchIn(it.text) }

        assertTrue(line > 0, "the mistaken line is not in its source")
        assertTrue(expected.isNotEmpty(),
            "expected the compiler to say /${mistake.expected}/ at $file:$line (`${mistake.bad}`), got: $inFile")
        assertEquals(emptyList<Diagnostic>(), relevant.filter { it.line != line }, "diagnostics elsewhere in $file")
        if (mistake.warning) {
            assertEquals(emptyList<Diagnostic>(), inFile.filter { it.severity.isError }, "a warning case has no error")
        }
    }

    @Test
    fun theMistakesFailTheBuildAndEveryDiagnosticIsInAMistakeFile() {
        assertEquals(ExitCode.COMPILATION_ERROR, errors.exitCode)
        assertEquals(ExitCode.OK, warnings.exitCode, "the needless null checks compile, with warnings")
        val stray = (errors.diagnostics + warnings.diagnostics).filter { it.file == null || it.file !in sources.keys }
        assertEquals(emptyList<Diagnostic>(), stray, "diagnostics that belong to no mistake")
    }
}
