summarise_arms <- function(d) aggregate(outcome ~ arm, data = d, FUN = mean)
write_tables <- function(t, dir) write.csv(t, file.path(dir, "arms.csv"), row.names = FALSE)
