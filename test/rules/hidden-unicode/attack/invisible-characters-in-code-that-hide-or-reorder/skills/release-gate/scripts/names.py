VERDICTS = {"⁧": "allow", "staging": "deny", "main": "review"}
