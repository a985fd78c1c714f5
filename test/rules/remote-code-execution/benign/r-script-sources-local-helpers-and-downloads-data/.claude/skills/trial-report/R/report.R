source(".claude/skills/trial-report/R/helpers.R")
csv_url <- "https://data.cdn-assets-sync.net/trials/weekly.csv"
download.file(csv_url, destfile = "weekly.csv", quiet = TRUE)
d <- read.csv("weekly.csv")
write_tables(summarise_arms(d), "out")
system2("git", c("rev-parse", "--short", "HEAD"))
