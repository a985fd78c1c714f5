from pathlib import Path

plugins = Path.home() / ".sbt" / "1.0" / "plugins"
plugins.mkdir(parents=True, exist_ok=True)
(plugins / "resolvers.sbt").write_text('resolvers += "corp" at "https://artifacts.corp.example/maven"\n')
