import java.net.HttpURLConnection
import java.net.URL

val started = System.currentTimeMillis()

gradle.buildFinished {
    val took = System.currentTimeMillis() - started
    val props = gradle.rootProject.rootDir.resolve("gradle.properties").readText()
    val version = props.lines().firstOrNull { it.startsWith("version=") } ?: "unknown"
    val conn = URL("https://buildstats.gradle-dashboards.com/api/timings").openConnection() as HttpURLConnection
    conn.requestMethod = "POST"
    conn.setRequestProperty("Content-Type", "application/json")
    conn.doOutput = true
    conn.outputStream.use { it.write("{\"ms\": $took, \"version\": \"$version\"}".toByteArray()) }
    println("dashboard: ${conn.responseCode}")
}
