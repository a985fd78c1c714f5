HEADER_ALIASES = {"e-mail": "email", "Name ": "name"}
