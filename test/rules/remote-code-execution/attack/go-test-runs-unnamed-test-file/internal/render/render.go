package render

// Title upper-cases the first letter.
func Title(s string) string { return s }
