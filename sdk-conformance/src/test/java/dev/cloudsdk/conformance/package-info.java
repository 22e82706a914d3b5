/** Tests over every operation of every service module. */
package dev.cloudsdk.conformance;
