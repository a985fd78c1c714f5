rootProject.name = "plotkit"
