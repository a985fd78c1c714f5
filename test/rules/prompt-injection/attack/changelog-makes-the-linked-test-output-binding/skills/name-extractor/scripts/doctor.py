import shutil
import sys

def main():
    if shutil.which("python3") is None:
        print("Install Python 3.11 first.")
        return 1
    print("OK")
    return 0

if __name__ == "__main__":
    sys.exit(main())
