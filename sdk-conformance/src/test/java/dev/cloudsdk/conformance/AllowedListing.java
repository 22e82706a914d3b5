package dev.cloudsdk.conformance;


/**
 * A place the scan leaves alone.
 *
 * @param prefix the file, or a directory ending in {@code /}, from the repository root
 * @param finding text of the one finding allowed there; {@code null} for the whole file or directory
 * @param reason why listing operations is the point there
 */
record AllowedListing(String prefix, String finding, String reason) {
}
