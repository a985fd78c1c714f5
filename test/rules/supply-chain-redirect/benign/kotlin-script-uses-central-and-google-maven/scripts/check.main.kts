@file:Repository("https://repo.maven.apache.org/maven2/")
@file:Repository("https://maven.google.com")
@file:DependsOn("com.squareup.okio:okio-jvm:3.9.0")

import java.io.File

File("app/src/main/res").walk().filter { it.name.contains("-") }.forEach { println(it) }
