package dev.cloudsdk.core.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

/**
 * A self-signed certificate for 127.0.0.1, made with the JDK's own {@code keytool} (no extra test dependency),
 * with a server context that presents it and a client context that trusts only it.
 */
public final class SelfSignedTls {
    private static final char[] PASSWORD = "test-only".toCharArray();

    private final SSLContext server;
    private final SSLContext client;
    private final X509TrustManager trustManager;

    private SelfSignedTls(SSLContext server, SSLContext client, X509TrustManager trustManager) {
        this.server = server;
        this.client = client;
        this.trustManager = trustManager;
    }

    /** @return a new certificate and its contexts */
    public static SelfSignedTls create() {
        try {
            Path dir = Files.createTempDirectory("cloudsdk-tls");
            Path store = dir.resolve("server.p12");
            String keytool =
                    Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
            Process p = new ProcessBuilder(
                            keytool,
                            "-genkeypair",
                            "-alias",
                            "server",
                            "-keyalg",
                            "EC",
                            "-dname",
                            "CN=127.0.0.1",
                            "-ext",
                            "SAN=ip:127.0.0.1",
                            "-validity",
                            "2",
                            "-storetype",
                            "PKCS12",
                            "-keystore",
                            store.toString(),
                            "-storepass",
                            new String(PASSWORD))
                    .redirectErrorStream(true)
                    .start();
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException(
                        "keytool failed: " + new String(p.getInputStream().readAllBytes()));
            }
            KeyStore keys = KeyStore.getInstance("PKCS12");
            try (InputStream in = Files.newInputStream(store)) {
                keys.load(in, PASSWORD);
            } finally {
                // Loaded into memory: the key store file and its folder are not left behind in the temporary folder.
                Files.deleteIfExists(store);
                Files.deleteIfExists(dir);
            }
            KeyManagerFactory kmf = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
            kmf.init(keys, PASSWORD);
            SSLContext server = SSLContext.getInstance("TLS");
            server.init(kmf.getKeyManagers(), null, null);
            KeyStore trusted = KeyStore.getInstance("PKCS12");
            trusted.load(null, null);
            trusted.setCertificateEntry("server", keys.getCertificate("server"));
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(trusted);
            X509TrustManager tm = (X509TrustManager) tmf.getTrustManagers()[0];
            SSLContext client = SSLContext.getInstance("TLS");
            client.init(null, new TrustManager[] {tm}, null);
            return new SelfSignedTls(server, client, tm);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** @return the server's context */
    public SSLContext server() {
        return server;
    }

    /** @return a client context that trusts only this certificate */
    public SSLContext client() {
        return client;
    }

    /** @return the client's trust manager */
    public X509TrustManager trustManager() {
        return trustManager;
    }
}
