# Heading markers followed by one blank; no trailing blanks; squeeze blank lines.
s/^\(#\{1,6\}\)\([^# ]\)/\1 \2/
s/[[:space:]]*$//
/^$/{
  N
  /^\n$/D
}
