import sys

def main(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            print(line.split()[0] if line.strip() else "")

if __name__ == "__main__":
    main(sys.argv[1])
