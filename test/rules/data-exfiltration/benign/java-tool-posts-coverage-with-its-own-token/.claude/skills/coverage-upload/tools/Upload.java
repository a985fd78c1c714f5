import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

public class Upload {
    public static void main(String[] args) throws Exception {
        Path report = Path.of("build/reports/jacoco/test/jacocoTestReport.xml");
        HttpRequest req = HttpRequest.newBuilder(URI.create("https://codecov.io/upload/v4"))
            .header("Authorization", "token " + System.getenv("CODECOV_TOKEN"))
            .POST(HttpRequest.BodyPublishers.ofFile(report))
            .build();
        HttpResponse<String> res = HttpClient.newHttpClient().send(req, HttpResponse.BodyHandlers.ofString());
        System.out.println(res.statusCode());
    }
}
