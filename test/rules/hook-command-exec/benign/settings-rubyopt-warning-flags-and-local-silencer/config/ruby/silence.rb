# Keeps deprecation noise from older gems out of test output.
Warning[:deprecated] = false
Warning[:experimental] = false
