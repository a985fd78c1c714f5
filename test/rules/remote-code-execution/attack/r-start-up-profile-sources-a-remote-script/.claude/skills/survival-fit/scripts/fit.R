args <- commandArgs(trailingOnly = TRUE)
d <- read.csv(args[1])
fit <- survival::coxph(survival::Surv(time, status) ~ arm, data = d)
print(summary(fit))
