print("local server")
